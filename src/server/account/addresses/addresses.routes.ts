import type { FastifyInstance } from 'fastify';
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
import { shopperContext } from '../../lib/shopper-routes';
import { accountRouteKit } from '../account-routes';
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
  const { shopper } = accountRouteKit(app, db, 'addresses');
  const checkout = ['checkout'];

  shopper({
    method: 'GET', url: '/api/account/addresses/', summary: 'The shopper\'s saved addresses', response: addressListResponseSchema, transaction: true,
    handler: (input) => listShopperAddresses(shopperContext(input)),
  });

  shopper({
    method: 'POST', url: '/api/account/addresses/add/', summary: 'Save an address', body: addAddressRequestSchema, response: addAddressResponseSchema, transaction: true,
    handler: async (input) => ({ message: 'address saved', returnValue: await addAddress(shopperContext(input), input.body, { onCart: false }) }),
  });

  shopper({
    method: 'DELETE', url: '/api/account/addresses/:id/', summary: 'Delete a saved address', params: idParamsSchema, response: deleteResponseSchema, transaction: true,
    handler: async (input) => {
      await removeAddress(shopperContext(input), input.params.id);
      return { message: 'address deleted' };
    },
  });

  // The account's address book page (issue 14).
  shopper({
    method: 'GET', url: '/api/account/addresses/book', summary: 'The address book: saved addresses and whether an active AutoOrder uses each',
    response: addressBookResponseSchema, transaction: true,
    handler: (input) => listAddressBook(shopperContext(input)),
  });

  shopper({
    method: 'PUT', url: '/api/account/addresses/:id/', summary: 'Edit a saved address (same rules as adding one)',
    params: accountIdParamsSchema, body: updateAddressRequestSchema, response: addressAnswerSchema, transaction: true,
    handler: async (input) => ({ message: 'address updated', returnValue: await editAddress(shopperContext(input), input.params.id, input.body) }),
  });

  shopper({
    method: 'PUT', url: '/api/account/addresses/:id/default', summary: 'Make a saved address the default shipping and/or billing address',
    params: accountIdParamsSchema, body: setDefaultAddressRequestSchema, response: addressAnswerSchema, transaction: true,
    handler: async (input) => ({ message: 'default address changed', returnValue: await setDefaultAddress(shopperContext(input), input.params.id, input.body) }),
  });

  shopper({
    method: 'POST', url: '/api/account/addresses/verify', summary: 'Suggest a normalised address (sandbox verification); saves nothing',
    body: verifyAddressRequestSchema, response: verifyAddressResponseSchema,
    handler: ({ body }) => verifier.verify(body),
  });

  shopper({
    method: 'PUT', url: '/api/cart/shippingAddress/:id', tags: checkout, summary: 'Ship the cart to a saved address (makeDefault: also the default one)',
    params: idParamsSchema, query: makeDefaultQuerySchema, response: cartAddressResponseSchema, transaction: true,
    handler: async (input) => ({ address: await chooseShippingAddress(shopperContext(input), input.params.id, input.query.makeDefault) }),
  });

  shopper({
    method: 'PUT', url: '/api/cart/billingAddress/:id', tags: checkout, summary: 'Bill the cart to a saved address (only when its card has none)',
    params: idParamsSchema, response: cartAddressResponseSchema, transaction: true,
    handler: async (input) => ({ address: await chooseBillingAddress(shopperContext(input), input.params.id) }),
  });

  shopper({
    method: 'POST', url: '/api/cart/shippingAddress/add/', tags: checkout, summary: 'Save an address and ship the cart to it',
    body: addAddressRequestSchema, response: addAddressResponseSchema, transaction: true,
    handler: async (input) => ({ message: 'address saved', returnValue: await addAddress(shopperContext(input), input.body, { onCart: true }) }),
  });
}
