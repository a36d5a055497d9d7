import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressAnswerSchema, addressBookResponseSchema, paymentMethodAnswerSchema, paymentSettingsResponseSchema, profileResponseSchema,
} from '../../../contracts/account-settings';
import { addCard, checkoutShopper, HOME, PASSWORD, tokenize, type CheckoutShopper } from '../../shop/checkout/checkout-test-fixtures';
import { freshIp } from '../registration/test-fixtures';
import { signInAs, type TestApp, createTestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { HOUR_MS } from '../../../domain/time';

const NEW_PASSWORD = 'Fresh-pass-2026!';

describe.each(testEngines())('account settings API on %s', (engine) => {
  let t: TestApp;
  let n = 0;
  const fresh = () => checkoutShopper(t, `settings-${engine}-${++n}@example.com`);
  const db = () => t.database.db;
  const book = async (s: CheckoutShopper) => addressBookResponseSchema.parse(s.api.ok(await s.api.call({ method: 'GET', url: '/api/account/addresses/book' })));
  const cards = async (s: CheckoutShopper) => paymentSettingsResponseSchema.parse(s.api.ok(await s.api.call({ method: 'GET', url: '/api/account/paymentsettings' })));
  const profile = async (s: CheckoutShopper) => profileResponseSchema.parse(s.api.ok(await s.api.call({ method: 'GET', url: '/api/account/profile' }))).returnValue;
  const user = (id: number) => db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const subscribe = (s: CheckoutShopper, shippingAddressId: number | null, billingAddressId: number | null, status = 'active', paymentMethodId: number | null = null) =>
    db()
      .insertInto('auto_order_subscriptions')
      .values({
        user_id: s.userId, checkout_id: null, frequency_weeks: 4, next_order_date: '2030-01-01', shipping_address_id: shippingAddressId,
        billing_address_id: billingAddressId, payment_method_id: paymentMethodId, shipping_option_id: 'standard', status, created_at: new Date().toISOString(),
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 0 });
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/account/addresses/book'],
    ['PUT', '/api/account/addresses/1/'],
    ['PUT', '/api/account/addresses/1/default'],
    ['GET', '/api/account/paymentsettings'],
    ['GET', '/api/account/paymentMethods/1/'],
    ['PUT', '/api/account/paymentMethods/1/'],
    ['PUT', '/api/account/paymentMethods/1/default'],
    ['GET', '/api/account/profile'],
    ['PUT', '/api/account/profile'],
    ['POST', '/api/account/profile/email'],
    ['PUT', '/api/account/password'],
  ])('answers 401 to %s %s without a signed-in shopper', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(401);
  });

  // ------------------------------------------------------------------ addresses

  it('edits an address with the checkout\'s rules, and makes another the default shipping and billing one', async () => {
    const s = await fresh();
    const home = await s.api.addAddress();
    const office = await s.api.addAddress({ ...HOME, locationName: 'Office', street1: '200 Bank Street' });
    const bad = await s.api.call({ method: 'PUT', url: `/api/account/addresses/${home.id}/`, payload: { ...HOME, zipCode: 'D1A 1A1' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('zipCode: startsWithForbiddenLetter');
    const noNumber = await s.api.call({ method: 'PUT', url: `/api/account/addresses/${home.id}/`, payload: { ...HOME, street1: 'Rural Route 2' } });
    expect(noNumber.json()).toMatchObject({ code: 'street_needs_confirmation' });
    expect((await book(s)).find((a) => a.id === home.id)!.street1).toBe('100 Elgin Street');

    const edited = addressAnswerSchema.parse(s.api.ok(await s.api.call({
      method: 'PUT', url: `/api/account/addresses/${home.id}/`, payload: { ...HOME, street1: '12 Sparks Street', zipCode: 'k1p5b5' },
    }))).returnValue;
    expect(edited).toMatchObject({ street1: '12 Sparks Street', zipCode: 'K1P 5B5', isDefaultShipping: true });

    s.api.ok(await s.api.call({ method: 'PUT', url: `/api/account/addresses/${office.id}/default`, payload: { shipping: true, billing: true } }));
    const after = await book(s);
    expect(after.find((a) => a.id === office.id)).toMatchObject({ isDefaultShipping: true, isBillingDefault: true });
    expect(after.find((a) => a.id === home.id)).toMatchObject({ isDefaultShipping: false, isBillingDefault: false });
    expect((await s.api.call({ method: 'PUT', url: `/api/account/addresses/${office.id}/default`, payload: {} })).statusCode).toBe(400);
  });

  it('refuses to delete an address an active AutoOrder ships to or bills, and allows it once the AutoOrder is cancelled', async () => {
    const s = await fresh();
    const shipping = await s.api.addAddress();
    const billing = await s.api.addAddress({ ...HOME, locationName: 'Office', street1: '200 Bank Street' });
    const spare = await s.api.addAddress({ ...HOME, locationName: 'Other', street1: '300 Queen Street' });
    await subscribe(s, shipping.id, billing.id);
    await subscribe(s, spare.id, spare.id, 'cancelled');

    const listed = await book(s);
    expect(listed.map((a) => [a.id, a.usedByAutoOrder])).toEqual([[shipping.id, true], [billing.id, true], [spare.id, false]]);
    for (const id of [shipping.id, billing.id]) {
      const refused = await s.api.call({ method: 'DELETE', url: `/api/account/addresses/${id}/` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'address_used_by_auto_order' });
    }
    expect(await book(s)).toHaveLength(3);
    s.api.ok(await s.api.call({ method: 'DELETE', url: `/api/account/addresses/${spare.id}/` }));

    await db().updateTable('auto_order_subscriptions').set({ status: 'cancelled' }).where('user_id', '=', s.userId).execute();
    s.api.ok(await s.api.call({ method: 'DELETE', url: `/api/account/addresses/${shipping.id}/` }));
    expect((await book(s)).map((a) => a.id)).toEqual([billing.id]);
  });

  it('answers 404 to every address route with another shopper\'s id and changes nothing', async () => {
    const s = await fresh();
    const other = await fresh();
    const theirs = await other.api.addAddress();
    const before = await book(other);
    const calls = [
      { method: 'PUT', url: `/api/account/addresses/${theirs.id}/`, payload: { ...HOME, street1: '1 Hacked Street' } },
      { method: 'PUT', url: `/api/account/addresses/${theirs.id}/default`, payload: { shipping: true } },
      { method: 'DELETE', url: `/api/account/addresses/${theirs.id}/` },
    ] as const;
    for (const call of calls) expect((await s.api.call(call)).statusCode).toBe(404);
    expect(await book(other)).toEqual(before);
    expect(await book(s)).toEqual([]);
  });

  // ------------------------------------------------------------------ cards

  it('marks an expired card, renews its expiry through the provider, and changes its billing address', async () => {
    const s = await fresh();
    const home = await s.api.addAddress();
    const card = await addCard(t, s.headers);
    await db().updateTable('payment_methods').set({ exp_month: 1, exp_year: 2020 }).where('id', '=', card.id).execute();
    expect((await cards(s))[0]).toMatchObject({ id: card.id, isExpired: true, expMonth: 1, expYear: 2020 });
    // An expired card cannot be put on the cart, as before.
    expect((await s.api.call({ method: 'PUT', url: `/api/cart/paymentMethod/${card.id}` })).json()).toMatchObject({ code: 'card_expired' });

    const year = new Date().getFullYear();
    const past = await s.api.call({ method: 'PUT', url: `/api/account/paymentMethods/${card.id}/`, payload: { expirationMonth: 1, expirationYear: year - 1 } });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('expirationYear: expired');
    expect((await cards(s))[0]!.isExpired).toBe(true);

    const updated = paymentMethodAnswerSchema.parse(s.api.ok(await s.api.call({
      method: 'PUT',
      url: `/api/account/paymentMethods/${card.id}/`,
      payload: { expirationMonth: 11, expirationYear: year + 3, cardHolder: 'Renewed Holder', billingAddress: { ...HOME, locationName: 'Billing Address', street1: '9 Metcalfe Street' } },
    }))).returnValue;
    expect(updated).toMatchObject({ isExpired: false, expMonth: 11, expYear: year + 3, cardHolder: 'Renewed Holder', expirationDateFormatted: `11/${year + 3}` });
    expect(updated.billingAddress).toMatchObject({ street1: '9 Metcalfe Street' });
    expect(updated.billingAddressId).not.toBe(home.id);
    const token = await db().selectFrom('payment_methods').innerJoin('sandbox_card_tokens', 'sandbox_card_tokens.token', 'payment_methods.token')
      .select(['sandbox_card_tokens.exp_month', 'sandbox_card_tokens.exp_year']).where('payment_methods.id', '=', card.id).executeTakeFirstOrThrow();
    expect([Number(token.exp_month), Number(token.exp_year)]).toEqual([11, year + 3]);
    expect((await s.api.call({ method: 'PUT', url: `/api/cart/paymentMethod/${card.id}` })).statusCode).toBe(200);

    s.api.ok(await s.api.call({ method: 'PUT', url: `/api/account/paymentMethods/${card.id}/`, payload: { expirationMonth: 11, expirationYear: year + 3, billingAddressId: home.id } }));
    expect((await cards(s))[0]!.billingAddressId).toBe(home.id);
  });

  it('makes another card the default one, refuses an expired one as default, and deletes a card', async () => {
    const s = await fresh();
    await s.api.addAddress();
    const first = await addCard(t, s.headers);
    const second = await addCard(t, s.headers, '5555555555554444');
    expect((await cards(s)).find((c) => c.id === first.id)!.isDefault).toBe(true);
    s.api.ok(await s.api.call({ method: 'PUT', url: `/api/account/paymentMethods/${second.id}/default` }));
    expect((await cards(s)).map((c) => [c.id, c.isDefault])).toEqual(expect.arrayContaining([[first.id, false], [second.id, true]]));
    await db().updateTable('payment_methods').set({ exp_year: 2020 }).where('id', '=', first.id).execute();
    expect((await s.api.call({ method: 'PUT', url: `/api/account/paymentMethods/${first.id}/default` })).json()).toMatchObject({ code: 'card_expired' });
    s.api.ok(await s.api.call({ method: 'DELETE', url: `/api/account/paymentMethods/${first.id}/` }));
    expect((await cards(s)).map((c) => c.id)).toEqual([second.id]);
  });

  it('refuses to delete a card an active AutoOrder pays with, marks it in the list, and allows it once the AutoOrder is cancelled', async () => {
    const s = await fresh();
    await s.api.addAddress();
    const used = await addCard(t, s.headers);
    const spare = await addCard(t, s.headers, '5555555555554444');
    await subscribe(s, null, null, 'active', used.id);
    await subscribe(s, null, null, 'cancelled', spare.id);

    expect((await cards(s)).map((c) => [c.id, c.usedByAutoOrder])).toEqual(expect.arrayContaining([[used.id, true], [spare.id, false]]));
    const refused = await s.api.call({ method: 'DELETE', url: `/api/account/paymentMethods/${used.id}/` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'card_used_by_auto_order' });
    expect(await cards(s)).toHaveLength(2);

    await db().updateTable('auto_order_subscriptions').set({ status: 'cancelled' }).where('user_id', '=', s.userId).execute();
    s.api.ok(await s.api.call({ method: 'DELETE', url: `/api/account/paymentMethods/${used.id}/` }));
    expect((await cards(s)).map((c) => c.id)).toEqual([spare.id]);
  });

  it('answers 404 to every card route with another shopper\'s card or address and changes nothing', async () => {
    const s = await fresh();
    const other = await fresh();
    const mineAddress = await s.api.addAddress();
    const theirAddress = await other.api.addAddress();
    const theirs = await addCard(t, other.headers);
    const mine = await addCard(t, s.headers);
    const before = await cards(other);
    const year = new Date().getFullYear() + 2;
    const calls = [
      { method: 'GET', url: `/api/account/paymentMethods/${theirs.id}/` },
      { method: 'PUT', url: `/api/account/paymentMethods/${theirs.id}/`, payload: { expirationMonth: 3, expirationYear: year } },
      { method: 'PUT', url: `/api/account/paymentMethods/${theirs.id}/default` },
      { method: 'DELETE', url: `/api/account/paymentMethods/${theirs.id}/` },
      // My card with their address as its billing address.
      { method: 'PUT', url: `/api/account/paymentMethods/${mine.id}/`, payload: { expirationMonth: 3, expirationYear: year, billingAddressId: theirAddress.id } },
    ] as const;
    for (const call of calls) expect((await s.api.call(call)).statusCode).toBe(404);
    expect(await cards(other)).toEqual(before);
    expect((await cards(s))[0]).toMatchObject({ id: mine.id, billingAddressId: mineAddress.id, expirationDateFormatted: mine.expirationDateFormatted });
  });

  it('never takes a card number on the update route: only the expiry goes to the provider', async () => {
    const s = await fresh();
    await s.api.addAddress();
    const card = await addCard(t, s.headers);
    const other = (await tokenize(t, '5555555555554444')).json<{ token: string }>().token;
    const year = new Date().getFullYear() + 4;
    s.api.ok(await s.api.call({ method: 'PUT', url: `/api/account/paymentMethods/${card.id}/`, payload: { expirationMonth: 2, expirationYear: year, number: '5555555555554444', token: other } }));
    expect((await cards(s))[0]).toMatchObject({ typeId: 'visa', maskedNumber: card.maskedNumber, expirationDateFormatted: `02/${year}` });
  });

  // ------------------------------------------------------------------ profile

  it('saves name, phone and language, and records each CASL decision with its time only when it changes', async () => {
    const s = await fresh();
    expect(await profile(s)).toMatchObject({ caslConsent: null, pendingEmail: null });
    const bad = await s.api.call({ method: 'PUT', url: '/api/account/profile', payload: { firstName: 'Ann', lastName: 'Lee', phone: '613-155-0123', language: 'fr', caslConsent: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('phone');
    const body = { firstName: ' Anne-Marie ', lastName: 'Lee', phone: '(613) 555-0123', language: 'fr', caslConsent: true };
    const saved = profileResponseSchema.parse(s.api.ok(await s.api.call({ method: 'PUT', url: '/api/account/profile', payload: body }))).returnValue;
    expect(saved).toMatchObject({ firstName: 'Anne-Marie', lastName: 'Lee', phone: '(613) 555-0123', language: 'fr', caslConsent: { granted: true } });
    s.api.ok(await s.api.call({ method: 'PUT', url: '/api/account/profile', payload: body }));
    s.api.ok(await s.api.call({ method: 'PUT', url: '/api/account/profile', payload: { ...body, caslConsent: false } }));
    const rows = await db().selectFrom('user_consents').selectAll().where('user_id', '=', s.userId).where('kind', '=', 'casl').orderBy('id').execute();
    expect(rows.map((r) => [Number(r.granted), r.source])).toEqual([[1, 'account_profile'], [0, 'account_profile']]);
    expect((await profile(s)).caslConsent).toEqual({ granted: false, recordedAt: rows[1]!.recorded_at });
    expect((await user(s.userId)).language).toBe('fr');
  });

  it('records no withdrawal for a shopper who never consented and saves with the box unticked (issue 24 item 11)', async () => {
    const s = await fresh();
    const caslRows = () => db().selectFrom('user_consents').selectAll().where('user_id', '=', s.userId).where('kind', '=', 'casl').orderBy('id').execute();
    const body = { firstName: 'Ann', lastName: 'Lee', phone: '613-555-0123', language: 'en', caslConsent: false };
    s.api.ok(await s.api.call({ method: 'PUT', url: '/api/account/profile', payload: body }));
    expect(await caslRows()).toEqual([]);
    expect((await profile(s)).caslConsent).toBeNull();
    // Declined at registration: still "never given", not "withdrawn", and saving again records nothing.
    await db().insertInto('user_consents').values({ user_id: s.userId, kind: 'casl', granted: 0, source: 'registration', text_version: 'v1', recorded_at: new Date(Date.now() - HOUR_MS).toISOString() }).execute();
    expect((await profile(s)).caslConsent).toBeNull();
    s.api.ok(await s.api.call({ method: 'PUT', url: '/api/account/profile', payload: body }));
    expect(await caslRows()).toHaveLength(1);
  });

  it('accepts names with an apostrophe, straight or typographic, and stores the straight one (issue 24 item 9)', async () => {
    const s = await fresh();
    const body = { firstName: "Siobhán", lastName: 'O’Brien', phone: '613-555-0123', language: 'fr', caslConsent: false };
    const saved = profileResponseSchema.parse(s.api.ok(await s.api.call({ method: 'PUT', url: '/api/account/profile', payload: body }))).returnValue;
    expect(saved).toMatchObject({ firstName: 'Siobhán', lastName: "O'Brien" });
    s.api.ok(await s.api.call({ method: 'PUT', url: '/api/account/profile', payload: { ...body, firstName: "D'Amours", lastName: "L'Heureux" } }));
    expect(await user(s.userId)).toMatchObject({ first_name: "D'Amours", last_name: "L'Heureux" });
    const bad = await s.api.call({ method: 'PUT', url: '/api/account/profile', payload: { ...body, lastName: 'O"Brien' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Letters, spaces, hyphens and apostrophes only.');
    expect(await user(s.userId)).toMatchObject({ last_name: "L'Heureux" });
  });

  it('changes the email only once the link sent to the new address is used, in the shopper\'s language', async () => {
    const s = await fresh();
    const other = await fresh();
    const oldEmail = (await user(s.userId)).email;
    await db().updateTable('users').set({ language: 'fr' }).where('id', '=', s.userId).execute();
    const wrong = await s.api.call({ method: 'POST', url: '/api/account/profile/email', payload: { newEmail: 'new@example.com', currentPassword: 'nope' } });
    expect(wrong.json()).toMatchObject({ code: 'current_password_wrong' });
    const taken = await s.api.call({ method: 'POST', url: '/api/account/profile/email', payload: { newEmail: (await user(other.userId)).email, currentPassword: PASSWORD } });
    expect(taken.json()).toMatchObject({ code: 'email_in_use' });
    const newEmail = `moved-${engine}-${n}@example.com`;
    const asked = profileResponseSchema.parse(s.api.ok(await s.api.call({ method: 'POST', url: '/api/account/profile/email', payload: { newEmail: newEmail.toUpperCase(), currentPassword: PASSWORD } })));
    expect(asked.returnValue).toMatchObject({ email: oldEmail, pendingEmail: newEmail });
    expect((await user(s.userId)).email).toBe(oldEmail);

    const mail = await db().selectFrom('email_outbox').selectAll().where('to_address', '=', newEmail).executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse courriel');
    const token = /\/Account\/ConfirmEmail\?token=([\w-]{43})/.exec(mail.body_text)![1]!;
    const stored = await db().selectFrom('account_tokens').select('token_hash').where('purpose', '=', 'email_change').where('user_id', '=', s.userId).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    expect((await t.app.inject({ method: 'POST', url: '/api/account/confirmEmail', payload: { token: 'x'.repeat(43) } })).json()).toMatchObject({ code: 'token_invalid' });
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/account/confirmEmail', payload: { token } });
    expect(confirmed.json()).toMatchObject({ isSuccess: true, returnValue: { email: newEmail } });
    expect((await user(s.userId)).email).toBe(newEmail);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/confirmEmail', payload: { token } })).json()).toMatchObject({ code: 'token_invalid' });
    const notice = await db().selectFrom('email_outbox').selectAll().where('to_address', '=', oldEmail).where('kind', '=', 'email_changed').executeTakeFirst();
    expect(notice?.body_text).toContain(newEmail);
    await signInAs(t.app, newEmail, PASSWORD);
  });

  // ------------------------------------------------------------------ password

  const changePassword = (s: CheckoutShopper, currentPassword: string, password: string, headers = s.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/account/password', headers, remoteAddress: freshIp(), payload: { currentPassword, password, confirmPassword: password } });
  const setChangedAt = (s: CheckoutShopper, hoursAgo: number) =>
    db().updateTable('users').set({ password_change_counted_at: new Date(Date.now() - hoursAgo * HOUR_MS).toISOString() }).where('id', '=', s.userId).execute();

  it('changes the password, keeps this session and signs out the other ones', async () => {
    const s = await fresh();
    const email = (await user(s.userId)).email;
    const otherDevice = await signInAs(t.app, email, PASSWORD);
    const hashBefore = (await user(s.userId)).password_hash;
    const wrong = await changePassword(s, 'Not-the-pass-1', NEW_PASSWORD);
    expect(wrong.json()).toMatchObject({ code: 'current_password_wrong' });
    const weak = await changePassword(s, PASSWORD, 'short');
    expect(weak.statusCode).toBe(400);
    const mismatch = await t.app.inject({ method: 'PUT', url: '/api/account/password', headers: s.headers, payload: { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: 'Other-pass-1!' } });
    expect(mismatch.json().message).toContain('confirmPassword');
    expect((await user(s.userId)).password_hash).toBe(hashBefore);

    expect((await changePassword(s, PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await s.api.call({ method: 'GET', url: '/api/account/profile' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: otherDevice.headers })).statusCode).toBe(401);
    await signInAs(t.app, email, NEW_PASSWORD);
  });

  it('refuses a second change within a day, and the current or any of the previous five passwords', async () => {
    const s = await fresh();
    const passwords = [PASSWORD, 'Second-pass-1!', 'Third-pass-1!', 'Fourth-pass-1!', 'Fifth-pass-1!', 'Sixth-pass-1!', 'Seventh-pass-1!'];
    expect((await changePassword(s, passwords[0]!, passwords[1]!)).statusCode).toBe(200);
    const tooSoon = await changePassword(s, passwords[1]!, passwords[2]!);
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({ code: 'password_change_too_soon' });
    expect(await signInAs(t.app, (await user(s.userId)).email, passwords[1]!)).toBeTruthy();

    for (let i = 2; i < passwords.length; i++) {
      await setChangedAt(s, 25);
      expect((await changePassword(s, passwords[i - 1]!, passwords[i]!)).statusCode).toBe(200);
    }
    // Current: Seventh. Previous five: Second..Sixth. The first one has left the history.
    await setChangedAt(s, 25);
    for (const reused of passwords.slice(1)) {
      const refused = await changePassword(s, passwords[6]!, reused);
      expect(refused.json()).toMatchObject({ code: 'password_reused' });
    }
    expect(Number((await db().selectFrom('password_history').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', s.userId).executeTakeFirstOrThrow()).n)).toBe(5);
    expect((await changePassword(s, passwords[6]!, passwords[0]!)).statusCode).toBe(200);
  });

  it('does not count a reset link against the day: the password page still works after a reset', async () => {
    const s = await fresh();
    const email = (await user(s.userId)).email;
    expect((await t.app.inject({ method: 'POST', url: '/api/account/forgotPassword', payload: { email, language: 'en' } })).statusCode).toBe(200);
    const mail = await db().selectFrom('email_outbox').selectAll().where('to_address', '=', email).where('kind', '=', 'reset').executeTakeFirstOrThrow();
    const token = /ResetPassword\?token=([\w-]{43})/.exec(mail.body_text)![1]!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/account/resetPassword', payload: { token, password: 'Reset-pass-2026!', confirmPassword: 'Reset-pass-2026!' } });
    expect(reset.statusCode).toBe(200);
    const signedIn = await signInAs(t.app, email, 'Reset-pass-2026!');
    // The password from before the reset is in the history now.
    expect((await changePassword(s, 'Reset-pass-2026!', PASSWORD, signedIn.headers)).json()).toMatchObject({ code: 'password_reused' });
    expect((await changePassword(s, 'Reset-pass-2026!', NEW_PASSWORD, signedIn.headers)).statusCode).toBe(200);
  });
});
