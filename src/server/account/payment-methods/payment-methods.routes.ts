import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteResponseSchema, idParamsSchema, makeDefaultQuerySchema } from '../../../contracts/addresses';
import {
  addPaymentMethodRequestSchema, addPaymentMethodResponseSchema, cartPaymentMethodResponseSchema, humanCheckRequestSchema,
  humanCheckResponseSchema, paymentMethodListResponseSchema, updateCartQuerySchema,
} from '../../../contracts/payment-methods';
import {
  accountIdParamsSchema, paymentMethodAnswerSchema, paymentSettingsResponseSchema, updatePaymentMethodRequestSchema,
} from '../../../contracts/account-settings';
import type { Db } from '../../db/database';
import { issueHumanCheckToken, type HumanVerifier } from '../../integrations/human-check/human-check';
import type { PaymentProvider } from '../../integrations/payment/payment-gateway';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperRouteDoc, shopperRouteErrors, shopperTransaction } from '../../lib/shopper-routes';
import {
  addCard, chooseCard, findPaymentSetting, listPaymentSettings, listShopperCards, removeCard, setDefaultCard, updateCard,
} from './payment-methods.service';

export interface PaymentMethodRoutesOptions {
  db: Db;
  payments: PaymentProvider;
  humanVerifier: HumanVerifier;
  secret: Uint8Array;
}

/**
 * Saved cards and the human check before adding one (cc §4, §7; issue 5). The card number never
 * reaches these routes: the browser tokenizes it at the payment provider first.
 */
export async function paymentMethodRoutes(app: FastifyInstance, { db, payments, humanVerifier, secret }: PaymentMethodRoutesOptions) {
  acceptEmptyJsonBodies(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTransaction = shopperTransaction(db);
  const common = { onRequest: app.requireShopper };
  const errors = shopperRouteErrors;
  const doc = shopperRouteDoc;

  r.post('/api/account/VerifyRecaptchaToken/', {
    ...common,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' }, formBody: true },
    schema: {
      ...doc('payment-methods', 'Human check (v3 score, or the v2 challenge answer); gives the token that adding a card needs'),
      body: humanCheckRequestSchema,
      response: { 200: humanCheckResponseSchema, ...errors },
    },
  }, async (request) => {
    const result = await humanVerifier.verify(request.body.response, request.body.isV2);
    const humanCheckToken = result.success ? issueHumanCheckToken(secret, request.shopper!.userId, new Date()) : null;
    return { isSuccess: true as const, returnObject: { success: result.success, score: result.score, humanCheckToken } };
  });

  r.get('/api/account/paymentmethods/', {
    ...common,
    schema: { ...doc('payment-methods', 'The shopper\'s saved cards'), response: { 200: paymentMethodListResponseSchema, ...errors } },
  }, (request) => inTransaction(request, listShopperCards));

  const add = (updateCart: (request: FastifyRequest) => boolean) => async (request: FastifyRequest<{ Body: typeof addPaymentMethodRequestSchema._output }>) => ({
    isSuccess: true as const,
    message: 'card added',
    returnValue: await inTransaction(request, (ctx) =>
      addCard(ctx, request.body, { gateway: payments(ctx.db), secret, updateCart: updateCart(request) }),
    ),
  });

  r.post('/api/account/paymentMethod/add/', {
    ...common,
    schema: {
      ...doc('payment-methods', 'Save a tokenized card (updateCart: also put it on the cart)'),
      querystring: updateCartQuerySchema,
      body: addPaymentMethodRequestSchema,
      response: { 200: addPaymentMethodResponseSchema, ...errors },
    },
  }, add((request) => (request.query as { updateCart: boolean }).updateCart));

  r.post('/api/cart/paymentmethod/add/', {
    ...common,
    schema: {
      ...doc('checkout', 'Save a tokenized card and put it on the cart'),
      body: addPaymentMethodRequestSchema,
      response: { 200: addPaymentMethodResponseSchema, ...errors },
    },
  }, add(() => true));

  r.delete('/api/account/paymentMethods/:id/', {
    ...common,
    schema: { ...doc('payment-methods', 'Delete a saved card'), params: idParamsSchema, response: { 200: deleteResponseSchema, ...errors } },
  }, async (request) => {
    await inTransaction(request, (ctx) => removeCard(ctx, request.params.id));
    return { isSuccess: true as const, message: 'card deleted' };
  });

  // The account's payment settings page (issue 14).
  r.get('/api/account/paymentsettings', {
    ...common,
    schema: { ...doc('payment-methods', 'The saved cards, each marked expired or not'), response: { 200: paymentSettingsResponseSchema, ...errors } },
  }, (request) => inTransaction(request, listPaymentSettings));

  r.get('/api/account/paymentMethods/:id/', {
    ...common,
    schema: {
      ...doc('payment-methods', 'One saved card'),
      params: accountIdParamsSchema,
      response: { 200: paymentMethodAnswerSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const,
    message: '',
    returnValue: await inTransaction(request, (ctx) => findPaymentSetting(ctx, request.params.id)),
  }));

  r.put('/api/account/paymentMethods/:id/', {
    ...common,
    schema: {
      ...doc('payment-methods', 'Update a saved card: renewed expiry (sent to the provider with its token), holder, billing address'),
      params: accountIdParamsSchema,
      body: updatePaymentMethodRequestSchema,
      response: { 200: paymentMethodAnswerSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const,
    message: 'card updated',
    returnValue: await inTransaction(request, (ctx) => updateCard(ctx, request.params.id, request.body, payments(ctx.db))),
  }));

  r.put('/api/account/paymentMethods/:id/default', {
    ...common,
    schema: {
      ...doc('payment-methods', 'Make a saved card the default one'),
      params: accountIdParamsSchema,
      response: { 200: paymentMethodAnswerSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const,
    message: 'default card changed',
    returnValue: await inTransaction(request, (ctx) => setDefaultCard(ctx, request.params.id)),
  }));

  r.put('/api/cart/paymentMethod/:id', {
    ...common,
    schema: {
      ...doc('checkout', 'Pay the cart with a saved card (makeDefault: also the default one)'),
      params: idParamsSchema,
      querystring: makeDefaultQuerySchema,
      response: { 200: cartPaymentMethodResponseSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const,
    ...(await inTransaction(request, (ctx) => chooseCard(ctx, request.params.id, request.query.makeDefault))),
  }));
}
