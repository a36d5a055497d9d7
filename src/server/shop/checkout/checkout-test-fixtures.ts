import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { addAddressResponseSchema, type SavedAddress } from '../../../contracts/addresses';
import { cartResponseSchema } from '../../../contracts/cart';
import {
  cartReviewResponseSchema, placeOrderErrorSchema, placeOrderResponseSchema, type CartReviewResponse, type PlaceOrderRequest, type PlaceOrderResponse,
} from '../../../contracts/checkout';
import { addPaymentMethodResponseSchema, humanCheckResponseSchema, type SavedPaymentMethod } from '../../../contracts/payment-methods';
import { addPet, plainProducts } from '../cart/cart-test-fixtures';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic, createShopper } from '../../testing/fixtures';
import { signInAs, type TestApp } from '../../testing/test-app';

/** Shared set-up of the checkout's API tests: shoppers with an address, a card and a cart. */

export const PASSWORD = 'Checkout-test-pass-1';
export const HOME = { locationName: 'Home', street1: '100 Elgin Street', street2: '', city: 'Ottawa', state: 'ON', zipCode: 'K1P 5K8' };

/** The checkout's calls as a shopper makes them; the named ones parse every answer with its contract (injectChecked). */
export function api(t: TestApp, headers: Record<string, string>) {
  const call = (options: InjectOptions, contract?: z.ZodType, errorContract?: z.ZodType): Promise<LightMyRequestResponse> => {
    const request = { ...options, headers: { ...headers, ...(options.headers as Record<string, string> | undefined) } };
    return contract ? injectChecked(t.app, request, contract, errorContract) : t.app.inject(request);
  };
  const review = (query: string) => call({ method: 'GET', url: `/api/cart/review/${query}` }, cartReviewResponseSchema);
  const place = (payload: unknown) =>
    call({ method: 'POST', url: '/api/cart/placeOrder/', payload: payload as object }, placeOrderResponseSchema, placeOrderErrorSchema);
  const ok = <T>(response: LightMyRequestResponse): T => {
    if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  };
  return {
    call,
    ok,
    review: (query = '') => review(query),
    reviewBody: async (query = ''): Promise<CartReviewResponse> => cartReviewResponseSchema.parse(ok(await review(query))),
    place,
    placed: async (payload: unknown): Promise<PlaceOrderResponse> => placeOrderResponseSchema.parse(ok(await place(payload))),
    addToCart: (productId: number, petId: number, quantity = 1) =>
      call({ method: 'POST', url: '/api/cart/item/', payload: { productId, petId, quantity } }, cartResponseSchema),
    addAddress: async (body: object = HOME): Promise<SavedAddress> =>
      ok<{ returnValue: SavedAddress }>(await call({ method: 'POST', url: '/api/account/addresses/add/', payload: body }, addAddressResponseSchema)).returnValue,
  };
}

export async function humanCheckToken(t: TestApp, headers: Record<string, string>): Promise<string> {
  const v3 = await injectChecked(t.app, { method: 'POST', url: '/api/account/VerifyRecaptchaToken/', headers, payload: { response: 'v3-token', isV2: false } }, humanCheckResponseSchema);
  const body = v3.json<{ returnObject: { success: boolean; humanCheckToken: string | null } }>();
  if (body.returnObject.success) return body.returnObject.humanCheckToken!;
  const v2 = await injectChecked(t.app, { method: 'POST', url: '/api/account/VerifyRecaptchaToken/', headers, payload: { response: 'sandbox-v2-pass', isV2: true } }, humanCheckResponseSchema);
  return v2.json<{ returnObject: { humanCheckToken: string } }>().returnObject.humanCheckToken;
}

export async function tokenize(t: TestApp, number: string, overrides: Partial<{ expiryMonth: number; expiryYear: number; cvd: string }> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox/payments/tokenize',
    payload: { number, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvd: number.startsWith('3') ? '1234' : '123', ...overrides },
  });
}

/** Tokenizes a test card and saves it (on the cart too), with a passed human check. */
export async function addCard(t: TestApp, headers: Record<string, string>, number = '4242424242424242', extra: object = {}): Promise<SavedPaymentMethod> {
  const token = (await tokenize(t, number)).json<{ token: string }>().token;
  const response = await injectChecked(t.app, {
    method: 'POST',
    url: '/api/account/paymentMethod/add/?updateCart=true',
    headers,
    payload: { token, cardHolder: 'Test Shopper', humanCheckToken: await humanCheckToken(t, headers), ...extra },
  }, addPaymentMethodResponseSchema);
  if (response.statusCode !== 200) throw new Error(`add card: ${response.statusCode} ${response.body}`);
  return addPaymentMethodResponseSchema.parse(response.json()).returnValue.paymentMethod;
}

export interface CheckoutShopper {
  userId: number;
  petId: number;
  clinicId: number;
  headers: Record<string, string>;
  api: ReturnType<typeof api>;
}

export async function checkoutShopper(t: TestApp, email: string, options: { clinicId?: number } = {}): Promise<CheckoutShopper> {
  const clinicId = options.clinicId ?? (await createClinic(t.database.db));
  const userId = await createShopper(t.database.db, { email, password: PASSWORD, clinicId });
  const petId = await addPet(t.database.db, userId, 'Rex');
  const { headers } = await signInAs(t.app, email, PASSWORD);
  return { userId, petId, clinicId, headers, api: api(t, headers) };
}

/** A shopper with a saved home address, a card and `quantity` of a plain product in the cart. */
export async function readyShopper(t: TestApp, email: string, options: { productId?: number; quantity?: number; card?: string; clinicId?: number } = {}) {
  const s = await checkoutShopper(t, email, options);
  const address = await s.api.addAddress();
  const card = await addCard(t, s.headers, options.card);
  const productId = options.productId ?? (await plainProducts(t.database.db, 1))[0]!.id;
  const added = await s.api.addToCart(productId, s.petId, options.quantity ?? 1);
  if (added.statusCode !== 200) throw new Error(`add to cart: ${added.body}`);
  return { ...s, address, card, productId };
}

export function checkoutBody(overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return {
    checkoutId: randomUUID(),
    createNewAutoOrderSubscription: false,
    orderShippingOptions: { '1': 'standard' },
    ...overrides,
  };
}
