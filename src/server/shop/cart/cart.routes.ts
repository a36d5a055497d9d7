import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addCartItemRequestSchema, applyCouponRequestSchema, cartChangeQuerySchema, cartItemParamsSchema, cartQuerySchema,
  cartResponseSchema, promoProductChoicesResponseSchema, switchBogoProductQuerySchema, updateCartItemQuerySchema,
  updateCartItemRequestSchema,
} from '../../../contracts/cart';
import { suggestedProductsForCart } from '../catalogue';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { previewInstant } from '../../../domain/store-preview';
import { languageOf } from '../../shared/web-shell';
import { getPromoProductChoices, switchBogoProduct } from './bogo.service';
import { registerCartValidationErrors } from './cart-errors';
import type { CartContext } from './cart-model';
import { addItem, applyCoupon, clearCart, getCart, previewCart, removeCoupon, removeItem, updateItem } from './cart.service';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import type { SignedInShopper } from '../../lib/shopper-routes';
import { shopRouteKit } from '../shop-routes';

export interface CartRoutesOptions {
  db: Db;
  config: Config;
}

/**
 * The cart API (cc §7, issue 4). Thin: each route validates its input with the contract, opens one
 * transaction for the whole call and hands it to the service, so a change and the cart it answers
 * with are one consistent unit. Only the signed-in shopper's own cart is ever read or changed.
 */
export async function cartRoutes(app: FastifyInstance, { db, config }: CartRoutesOptions) {
  registerCartValidationErrors(app);
  acceptEmptyJsonBodies(app);
  const { shopper } = shopRouteKit(app, db, 'cart');

  const cart = ({ db: trx, actor: { userId }, now, request }: { db: Db; actor: SignedInShopper; now: Date; request: FastifyRequest }): CartContext => {
    const lang = languageOf(request);
    const suggestProducts: CartContext['suggestProducts'] = ({ cartFamilyIds, retailDiscountPercent }) =>
      suggestedProductsForCart(app.catalogue.current(), trx, { userId, cartFamilyIds, lang, retailDiscountPercent });
    return { db: trx, userId, lang, now, imagesBaseUrl: config.imagesBaseUrl, suggestProducts };
  };

  shopper({
    method: 'GET', url: '/api/cart/', summary: 'The shopper\'s cart, priced', query: cartQuerySchema, response: cartResponseSchema, transaction: true,
    handler: async (input) => {
      const preview = await app.storePreview(input.request);
      if (!preview) return getCart(cart(input), { isao: input.query.isao, refresh: input.query.refresh });
      // A preview of the store: the previewed client's cart, as of the preview's day, read only.
      const client = preview.clientUserId === null ? null : { ...cart({ ...input, actor: { ...input.actor, userId: preview.clientUserId } }), now: previewInstant(preview.day) };
      input.reply.header('cache-control', 'no-store');
      return previewCart(client, { isao: input.query.isao, imagesBaseUrl: config.imagesBaseUrl });
    },
  });

  shopper({
    method: 'POST', url: '/api/cart/item/', summary: 'Add a product for a pet',
    query: cartChangeQuerySchema, body: addCartItemRequestSchema, response: cartResponseSchema, transaction: true,
    handler: (input) => addItem(cart(input), input.body, input.query.isao),
  });

  shopper({
    method: 'PUT', url: '/api/cart/item/:id/', summary: 'Change a cart item\'s quantity, pet or prescription',
    params: cartItemParamsSchema, query: updateCartItemQuerySchema, body: updateCartItemRequestSchema, response: cartResponseSchema, transaction: true,
    handler: (input) => updateItem(cart(input), input.params.id, input.body, input.query),
  });

  shopper({
    method: 'DELETE', url: '/api/cart/item/:id', summary: 'Remove a cart item (with its free items)',
    params: cartItemParamsSchema, query: cartChangeQuerySchema, response: cartResponseSchema, transaction: true,
    handler: (input) => removeItem(cart(input), input.params.id, input.query.isao),
  });

  shopper({
    method: 'PUT', url: '/api/cart/clearCart', summary: 'Remove every item', query: cartChangeQuerySchema, response: cartResponseSchema, transaction: true,
    handler: (input) => clearCart(cart(input), input.query.isao),
  });

  shopper({
    method: 'PUT', url: '/api/cart/coupon/apply', summary: 'Apply a coupon code (isao=1 when a subscription is being created)',
    query: cartChangeQuerySchema, body: applyCouponRequestSchema, response: cartResponseSchema, transaction: true,
    handler: (input) => applyCoupon(cart(input), input.body.couponCode, input.query.isao),
  });

  shopper({
    method: 'PUT', url: '/api/cart/coupon/remove', summary: 'Remove the coupon', query: cartChangeQuerySchema, response: cartResponseSchema, transaction: true,
    handler: (input) => removeCoupon(cart(input), input.query.isao),
  });

  shopper({
    method: 'GET', url: '/api/cart/item/:id/getPromoProductChoices/', summary: 'The products a free or discounted item may be',
    params: cartItemParamsSchema, response: promoProductChoicesResponseSchema, transaction: true,
    handler: (input) => getPromoProductChoices(cart(input), input.params.id),
  });

  shopper({
    method: 'PUT', url: '/api/cart/item/:id/switchBogoProduct/', summary: 'Choose the product of a free or discounted item',
    params: cartItemParamsSchema, query: switchBogoProductQuerySchema, response: cartResponseSchema, transaction: true,
    handler: (input) => switchBogoProduct(cart(input), input.params.id, input.query.productId, input.query.isao),
  });
}
