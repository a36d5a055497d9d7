import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../contracts/cart';
import { couponListSchema, couponResponseSchema, type CouponInput } from '../../../contracts/clinic-coupons';
import { dateFieldMessage } from '../../../contracts/fields';
import { cartApi } from '../../shop/cart/cart-test-fixtures';
import { checkoutBody, readyShopper } from '../../shop/checkout/checkout-test-fixtures';
import { createStaff } from '../clinic-test-fixtures';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

const rules = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  code: 'SPRING10', kind: 'percent', percent: 10, amountCents: 0, minimumSubtotalCents: 0, autoOrderRule: 'any',
  oneUsePerShopper: false, startsOn: '2020-01-01', endsOn: null, ...overrides,
});

describe.each(testEngines())('clinic coupons API on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let staff: Headers;
  let vet: Headers;
  let shopper: Headers;
  let otherAdmin: Headers;
  let demoClinicId: number;
  let otherClinicId: number;
  let n = 0;

  const db = () => t.database.db;
  const list = (headers: Headers) => injectChecked(t.app, { method: 'GET', url: '/api/clinic/coupons', headers }, couponListSchema);
  const create = (headers: Headers, payload: object) =>
    injectChecked(t.app, { method: 'POST', url: '/api/clinic/coupons', headers, payload }, couponResponseSchema);
  const update = (headers: Headers, id: number, payload: object) =>
    injectChecked(t.app, { method: 'PUT', url: `/api/clinic/coupons/${id}`, headers, payload }, couponResponseSchema);
  const end = (headers: Headers, id: number) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/coupons/${id}/end`, headers }, couponResponseSchema);
  const created = async (payload: object) => {
    const response = await create(admin, payload);
    expect(response.statusCode, response.body).toBe(200);
    return couponResponseSchema.parse(response.json()).coupon;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    demoClinicId = (await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow()).clinic_id;
    otherClinicId = await createClinic(db());
    await createStaff(db(), { email: 'coupons-other-admin@example.com', password: PASSWORD, clinicId: otherClinicId, isAdmin: true });
    admin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    vet = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, PASSWORD)).headers;
    shopper = (await signInAs(t.app)).headers;
    otherAdmin = (await signInAs(t.app, 'coupons-other-admin@example.com', PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('is for the clinic admin only: staff, veterinarian and shopper get 403, a visitor 401', async () => {
    const coupon = await created(rules({ code: 'ROLES1' }));
    for (const headers of [staff, vet, shopper]) {
      expect((await list(headers)).statusCode).toBe(403);
      expect((await create(headers, rules({ code: 'NOPE1' }))).statusCode).toBe(403);
      expect((await update(headers, coupon.id, rules({ code: 'NOPE1' }))).statusCode).toBe(403);
      expect((await end(headers, coupon.id)).statusCode).toBe(403);
    }
    expect((await list({})).statusCode).toBe(401);
    const codes = await db().selectFrom('coupons').select('code').where('code', '=', 'NOPE1').execute();
    expect(codes).toEqual([]);
  });

  it('lists the demo clinic its migrated demo coupons', async () => {
    const body = couponListSchema.parse((await list(admin)).json());
    expect(body.coupons.map((c) => c.code)).toEqual(expect.arrayContaining(['WELCOME10', 'SAVE5', 'AUTO15', 'ONETIME20', 'FALL2021']));
    expect(body.coupons.find((c) => c.code === 'FALL2021')).toMatchObject({ status: 'ended', endsOn: '2021-09-30' });
    expect(body.coupons.find((c) => c.code === 'SAVE5')).toMatchObject({ kind: 'amount', amountCents: 500, minimumSubtotalCents: 5000, status: 'active' });
  });

  it('creates a coupon with its rules, in the clinic time zone, audited', async () => {
    const coupon = await created(rules({
      code: 'fall-5_off', kind: 'amount', amountCents: 500, minimumSubtotalCents: 3000, autoOrderRule: 'notForAutoOrder',
      oneUsePerShopper: true, startsOn: '2026-01-10', endsOn: '2026-01-20',
    }));
    expect(coupon).toMatchObject({
      code: 'FALL-5_OFF', kind: 'amount', amountCents: 500, minimumSubtotalCents: 3000, autoOrderRule: 'notForAutoOrder',
      oneUsePerShopper: true, startsOn: '2026-01-10', endsOn: '2026-01-20', uses: 0,
    });
    const row = await db().selectFrom('coupons').selectAll().where('id', '=', coupon.id).executeTakeFirstOrThrow();
    // The demo clinic is in Ontario: local midnight is 05:00 UTC in January; the end is exclusive.
    expect(row).toMatchObject({ clinic_id: demoClinicId, starts_at: '2026-01-10T05:00:00.000Z', ends_at: '2026-01-21T05:00:00.000Z', not_for_auto_order: 1 });
    const audit = await db().selectFrom('audit_events').selectAll().where('entity', '=', 'coupon').where('entity_id', '=', coupon.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['coupon_created']);
  });

  it.each([
    ['a percentage of 0', { percent: 0 }, 'percent: The percentage must be a whole number from 1 to 100.'],
    ['a percentage over 100', { percent: 101 }, 'percent: The percentage must be a whole number from 1 to 100.'],
    ['an amount of $0', { kind: 'amount', amountCents: 0 }, 'amountCents: The amount must be more than $0.'],
    ['an end before the start', { startsOn: '2026-02-10', endsOn: '2026-02-09' }, 'endsOn: The end date must be on or after the start date.'],
    ['a code with spaces', { code: 'TEN OFF' }, 'code: A coupon code has only letters, digits, dashes (-) and underscores (_).'],
    ['an empty code', { code: '  ' }, 'code: Please enter a coupon code.'],
    ['a negative minimum', { minimumSubtotalCents: -1 }, 'minimumSubtotalCents: The minimum subtotal cannot be negative.'],
    // Issue 24: past 2^31 − 1 PostgreSQL answered 500 and SQLite stored it; past $999,999.99 is no coupon.
    ['an amount of 2^31 cents', { kind: 'amount', amountCents: 2 ** 31 }, 'amountCents: The amount must be at most $999,999.99.'],
    ['an amount of $1,000,000', { kind: 'amount', amountCents: 100_000_000 }, 'amountCents: The amount must be at most $999,999.99.'],
    ['a minimum of 2^31 cents', { minimumSubtotalCents: 2 ** 31 }, 'minimumSubtotalCents: The minimum subtotal must be at most $999,999.99.'],
    ['a minimum of 1e300 cents', { minimumSubtotalCents: 1e300 }, 'minimumSubtotalCents: The minimum subtotal must be at most $999,999.99.'],
    ['a first day that does not exist', { startsOn: '2026-02-31' }, `startsOn: ${dateFieldMessage('startsOn')}`],
    ['a last day that does not exist', { endsOn: '2026-13-45' }, `endsOn: ${dateFieldMessage('endsOn')}`],
  ])('refuses %s with a clear message (400)', async (_name, overrides, message) => {
    const response = await create(admin, rules({ code: `BAD${++n}`, ...overrides } as Partial<CouponInput>));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation' });
    expect(response.json().message).toContain(message);
    expect(await db().selectFrom('coupons').select('id').where('code', '=', `BAD${n}`).execute()).toEqual([]);
  });

  it('takes the largest amount and minimum, and refuses one cent more on an edit too', async () => {
    const coupon = await created(rules({ code: 'BIGGEST', kind: 'amount', amountCents: 99_999_999, minimumSubtotalCents: 99_999_999 }));
    expect(coupon).toMatchObject({ amountCents: 99_999_999, minimumSubtotalCents: 99_999_999 });
    for (const overrides of [{ amountCents: 100_000_000 }, { minimumSubtotalCents: 2 ** 31 - 1 }]) {
      const response = await update(admin, coupon.id, rules({ code: 'BIGGEST', kind: 'amount', amountCents: 500, ...overrides }));
      expect(response.statusCode).toBe(400);
    }
    const row = await db().selectFrom('coupons').select(['discount_cents', 'min_subtotal_cents']).where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect([Number(row.discount_cents), Number(row.min_subtotal_cents)]).toEqual([99_999_999, 99_999_999]);
  });

  it('keeps a code unique in the clinic whatever its case, but another clinic may have it', async () => {
    const first = await created(rules({ code: 'Unique20' }));
    const again = await create(admin, rules({ code: 'UNIQUE20' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'coupon_code_taken' });
    const lower = await create(admin, rules({ code: 'unique20' }));
    expect(lower.statusCode).toBe(409);
    const other = await update(admin, (await created(rules({ code: 'UNIQUE21' }))).id, rules({ code: 'unique20' }));
    expect(other.statusCode).toBe(409);
    expect((await create(otherAdmin, rules({ code: 'unique20' }))).statusCode).toBe(200);
    // The database itself refuses a second spelling (both engines: the unique index on lower(code)).
    const now = new Date().toISOString();
    await expect(db().insertInto('coupons').values({
      clinic_id: demoClinicId, code: 'uNiQuE20', discount_cents: 0, discount_percent: 5, min_subtotal_cents: 0, auto_order_only: 0,
      not_for_auto_order: 0, starts_at: now, ends_at: null, is_active: 1, created_at: now, updated_at: now,
    }).execute()).rejects.toThrow();
    expect(first.code).toBe('UNIQUE20');
  });

  it("answers 404 for another clinic's coupon, and changes nothing", async () => {
    const coupon = await created(rules({ code: 'MINE15' }));
    for (const call of [
      injectChecked(t.app, { method: 'GET', url: `/api/clinic/coupons/${coupon.id}`, headers: otherAdmin }, couponResponseSchema),
      update(otherAdmin, coupon.id, rules({ code: 'STOLEN' })),
      end(otherAdmin, coupon.id),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'coupon_not_found' });
    }
    expect(couponListSchema.parse((await list(otherAdmin)).json()).coupons.map((c) => c.code)).not.toContain('MINE15');
    expect((await db().selectFrom('coupons').select(['code', 'ends_at']).where('id', '=', coupon.id).executeTakeFirstOrThrow()))
      .toEqual({ code: 'MINE15', ends_at: null });
  });

  it("works at the cart of the clinic's shoppers only; edited and ended, the cart follows", async () => {
    const coupon = await created(rules({ code: 'CART12', percent: 12 }));
    const own = await readyShopper(t, `coupons-own-${engine}@example.com`, { clinicId: demoClinicId, quantity: 2 });
    const stranger = await readyShopper(t, `coupons-stranger-${engine}@example.com`, { clinicId: otherClinicId });
    const ownCart = cartApi(t, own.headers);
    const applied = ownCart.cart(await ownCart.applyCoupon({ couponCode: 'cart12' }));
    expect(applied.cart).toMatchObject({ promoCode: 'CART12', promoCodeError: null });
    expect(applied.cart!.couponDiscount).toBeGreaterThan(0);
    const strangerCart = cartApi(t, stranger.headers);
    expect(strangerCart.cart(await strangerCart.applyCoupon({ couponCode: 'CART12' })).notifications.map((x) => x.code)).toEqual(['coupon.invalid']);

    await update(admin, coupon.id, rules({ code: 'CART12', kind: 'amount', amountCents: 300 }));
    expect(ownCart.cart(await ownCart.get()).cart).toMatchObject({ couponDiscount: 300 });
    await end(admin, coupon.id);
    const ended = ownCart.cart(await ownCart.get()).cart!;
    expect(ended).toMatchObject({ promoCode: 'CART12', promoCodeError: 'expired', couponDiscount: 0 });
    const audit = await db().selectFrom('audit_events').select('action').where('entity', '=', 'coupon').where('entity_id', '=', coupon.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['coupon_created', 'coupon_updated', 'coupon_ended']);
  });

  it('a one-use coupon works once per shopper: placed once, then refused, even from a second tab', async () => {
    await created(rules({ code: 'ONCE25', kind: 'amount', amountCents: 250, oneUsePerShopper: true }));
    const s = await readyShopper(t, `coupons-once-${engine}@example.com`, { clinicId: demoClinicId, quantity: 2 });
    const cart = cartApi(t, s.headers);
    cart.cart(await cart.applyCoupon({ couponCode: 'once25' }));
    // A second tab reviewed the same cart, coupon included, before the first placed it.
    const secondTabTotal = (await s.api.reviewBody('?shippingOptions=1:standard')).returnValue.cartModel.summary.total;
    const placed = await s.api.placed(checkoutBody({ expectedTotal: secondTabTotal }));
    const orderId = placed.returnValue.orders[0]!.orderId;
    const order = await db().selectFrom('orders').select(['coupon_code', 'discount_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.coupon_code).toBe('ONCE25');
    const uses = await db().selectFrom('coupon_redemptions').selectAll().where('user_id', '=', s.userId).execute();
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ single_use: 1, order_id: orderId });

    // The cart refuses it now.
    await s.api.addToCart(s.productId, s.petId, 2);
    const again = cart.cart(await cart.applyCoupon({ couponCode: 'ONCE25' }));
    expect(again.notifications.map((x) => x.code)).toEqual(['coupon.alreadyUsed']);
    // The second tab still holds the coupon on its cart and the discounted total: placing is refused.
    await db().updateTable('carts').set({ coupon_code: 'ONCE25' }).where('user_id', '=', s.userId).execute();
    const held = cartResponseSchema.parse((await cart.get()).json()).cart!;
    expect(held).toMatchObject({ promoCodeError: 'alreadyUsed', couponDiscount: 0 });
    const refused = await s.api.place(checkoutBody({ expectedTotal: held.total - 250 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'price_changed' });
    expect(await db().selectFrom('coupon_redemptions').select('id').where('user_id', '=', s.userId).execute()).toHaveLength(1);
    // And the database refuses a second single use by the same shopper whatever the code path.
    await expect(db().insertInto('coupon_redemptions').values({
      coupon_id: uses[0]!.coupon_id, user_id: s.userId, order_id: orderId, single_use: 1, created_at: new Date().toISOString(),
    }).execute()).rejects.toThrow();
    expect(couponListSchema.parse((await list(admin)).json()).coupons.find((c) => c.code === 'ONCE25')).toMatchObject({ uses: 1 });
  });

  it('two placements at once with a one-use coupon: one order carries it', async () => {
    await created(rules({ code: 'RACE30', kind: 'amount', amountCents: 300, oneUsePerShopper: true }));
    const s = await readyShopper(t, `coupons-race-${engine}@example.com`, { clinicId: demoClinicId, quantity: 2 });
    const cart = cartApi(t, s.headers);
    cart.cart(await cart.applyCoupon({ couponCode: 'RACE30' }));
    const results = await Promise.all([s.api.place(checkoutBody()), s.api.place(checkoutBody())]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const orders = await db().selectFrom('orders').select('coupon_code').where('user_id', '=', s.userId).execute();
    expect(orders.filter((o) => o.coupon_code === 'RACE30')).toHaveLength(1);
    expect(await db().selectFrom('coupon_redemptions').select('id').where('user_id', '=', s.userId).execute()).toHaveLength(1);
  });
});
