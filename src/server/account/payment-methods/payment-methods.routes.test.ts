import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deleteResponseSchema } from '../../../contracts/addresses';
import { cartResponseSchema } from '../../../contracts/cart';
import {
  addPaymentMethodResponseSchema, cartPaymentMethodResponseSchema, humanCheckResponseSchema, paymentMethodListResponseSchema, tokenizeResponseSchema,
} from '../../../contracts/payment-methods';
import { addCard, checkoutShopper, HOME, humanCheckToken, tokenize, type CheckoutShopper } from '../../shop/checkout/checkout-test-fixtures';
import { SANDBOX_TEST_CARDS } from '../../integrations/payment/sandbox-cards';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const ROUTES: [string, string][] = [
  ['POST', '/api/account/VerifyRecaptchaToken/'],
  ['GET', '/api/account/paymentmethods/'],
  ['POST', '/api/account/paymentMethod/add/?updateCart=true'],
  ['DELETE', '/api/account/paymentMethods/1/'],
  ['PUT', '/api/cart/paymentMethod/1?makeDefault'],
  ['POST', '/api/cart/paymentmethod/add/'],
];

describe.each(testEngines())('card API on %s', (engine) => {
  let t: TestApp;
  let n = 0;
  const fresh = () => checkoutShopper(t, `card-${engine}-${++n}@example.com`);
  const list = async (s: CheckoutShopper) => paymentMethodListResponseSchema.parse(s.api.ok(await s.api.call({ method: 'GET', url: '/api/account/paymentmethods/' }, paymentMethodListResponseSchema)));
  const addWith = async (s: CheckoutShopper, payload: object, url = '/api/account/paymentMethod/add/?updateCart=true') =>
    s.api.call({ method: 'POST', url, payload }, addPaymentMethodResponseSchema);
  const newToken = async (number: string = SANDBOX_TEST_CARDS.visa) => tokenizeResponseSchema.parse((await tokenize(t, number)).json()).token;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
  });
  afterAll(() => t.close());

  it.each(ROUTES)('answers 401 to %s %s without a signed-in shopper', async (method, url) => {
    const response = await injectChecked(t.app, { method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} }, z.never());
    expect(response.statusCode).toBe(401);
  });

  describe('sandbox tokenization', () => {
    it.each([
      [SANDBOX_TEST_CARDS.visa, 'visa', '4242'],
      [SANDBOX_TEST_CARDS.mastercard, 'mc', '4444'],
      [SANDBOX_TEST_CARDS.amex, 'amex', '0005'],
      [SANDBOX_TEST_CARDS.declined, 'visa', '0002'],
    ])('tokenizes %s as %s', async (number, brand, last4) => {
      const response = await tokenize(t, number);
      expect(response.statusCode).toBe(200);
      const body = tokenizeResponseSchema.parse(response.json());
      expect(body).toMatchObject({ brand, last4, expiryMonth: 12 });
      expect(body.token).toMatch(/^tok_sbx_/);
      expect(response.body).not.toContain(number);
    });

    it.each([
      ['the expired test number', SANDBOX_TEST_CARDS.expired, {}, 402, 'expired_card'],
      ['the incorrect-CVC test number', SANDBOX_TEST_CARDS.incorrectCvc, {}, 402, 'incorrect_cvc'],
      ['a number failing Luhn', '4242424242424241', {}, 400, 'invalid_number'],
      ['a past expiry', SANDBOX_TEST_CARDS.visa, { expiryYear: 2020 }, 402, 'expired_card'],
      ['a 4-digit CVD on visa', SANDBOX_TEST_CARDS.visa, { cvd: '1234' }, 400, 'invalid_cvd'],
    ])('refuses %s', async (_, number, overrides, status, code) => {
      const response = await tokenize(t, number, overrides);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
      expect(response.body).not.toContain(number);
    });
  });

  describe('human check', () => {
    it('passes a v3 token silently with the default score 0.9 and gives a human-check token', async () => {
      const s = await fresh();
      const response = await s.api.call({ method: 'POST', url: '/api/account/VerifyRecaptchaToken/', payload: { response: 'v3', isV2: false } }, humanCheckResponseSchema);
      const body = humanCheckResponseSchema.parse(s.api.ok(response));
      expect(body.returnObject).toMatchObject({ success: true, score: 0.9 });
      expect(body.returnObject.humanCheckToken).toMatch(/^hc1\./);
    });

    it('takes a form body as the spec sends it', async () => {
      const s = await fresh();
      const response = await s.api.call({
        method: 'POST', url: '/api/account/VerifyRecaptchaToken/', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'response=sandbox-v2-pass&isV2=true',
      }, humanCheckResponseSchema);
      expect(humanCheckResponseSchema.parse(s.api.ok(response)).returnObject).toMatchObject({ success: true, score: null });
    });

    describe('with a sandbox score below 0.8', () => {
      let low: TestApp;
      beforeAll(async () => {
        low = await createTestApp(engine, { products: 0, env: { HUMAN_CHECK_SANDBOX_SCORE: '0.3' } });
      });
      afterAll(() => low.close());

      it('fails v3 (the web then shows the v2 challenge), passes the v2 answer, and a card needs it', async () => {
        const s = await checkoutShopper(low, 'low-score@example.com');
        const v3 = humanCheckResponseSchema.parse(s.api.ok(await s.api.call({ method: 'POST', url: '/api/account/VerifyRecaptchaToken/', payload: { response: 'v3' } }, humanCheckResponseSchema)));
        expect(v3.returnObject).toEqual({ success: false, score: 0.3, humanCheckToken: null });
        const wrong = humanCheckResponseSchema.parse(s.api.ok(await s.api.call({ method: 'POST', url: '/api/account/VerifyRecaptchaToken/', payload: { response: 'nope', isV2: true } }, humanCheckResponseSchema)));
        expect(wrong.returnObject.success).toBe(false);
        await s.api.addAddress();
        const card = await addCard(low, s.headers);
        expect(card.typeId).toBe('visa');
      });
    });
  });

  it('adds a card from a token with a passed human check: brand, last four and expiry, on the cart', async () => {
    const s = await fresh();
    const home = await s.api.addAddress();
    const response = await addWith(s, { token: await newToken(SANDBOX_TEST_CARDS.mastercard), cardHolder: 'Jo Doe', humanCheckToken: await humanCheckToken(t, s.headers) });
    const { returnValue } = addPaymentMethodResponseSchema.parse(s.api.ok(response));
    expect(returnValue.paymentMethod).toMatchObject({
      typeId: 'mc', typeName: 'Mastercard', maskedNumber: '**** **** **** 4444', cardHolder: 'Jo Doe', isDefault: true,
      expirationDateFormatted: `12/${new Date().getFullYear() + 2}`, billingAddressId: home.id,
    });
    expect(returnValue.billingAddress?.id).toBe(home.id);
    const cart = cartResponseSchema.parse(s.api.ok(await s.api.call({ method: 'GET', url: '/api/cart/' }, cartResponseSchema))).cart!;
    expect(cart.paymentMethod?.id).toBe(returnValue.paymentMethod.id);
    expect((await list(s)).map((c) => c.id)).toEqual([returnValue.paymentMethod.id]);
  });

  it('refuses a card without a valid human check, or with another shopper\'s', async () => {
    const s = await fresh();
    const other = await fresh();
    await s.api.addAddress();
    const token = await newToken();
    for (const humanCheck of [undefined, 'hc1.1.99999999999999.forged', await humanCheckToken(t, other.headers)]) {
      const response = await addWith(s, { token, cardHolder: 'Jo', humanCheckToken: humanCheck });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'human_check_required', message: 'Recaptcha verification failed.' });
    }
    expect(await list(s)).toEqual([]);
  });

  it('uses a token once, and refuses an unknown one', async () => {
    const s = await fresh();
    const other = await fresh();
    await s.api.addAddress();
    await other.api.addAddress();
    const token = await newToken();
    expect((await addWith(s, { token, cardHolder: 'Jo', humanCheckToken: await humanCheckToken(t, s.headers) })).statusCode).toBe(200);
    for (const [shopper, tok] of [[s, token], [other, token], [s, 'tok_sbx_unknown']] as const) {
      const response = await addWith(shopper, { token: tok, cardHolder: 'Jo', humanCheckToken: await humanCheckToken(t, shopper.headers) });
      expect(response.json()).toMatchObject({ code: 'invalid_card_token' });
    }
  });

  it('bills to a new billing address, or refuses when there is no valid shipping address to bill to', async () => {
    const s = await fresh();
    const none = await addWith(s, { token: await newToken(), cardHolder: 'Jo', humanCheckToken: await humanCheckToken(t, s.headers) });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'invalid_shipping_address', message: 'Invalid Shipping Address. Please try entering a new billing address.' });

    const billing = { ...HOME, locationName: 'Billing Address', street1: '1 Billing Road' };
    const response = await addWith(s, { token: await newToken(), cardHolder: 'Jo', humanCheckToken: await humanCheckToken(t, s.headers), billingAddress: billing });
    const { returnValue } = addPaymentMethodResponseSchema.parse(s.api.ok(response));
    expect(returnValue.billingAddress).toMatchObject({ locationName: 'Billing Address', street1: '1 Billing Road' });
    expect(returnValue.paymentMethod.billingAddressId).toBe(returnValue.billingAddress!.id);
  });

  it('answers 404 for another shopper\'s billing address and changes nothing', async () => {
    const s = await fresh();
    const other = await fresh();
    const theirs = await other.api.addAddress();
    const response = await addWith(s, { token: await newToken(), cardHolder: 'Jo', humanCheckToken: await humanCheckToken(t, s.headers), billingAddressId: theirs.id, useExistingAddressForBilling: true });
    expect(response.statusCode).toBe(404);
    expect(await list(s)).toEqual([]);
  });

  it('chooses a card for the cart with its billing address, only an own card that has not expired', async () => {
    const s = await fresh();
    const other = await fresh();
    await s.api.addAddress();
    await other.api.addAddress();
    const first = await addCard(t, s.headers);
    const second = await addCard(t, s.headers, SANDBOX_TEST_CARDS.amex);
    const theirs = await addCard(t, other.headers);
    expect((await s.api.call({ method: 'PUT', url: `/api/cart/paymentMethod/${theirs.id}` }, cartPaymentMethodResponseSchema)).statusCode).toBe(404);

    const chosen = cartPaymentMethodResponseSchema.parse(s.api.ok(await s.api.call({ method: 'PUT', url: `/api/cart/paymentMethod/${first.id}?makeDefault` }, cartPaymentMethodResponseSchema)));
    expect(chosen.paymentMethod).toMatchObject({ id: first.id, isDefault: true });
    expect(chosen.billingAddress?.id).toBe(first.billingAddressId);
    expect((await list(s)).find((c) => c.id === second.id)!.isDefault).toBe(false);

    await t.database.db.updateTable('payment_methods').set({ exp_year: 2020 }).where('id', '=', second.id).execute();
    const expired = await s.api.call({ method: 'PUT', url: `/api/cart/paymentMethod/${second.id}` }, cartPaymentMethodResponseSchema);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'card_expired' });
  });

  it('deletes an own card, 404 for another shopper\'s', async () => {
    const s = await fresh();
    const other = await fresh();
    await s.api.addAddress();
    await other.api.addAddress();
    const mine = await addCard(t, s.headers);
    const theirs = await addCard(t, other.headers);
    expect((await s.api.call({ method: 'DELETE', url: `/api/account/paymentMethods/${theirs.id}/` }, deleteResponseSchema)).statusCode).toBe(404);
    expect((await s.api.call({ method: 'DELETE', url: `/api/account/paymentMethods/${mine.id}/` }, deleteResponseSchema)).statusCode).toBe(200);
    expect(await list(s)).toEqual([]);
    expect(await list(other)).toHaveLength(1);
  });

  it('keeps no card number in any table after adding cards of every test number', async () => {
    const s = await fresh();
    await s.api.addAddress();
    const numbers = [SANDBOX_TEST_CARDS.visa, SANDBOX_TEST_CARDS.mastercard, SANDBOX_TEST_CARDS.amex, SANDBOX_TEST_CARDS.declined];
    for (const number of numbers) await addCard(t, s.headers, number);
    await tokenize(t, SANDBOX_TEST_CARDS.expired);
    await tokenize(t, SANDBOX_TEST_CARDS.incorrectCvc);
    const schema = engine === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.database.db)).rows[0]!.s : undefined;
    const tables = (await t.database.db.introspection.getTables()).filter((table) => schema === undefined || table.schema === schema);
    expect(tables.map((table) => table.name)).toContain('sandbox_card_tokens');
    let text = '';
    for (const table of tables) {
      const { rows } = await sql`select * from ${sql.table(table.name)}`.execute(t.database.db);
      text += JSON.stringify(rows);
    }
    for (const number of [...numbers, SANDBOX_TEST_CARDS.expired, SANDBOX_TEST_CARDS.incorrectCvc]) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(number.slice(0, 12));
    }
  });
});
