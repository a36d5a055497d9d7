import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
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
import { shopperContext, type SignedInShopper } from '../../lib/shopper-routes';
import { accountRouteKit } from '../account-routes';
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
  const { shopper } = accountRouteKit(app, db, 'payment-methods');
  const checkout = ['checkout'];

  shopper({
    method: 'POST', url: '/api/account/VerifyRecaptchaToken/', summary: 'Human check (v3 score, or the v2 challenge answer); gives the token that adding a card needs',
    config: { rateLimit: { max: 60, timeWindow: '1 minute' }, formBody: true },
    body: humanCheckRequestSchema, response: humanCheckResponseSchema,
    handler: async ({ actor, body, now }) => {
      const result = await humanVerifier.verify(body.response, body.isV2);
      const humanCheckToken = result.success ? issueHumanCheckToken(secret, actor.userId, now) : null;
      return { returnObject: { success: result.success, score: result.score, humanCheckToken } };
    },
  });

  shopper({
    method: 'GET', url: '/api/account/paymentmethods/', summary: 'The shopper\'s saved cards', response: paymentMethodListResponseSchema, transaction: true,
    handler: (input) => listShopperCards(shopperContext(input)),
  });

  const addCardAnd = async (input: { db: Db; actor: SignedInShopper; now: Date; body: z.output<typeof addPaymentMethodRequestSchema> }, updateCart: boolean) => ({
    message: 'card added',
    returnValue: await addCard(shopperContext(input), input.body, { gateway: payments(input.db), secret, updateCart }),
  });

  shopper({
    method: 'POST', url: '/api/account/paymentMethod/add/', summary: 'Save a tokenized card (updateCart: also put it on the cart)',
    query: updateCartQuerySchema, body: addPaymentMethodRequestSchema, response: addPaymentMethodResponseSchema, transaction: true,
    handler: (input) => addCardAnd(input, input.query.updateCart),
  });

  shopper({
    method: 'POST', url: '/api/cart/paymentmethod/add/', tags: checkout, summary: 'Save a tokenized card and put it on the cart',
    body: addPaymentMethodRequestSchema, response: addPaymentMethodResponseSchema, transaction: true,
    handler: (input) => addCardAnd(input, true),
  });

  shopper({
    method: 'DELETE', url: '/api/account/paymentMethods/:id/', summary: 'Delete a saved card', params: idParamsSchema, response: deleteResponseSchema, transaction: true,
    handler: async (input) => {
      await removeCard(shopperContext(input), input.params.id);
      return { message: 'card deleted' };
    },
  });

  // The account's payment settings page (issue 14).
  shopper({
    method: 'GET', url: '/api/account/paymentsettings', summary: 'The saved cards, each marked expired or not', response: paymentSettingsResponseSchema, transaction: true,
    handler: (input) => listPaymentSettings(shopperContext(input)),
  });

  shopper({
    method: 'GET', url: '/api/account/paymentMethods/:id/', summary: 'One saved card', params: accountIdParamsSchema, response: paymentMethodAnswerSchema, transaction: true,
    handler: async (input) => ({ message: '', returnValue: await findPaymentSetting(shopperContext(input), input.params.id) }),
  });

  shopper({
    method: 'PUT', url: '/api/account/paymentMethods/:id/',
    summary: 'Update a saved card: renewed expiry (sent to the provider with its token), holder, billing address',
    params: accountIdParamsSchema, body: updatePaymentMethodRequestSchema, response: paymentMethodAnswerSchema, transaction: true,
    handler: async (input) => ({ message: 'card updated', returnValue: await updateCard(shopperContext(input), input.params.id, input.body, payments(input.db)) }),
  });

  shopper({
    method: 'PUT', url: '/api/account/paymentMethods/:id/default', summary: 'Make a saved card the default one',
    params: accountIdParamsSchema, response: paymentMethodAnswerSchema, transaction: true,
    handler: async (input) => ({ message: 'default card changed', returnValue: await setDefaultCard(shopperContext(input), input.params.id) }),
  });

  shopper({
    method: 'PUT', url: '/api/cart/paymentMethod/:id', tags: checkout, summary: 'Pay the cart with a saved card (makeDefault: also the default one)',
    params: idParamsSchema, query: makeDefaultQuerySchema, response: cartPaymentMethodResponseSchema, transaction: true,
    handler: (input) => chooseCard(shopperContext(input), input.params.id, input.query.makeDefault),
  });
}
