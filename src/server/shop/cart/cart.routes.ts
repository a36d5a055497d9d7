import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCartItemRequestSchema, applyCouponRequestSchema, cartChangeQuerySchema, cartItemParamsSchema, cartQuerySchema,
  cartResponseSchema, promoProductChoicesResponseSchema, switchBogoProductQuerySchema, updateCartItemQuerySchema,
  updateCartItemRequestSchema,
} from '../../../contracts/cart';
import { suggestedProductsForCart } from '../catalogue';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { languageOf } from '../../shared/web-shell';
import { getPromoProductChoices, switchBogoProduct } from './bogo.service';
import { registerCartValidationErrors } from './cart-errors';
import type { CartContext } from './cart-model';
import { addItem, applyCoupon, clearCart, getCart, removeCoupon, removeItem, updateItem } from './cart.service';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperRouteDoc, shopperRouteErrors } from '../../lib/shopper-routes';

export interface CartRoutesOptions {
  db: Db;
  config: Config;
}

const errors = shopperRouteErrors;

/**
 * The cart API (cc §7, issue 4). Thin: each route validates its input with the contract, opens one
 * transaction for the whole call and hands it to the service, so a change and the cart it answers
 * with are one consistent unit. Only the signed-in shopper's own cart is ever read or changed.
 */
export async function cartRoutes(app: FastifyInstance, { db, config }: CartRoutesOptions) {
  registerCartValidationErrors(app);
  acceptEmptyJsonBodies(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const inTransaction = <T>(request: FastifyRequest, work: (ctx: CartContext) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => {
      const userId = request.shopper!.userId;
      const lang = languageOf(request);
      const suggestProducts: CartContext['suggestProducts'] = ({ cartFamilyIds }) =>
        suggestedProductsForCart(app.catalogue.current(), trx, { userId, cartFamilyIds, lang });
      return work({ db: trx, userId, lang, now: new Date(), imagesBaseUrl: config.imagesBaseUrl, suggestProducts });
    });
  const common = { onRequest: app.requireShopper };
  const doc = (summary: string) => shopperRouteDoc('cart', summary);

  r.get('/api/cart/', {
    ...common,
    schema: { ...doc('The shopper\'s cart, priced'), querystring: cartQuerySchema, response: { 200: cartResponseSchema, ...errors } },
  }, (request) => inTransaction(request, (ctx) => getCart(ctx, { isao: request.query.isao, refresh: request.query.refresh })));

  r.post('/api/cart/item/', {
    ...common,
    schema: {
      ...doc('Add a product for a pet'),
      querystring: cartChangeQuerySchema,
      body: addCartItemRequestSchema,
      response: { 200: cartResponseSchema, ...errors },
    },
  }, (request) => inTransaction(request, (ctx) => addItem(ctx, request.body, request.query.isao)));

  r.put('/api/cart/item/:id/', {
    ...common,
    schema: {
      ...doc('Change a cart item\'s quantity, pet or prescription'),
      params: cartItemParamsSchema,
      querystring: updateCartItemQuerySchema,
      body: updateCartItemRequestSchema,
      response: { 200: cartResponseSchema, ...errors },
    },
  }, (request) => inTransaction(request, (ctx) => updateItem(ctx, request.params.id, request.body, request.query)));

  r.delete('/api/cart/item/:id', {
    ...common,
    schema: {
      ...doc('Remove a cart item (with its free items)'),
      params: cartItemParamsSchema,
      querystring: cartChangeQuerySchema,
      response: { 200: cartResponseSchema, ...errors },
    },
  }, (request) => inTransaction(request, (ctx) => removeItem(ctx, request.params.id, request.query.isao)));

  r.put('/api/cart/clearCart', {
    ...common,
    schema: { ...doc('Remove every item'), querystring: cartChangeQuerySchema, response: { 200: cartResponseSchema, ...errors } },
  }, (request) => inTransaction(request, (ctx) => clearCart(ctx, request.query.isao)));

  r.put('/api/cart/coupon/apply', {
    ...common,
    schema: {
      ...doc('Apply a coupon code (isao=1 when a subscription is being created)'),
      querystring: cartChangeQuerySchema,
      body: applyCouponRequestSchema,
      response: { 200: cartResponseSchema, ...errors },
    },
  }, (request) => inTransaction(request, (ctx) => applyCoupon(ctx, request.body.couponCode, request.query.isao)));

  r.put('/api/cart/coupon/remove', {
    ...common,
    schema: { ...doc('Remove the coupon'), querystring: cartChangeQuerySchema, response: { 200: cartResponseSchema, ...errors } },
  }, (request) => inTransaction(request, (ctx) => removeCoupon(ctx, request.query.isao)));

  r.get('/api/cart/item/:id/getPromoProductChoices/', {
    ...common,
    schema: {
      ...doc('The products a free or discounted item may be'),
      params: cartItemParamsSchema,
      response: { 200: promoProductChoicesResponseSchema, ...errors },
    },
  }, (request) => inTransaction(request, (ctx) => getPromoProductChoices(ctx, request.params.id)));

  r.put('/api/cart/item/:id/switchBogoProduct/', {
    ...common,
    schema: {
      ...doc('Choose the product of a free or discounted item'),
      params: cartItemParamsSchema,
      querystring: switchBogoProductQuerySchema,
      response: { 200: cartResponseSchema, ...errors },
    },
  }, (request) => inTransaction(request, (ctx) => switchBogoProduct(ctx, request.params.id, request.query.productId, request.query.isao)));
}
