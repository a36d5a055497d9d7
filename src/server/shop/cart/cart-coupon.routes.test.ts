import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOf } from '../../../domain/money';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { cartApi, plainProducts, shopperWithPet, storedCart, type TestShopper } from './cart-test-fixtures';
import { seedDemoCoupons } from './demo-coupons';
import { DEMO_SHOPPER } from '../../db/seed';

describe.each(testEngines())('coupons on %s', (engine) => {
  let t: TestApp;
  let cheap: { id: number; unitPrice: number };
  let n = 0;
  let clinicId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    // Coupons are the clinic's (issue 17): the demo coupons are the demo clinic's, whose shoppers these are.
    clinicId = (await t.database.db.selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow()).clinic_id;
    await seedDemoCoupons(t.database.db, clinicId);
    await seedDemoCoupons(t.database.db, clinicId); // idempotent
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('coupons')
      .values({ clinic_id: clinicId, code: 'HUGE', discount_cents: 1_000_000, discount_percent: 0, min_subtotal_cents: 0, auto_order_only: 0, not_for_auto_order: 0, starts_at: '2020-01-01T00:00:00.000Z', ends_at: null, is_active: 1, created_at: now, updated_at: now })
      .execute();
    // One unit stays below SAVE5's $50 minimum, a few units reach it.
    const found = (await plainProducts(t.database.db, 40)).find((p) => p.unitPrice >= 1000 && p.unitPrice < 5000);
    if (!found) throw new Error('no plain product between $10 and $50 in the test catalogue');
    cheap = found;
  });
  afterAll(() => t.close());

  /** A shopper whose cart holds `quantity` of the cheapest plain product. */
  async function shopperWithCart(quantity: number): Promise<TestShopper & { api: ReturnType<typeof cartApi> }> {
    const s = await shopperWithPet(t, `coupon-${engine}-${++n}@example.com`, 'Rex', clinicId);
    const api = cartApi(t, s.headers);
    api.cart(await api.add({ productId: cheap.id, petId: s.petId, quantity }));
    return { ...s, api };
  }

  it('applies a percentage coupon (any case) to the items after offers, and removes it', async () => {
    const s = await shopperWithCart(2);
    const body = s.api.cart(await s.api.applyCoupon({ couponCode: ' welcome10 ' }));
    expect(body.notifications).toEqual([{ message: 'coupon applied', messageType: 'Success', isError: false, code: 'coupon.applied' }]);
    const subtotal = cheap.unitPrice * 2;
    expect(body.cart).toMatchObject({ promoCode: 'WELCOME10', promoCodeError: null, couponDiscount: percentOf(subtotal, 10) });
    expect(body.cart!.itemSubtotal).toBe(subtotal - percentOf(subtotal, 10));
    expect(body.cart!.totalDiscount).toBe(percentOf(subtotal, 10));

    const removed = s.api.cart(await s.api.removeCoupon());
    expect(removed.cart).toMatchObject({ promoCode: null, couponDiscount: 0, itemSubtotal: subtotal });
    expect(removed.notifications[0]!.code).toBe('coupon.removed');
  });

  it.each([
    ['an unknown code', 'NOPE', '', 'coupon.invalid'],
    ['an expired code (FALL2021), as expired', 'FALL2021', '', 'coupon.expired'],
    ['AutoOrder-only without a subscription', 'AUTO15', '', 'coupon.autoOrderOnly'],
    ['not-for-AutoOrder with a subscription', 'ONETIME20', '?isao=1', 'coupon.notForAutoOrder'],
    ['a minimum the cart does not reach', 'SAVE5', '', 'coupon.minimumNotMet'],
    ['an amount above the subtotal', 'HUGE', '', 'coupon.exceedsSubtotal'],
  ])('refuses %s with an error notification and an unchanged cart', async (_name, code, query, expected) => {
    const s = await shopperWithCart(1);
    const before = await storedCart(t.database.db, s.userId);
    const body = s.api.cart(await s.api.applyCoupon({ couponCode: code }, query));
    expect(body.notifications).toHaveLength(1);
    expect(body.notifications[0]).toMatchObject({ code: expected, messageType: 'Error', isError: true });
    expect(body.cart!.promoCode).toBeNull();
    expect(await storedCart(t.database.db, s.userId)).toEqual(before);
  });

  it('applies AUTO15 when a subscription is being created (isao=1)', async () => {
    const s = await shopperWithCart(1);
    const body = s.api.cart(await s.api.applyCoupon({ couponCode: 'AUTO15' }, '?isao=1'));
    expect(body.cart).toMatchObject({ promoCode: 'AUTO15', isao: true, promoCodeError: null });
    expect(body.cart!.couponDiscount).toBeGreaterThan(0);
    // Seen without a subscription, the coupon stays but gives nothing, with a warning.
    const plain = s.api.cart(await s.api.get());
    expect(plain.cart).toMatchObject({ promoCode: 'AUTO15', promoCodeError: 'autoOrderOnly', couponDiscount: 0 });
    expect(plain.notifications).toContainEqual(expect.objectContaining({ code: 'coupon.autoOrderOnly', messageType: 'Warning' }));
  });

  it('refuses the same coupon twice and replaces one coupon by another', async () => {
    const s = await shopperWithCart(1);
    s.api.cart(await s.api.applyCoupon({ couponCode: 'WELCOME10' }));
    const again = s.api.cart(await s.api.applyCoupon({ couponCode: 'Welcome10' }));
    expect(again.notifications[0]).toMatchObject({ code: 'coupon.alreadyApplied', isError: true });
    await s.api.update(again.cart!.items[0]!.id, { quantity: Math.ceil(5000 / cheap.unitPrice) });
    const replaced = s.api.cart(await s.api.applyCoupon({ couponCode: 'SAVE5' }));
    expect(replaced.cart).toMatchObject({ promoCode: 'SAVE5', couponDiscount: 500 });
  });

  it('keeps an applied coupon whose minimum is no longer met, giving nothing and warning', async () => {
    const s = await shopperWithCart(Math.ceil(5000 / cheap.unitPrice));
    const applied = s.api.cart(await s.api.applyCoupon({ couponCode: 'SAVE5' }));
    expect(applied.cart!.couponDiscount).toBe(500);
    const lowered = s.api.cart(await s.api.update(applied.cart!.items[0]!.id, { quantity: 1 }));
    expect(lowered.cart).toMatchObject({ promoCode: 'SAVE5', promoCodeError: 'minimumNotMet', couponDiscount: 0 });
    expect(lowered.notifications).toContainEqual(expect.objectContaining({ code: 'coupon.minimumNotMet', messageType: 'Warning' }));
  });

  it.each([
    ['spaces inside', { couponCode: 'WEL COME10' }],
    ['symbols', { couponCode: 'SAVE$5!' }],
    ['an accent', { couponCode: 'ÉTÉ10' }],
    ['a blank code', { couponCode: '   ' }],
    ['an empty code', { couponCode: '' }],
    ['a number', { couponCode: 10 }],
    ['no couponCode', {}],
    ['no body', undefined],
    ['a code too long', { couponCode: 'A'.repeat(51) }],
  ])('answers 400 with the spec message for %s, cart unchanged', async (_name, payload) => {
    const s = await shopperWithCart(1);
    const before = await storedCart(t.database.db, s.userId);
    const response = await s.api.applyCoupon(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'invalid_coupon_code', message: 'Please enter a valid Coupon Code' });
    expect(await storedCart(t.database.db, s.userId)).toEqual(before);
  });

  it('removing when no coupon is applied changes nothing', async () => {
    const s = await shopperWithCart(1);
    const before = await storedCart(t.database.db, s.userId);
    const body = s.api.cart(await s.api.removeCoupon());
    expect(body.notifications).toEqual([]);
    expect(await storedCart(t.database.db, s.userId)).toEqual(before);
  });

  it('an applied coupon that expires since says so: expired, not invalid', async () => {
    const s = await shopperWithCart(1);
    s.api.cart(await s.api.applyCoupon({ couponCode: 'WELCOME10' }));
    const db = t.database.db;
    await db.updateTable('coupons').set({ ends_at: '2021-10-01T00:00:00.000Z' }).where('code', '=', 'WELCOME10').execute();
    try {
      const body = s.api.cart(await s.api.get());
      expect(body.cart).toMatchObject({ promoCode: 'WELCOME10', promoCodeError: 'expired', couponDiscount: 0 });
      expect(body.notifications).toContainEqual(expect.objectContaining({ code: 'coupon.expired', messageType: 'Warning' }));
    } finally {
      await db.updateTable('coupons').set({ ends_at: null }).where('code', '=', 'WELCOME10').execute();
    }
  });
});
