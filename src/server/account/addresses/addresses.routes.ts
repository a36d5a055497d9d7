import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addAddressRequestSchema, addAddressResponseSchema, addressListResponseSchema, cartAddressResponseSchema, deleteResponseSchema,
  idParamsSchema, makeDefaultQuerySchema, verifyAddressRequestSchema, verifyAddressResponseSchema,
} from '../../../contracts/addresses';
import {
  accountIdParamsSchema, addressAnswerSchema, addressBookResponseSchema, setDefaultAddressRequestSchema, updateAddressRequestSchema,
} from '../../../contracts/account-settings';
import type { Db } from '../../db/database';
import type { AddressVerifier } from '../../integrations/address-verification/address-verifier';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperRouteDoc, shopperRouteErrors, shopperTransaction } from '../../lib/shopper-routes';
import {
  addAddress, chooseBillingAddress, chooseShippingAddress, editAddress, listAddressBook, listShopperAddresses, removeAddress, setDefaultAddress,
} from './addresses.service';

/**
 * Saved addresses (cc §7): the account's address book, the cart's shipping and billing address,
 * and the sandbox address verification. Each call is one transaction; only the signed-in shopper's
 * own addresses are read or changed.
 */
export async function addressRoutes(app: FastifyInstance, { db, verifier }: { db: Db; verifier: AddressVerifier }) {
  acceptEmptyJsonBodies(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTransaction = shopperTransaction(db);
  const common = { onRequest: app.requireShopper };
  const errors = shopperRouteErrors;
  const doc = shopperRouteDoc;

  r.get('/api/account/addresses/', {
    ...common,
    schema: { ...doc('addresses', 'The shopper\'s saved addresses'), response: { 200: addressListResponseSchema, ...errors } },
  }, (request) => inTransaction(request, listShopperAddresses));

  r.post('/api/account/addresses/add/', {
    ...common,
    schema: { ...doc('addresses', 'Save an address'), body: addAddressRequestSchema, response: { 200: addAddressResponseSchema, ...errors } },
  }, async (request) => ({
    isSuccess: true as const,
    message: 'address saved',
    returnValue: await inTransaction(request, (ctx) => addAddress(ctx, request.body, { onCart: false })),
  }));

  r.delete('/api/account/addresses/:id/', {
    ...common,
    schema: { ...doc('addresses', 'Delete a saved address'), params: idParamsSchema, response: { 200: deleteResponseSchema, ...errors } },
  }, async (request) => {
    await inTransaction(request, (ctx) => removeAddress(ctx, request.params.id));
    return { isSuccess: true as const, message: 'address deleted' };
  });

  // The account's address book page (issue 14).
  r.get('/api/account/addresses/book', {
    ...common,
    schema: {
      ...doc('addresses', 'The address book: saved addresses and whether an active AutoOrder uses each'),
      response: { 200: addressBookResponseSchema, ...errors },
    },
  }, (request) => inTransaction(request, listAddressBook));

  r.put('/api/account/addresses/:id/', {
    ...common,
    schema: {
      ...doc('addresses', 'Edit a saved address (same rules as adding one)'),
      params: accountIdParamsSchema,
      body: updateAddressRequestSchema,
      response: { 200: addressAnswerSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const,
    message: 'address updated',
    returnValue: await inTransaction(request, (ctx) => editAddress(ctx, request.params.id, request.body)),
  }));

  r.put('/api/account/addresses/:id/default', {
    ...common,
    schema: {
      ...doc('addresses', 'Make a saved address the default shipping and/or billing address'),
      params: accountIdParamsSchema,
      body: setDefaultAddressRequestSchema,
      response: { 200: addressAnswerSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const,
    message: 'default address changed',
    returnValue: await inTransaction(request, (ctx) => setDefaultAddress(ctx, request.params.id, request.body)),
  }));

  r.post('/api/account/addresses/verify', {
    ...common,
    schema: {
      ...doc('addresses', 'Suggest a normalised address (sandbox verification); saves nothing'),
      body: verifyAddressRequestSchema,
      response: { 200: verifyAddressResponseSchema, ...errors },
    },
  }, (request) => verifier.verify(request.body));

  r.put('/api/cart/shippingAddress/:id', {
    ...common,
    schema: {
      ...doc('checkout', 'Ship the cart to a saved address (makeDefault: also the default one)'),
      params: idParamsSchema,
      querystring: makeDefaultQuerySchema,
      response: { 200: cartAddressResponseSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const,
    address: await inTransaction(request, (ctx) => chooseShippingAddress(ctx, request.params.id, request.query.makeDefault)),
  }));

  r.put('/api/cart/billingAddress/:id', {
    ...common,
    schema: {
      ...doc('checkout', 'Bill the cart to a saved address (only when its card has none)'),
      params: idParamsSchema,
      response: { 200: cartAddressResponseSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const,
    address: await inTransaction(request, (ctx) => chooseBillingAddress(ctx, request.params.id)),
  }));

  r.post('/api/cart/shippingAddress/add/', {
    ...common,
    schema: {
      ...doc('checkout', 'Save an address and ship the cart to it'),
      body: addAddressRequestSchema,
      response: { 200: addAddressResponseSchema, ...errors },
    },
  }, async (request) => ({
    isSuccess: true as const,
    message: 'address saved',
    returnValue: await inTransaction(request, (ctx) => addAddress(ctx, request.body, { onCart: true })),
  }));
}
