import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addAddressResponseSchema, addressListResponseSchema, cartAddressResponseSchema, deleteResponseSchema, verifyAddressResponseSchema,
} from '../../../contracts/addresses';
import { cartResponseSchema } from '../../../contracts/cart';
import { addCard, checkoutShopper, HOME, type CheckoutShopper } from '../../shop/checkout/checkout-test-fixtures';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const ROUTES: [string, string][] = [
  ['GET', '/api/account/addresses/'],
  ['POST', '/api/account/addresses/add/'],
  ['DELETE', '/api/account/addresses/1/'],
  ['POST', '/api/account/addresses/verify'],
  ['PUT', '/api/cart/shippingAddress/1?makeDefault'],
  ['PUT', '/api/cart/billingAddress/1'],
  ['POST', '/api/cart/shippingAddress/add/'],
];

describe.each(testEngines())('address API on %s', (engine) => {
  let t: TestApp;
  let n = 0;
  const fresh = () => checkoutShopper(t, `addr-${engine}-${++n}@example.com`);
  const list = async (s: CheckoutShopper) => addressListResponseSchema.parse(s.api.ok(await s.api.call({ method: 'GET', url: '/api/account/addresses/' }, addressListResponseSchema)));
  const cartOf = async (s: CheckoutShopper) => cartResponseSchema.parse(s.api.ok(await s.api.call({ method: 'GET', url: '/api/cart/' }, cartResponseSchema))).cart!;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
  });
  afterAll(() => t.close());

  it.each(ROUTES)('answers 401 to %s %s without a signed-in shopper', async (method, url) => {
    const response = await injectChecked(t.app, { method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} }, z.never());
    expect(response.statusCode).toBe(401);
  });

  it('saves a first address as the default one, normalised, and lists it', async () => {
    const s = await fresh();
    expect(await list(s)).toEqual([]);
    const response = await s.api.call({ method: 'POST', url: '/api/account/addresses/add/', payload: { ...HOME, state: 'on', zipCode: 'k1p5k8', street1: ' 100  Elgin Street ' } }, addAddressResponseSchema);
    const saved = addAddressResponseSchema.parse(s.api.ok(response)).returnValue;
    expect(saved).toMatchObject({ locationName: 'Home', street1: '100 Elgin Street', state: 'ON', zipCode: 'K1P 5K8', postalCode: 'K1P 5K8', isDefaultShipping: true, isBillingDefault: true });
    const second = await s.api.addAddress({ ...HOME, locationName: 'Office', street1: '200 Bank Street' });
    expect(second.isDefaultShipping).toBe(false);
    expect((await list(s)).map((a) => a.id)).toEqual([saved.id, second.id]);
  });

  it.each([
    ['a street over 30 characters', { street1: '1 A street name that is far too long' }, 'street1: tooLong'],
    ['a missing city', { city: ' ' }, 'city: required'],
    ['an unknown province', { state: 'XX' }, 'state: notAnOption'],
    ['a postal code starting with D', { zipCode: 'D1A 1A1' }, 'zipCode: startsWithForbiddenLetter'],
    ['a name that is not Home, Office or Other', { locationName: 'Cottage' }, 'locationName: notAnOption'],
  ])('refuses %s with 400 and saves nothing', async (_, change, message) => {
    const s = await fresh();
    const response = await s.api.call({ method: 'POST', url: '/api/account/addresses/add/', payload: { ...HOME, ...change } }, addAddressResponseSchema);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await list(s)).toEqual([]);
  });

  it('asks to confirm a street without a number, and saves it once confirmed (cc §5)', async () => {
    const s = await fresh();
    const refused = await s.api.call({ method: 'POST', url: '/api/account/addresses/add/', payload: { ...HOME, street1: 'Rural Route 2' } }, addAddressResponseSchema);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'street_needs_confirmation' });
    const saved = await s.api.addAddress({ ...HOME, street1: 'Rural Route 2', streetConfirmed: true });
    expect(saved.street1).toBe('Rural Route 2');
  });

  it('deletes an own address, and answers 404 for another shopper\'s or a deleted one', async () => {
    const s = await fresh();
    const other = await fresh();
    const mine = await s.api.addAddress();
    const theirs = await other.api.addAddress();
    expect((await s.api.call({ method: 'DELETE', url: `/api/account/addresses/${theirs.id}/` }, deleteResponseSchema)).statusCode).toBe(404);
    expect(await list(other)).toHaveLength(1);
    expect((await s.api.call({ method: 'DELETE', url: `/api/account/addresses/${mine.id}/` }, deleteResponseSchema)).json()).toEqual({ isSuccess: true, message: 'address deleted' });
    expect(await list(s)).toEqual([]);
    expect((await s.api.call({ method: 'DELETE', url: `/api/account/addresses/${mine.id}/` }, deleteResponseSchema)).statusCode).toBe(404);
  });

  it('sets the cart\'s shipping address, optionally as the default, only to an own address', async () => {
    const s = await fresh();
    const other = await fresh();
    const first = await s.api.addAddress();
    const office = await s.api.addAddress({ ...HOME, locationName: 'Office', street1: '5 Rue Principale', city: 'Gatineau', state: 'QC', zipCode: 'J8T 3P9' });
    const theirs = await other.api.addAddress();
    expect((await s.api.call({ method: 'PUT', url: `/api/cart/shippingAddress/${theirs.id}` }, cartAddressResponseSchema)).statusCode).toBe(404);

    const set = cartAddressResponseSchema.parse(s.api.ok(await s.api.call({ method: 'PUT', url: `/api/cart/shippingAddress/${office.id}` }, cartAddressResponseSchema)));
    expect(set.address.id).toBe(office.id);
    expect((await cartOf(s)).shippingAddress?.id).toBe(office.id);
    expect((await list(s)).find((a) => a.id === first.id)!.isDefaultShipping).toBe(true);

    await s.api.call({ method: 'PUT', url: `/api/cart/shippingAddress/${office.id}?makeDefault` }, cartAddressResponseSchema);
    const after = await list(s);
    expect(after.find((a) => a.id === office.id)!.isDefaultShipping).toBe(true);
    expect(after.find((a) => a.id === first.id)!.isDefaultShipping).toBe(false);
  });

  it('adds an address and ships the cart to it', async () => {
    const s = await fresh();
    await s.api.addAddress();
    const response = await s.api.call({ method: 'POST', url: '/api/cart/shippingAddress/add/', payload: { ...HOME, street1: '77 King Street' } }, addAddressResponseSchema);
    const saved = addAddressResponseSchema.parse(s.api.ok(response)).returnValue;
    expect((await cartOf(s)).shippingAddress?.id).toBe(saved.id);
  });

  it('changes the billing address only while the card has none (cc §8 "ERROR - Not allowed - nope.")', async () => {
    const s = await fresh();
    const home = await s.api.addAddress();
    const office = await s.api.addAddress({ ...HOME, locationName: 'Office', street1: '9 Queen Street' });
    const card = await addCard(t, s.headers);
    const refused = await s.api.call({ method: 'PUT', url: `/api/cart/billingAddress/${office.id}` }, cartAddressResponseSchema);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'billing_address_locked', message: 'ERROR - Not allowed - nope.' });
    expect((await cartOf(s)).billingAddress?.id).toBe(home.id);

    await t.database.db.updateTable('payment_methods').set({ billing_address_id: null }).where('id', '=', card.id).execute();
    const set = cartAddressResponseSchema.parse(s.api.ok(await s.api.call({ method: 'PUT', url: `/api/cart/billingAddress/${office.id}` }, cartAddressResponseSchema)));
    expect(set.address.id).toBe(office.id);
    expect((await cartOf(s)).billingAddress?.id).toBe(office.id);
  });

  it('verifies an address: a normalised suggestion, whether it differs, street confirmation', async () => {
    const s = await fresh();
    const response = await s.api.call({ method: 'POST', url: '/api/account/addresses/verify', payload: { street1: 'elgin street', city: 'OTTAWA', state: 'QC', zipCode: 'k1p5k8' } }, verifyAddressResponseSchema);
    const body = verifyAddressResponseSchema.parse(s.api.ok(response));
    expect(body).toEqual({
      isValid: true,
      suggestion: { street1: 'Elgin Street', street2: '', city: 'Ottawa', state: 'ON', zipCode: 'K1P 5K8' },
      differs: true,
      streetNeedsConfirmation: true,
      errors: {},
    });
    expect(await list(s)).toEqual([]);
  });
});
