import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainProducts } from '../cart/cart-test-fixtures';
import { createClinic } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { addCard, checkoutShopper, HOME, readyShopper } from './checkout-test-fixtures';

describe.each(testEngines())('checkout review (cart V4) on %s', (engine) => {
  let t: TestApp;
  let plain: { id: number; unitPrice: number }[];
  let n = 0;
  const email = () => `review-${engine}-${++n}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    plain = await plainProducts(t.database.db, 3);
    await t.database.db.updateTable('products').set({ is_clinic_pickup_only: 1 }).where('id', '=', plain[2]!.id).execute();
  });
  afterAll(() => t.close());

  it.each([['GET', '/api/cart/review/'], ['POST', '/api/cart/placeOrder/']])('answers 401 to %s %s without a signed-in shopper', async (method, url) => {
    expect((await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
  });

  it('tells an empty cart, with no groups and no special message', async () => {
    const s = await checkoutShopper(t, email());
    const body = await s.api.reviewBody();
    expect(body.returnValue.cartModel.groups).toEqual({});
    expect(body.notifications.map((x) => x.code)).toEqual(['checkout.emptyCart']);
    expect(body.reviewOrderSpecialMessage).toBeNull();
  });

  it('groups home delivery (1) and clinic pickup (2), each with its options and taxes', async () => {
    const s = await readyShopper(t, email(), { productId: plain[0]!.id, quantity: 1 });
    await s.api.addToCart(plain[2]!.id, s.petId, 1);
    const body = await s.api.reviewBody();
    const { groups, summary } = body.returnValue.cartModel;
    expect(Object.keys(groups)).toEqual(['1', '2']);
    expect(groups['1']!.items.map((i) => i.productId)).toEqual([plain[0]!.id]);
    expect(groups['1']!.shippingOptions.map((o) => o.id)).toEqual(['standard', 'express', 'pickup']);
    expect(groups['2']).toMatchObject({ groupNumber: 2, isClinicPickupOnly: true, pickupLocationName: 'Test Animal Hospital' });
    expect(groups['2']!.shippingOptions).toEqual([
      expect.objectContaining({ id: 'pickup', name: 'Pick up at Test Animal Hospital', customerPrice: 0, isShippingFree: true, isPickup: true }),
    ]);
    expect(groups['1']!.selectedShippingOptionId).toBeNull();
    expect(summary).toMatchObject({ shipping: 0, allGroupsHaveDeliveryOption: false });
    expect(groups['1']!.taxes.taxesWithLabel.map((x) => x.label)).toEqual(['GST/HST']);
    expect(groups['1']!.taxes.total + groups['2']!.taxes.total).toBe(summary.totalTax);
    expect(body.reviewOrderSpecialMessage).toContain('5 to 7 business days');
  });

  it('says which items a "yes" to AutoOrder would leave out (issue 24 item 14)', async () => {
    const s = await readyShopper(t, email(), { productId: plain[0]!.id, quantity: 1 });
    await s.api.addToCart(plain[1]!.id, s.petId, 1);
    await t.database.db.updateTable('products').set({ is_subscription: 0 }).where('id', '=', plain[1]!.id).execute();
    try {
      const items = Object.values((await s.api.reviewBody()).returnValue.cartModel.groups).flatMap((g) => g.items);
      expect(items.map((i) => [i.productId, i.canRecur])).toEqual(expect.arrayContaining([[plain[0]!.id, true], [plain[1]!.id, false]]));
    } finally {
      await t.database.db.updateTable('products').set({ is_subscription: 1 }).where('id', '=', plain[1]!.id).execute();
    }
  });

  it('counts the chosen options\' price and tax in the totals (cc §9)', async () => {
    const s = await readyShopper(t, email(), { productId: plain[0]!.id, quantity: 1 });
    const before = (await s.api.reviewBody()).returnValue.cartModel.summary;
    const body = await s.api.reviewBody('?shippingOptions=1:express');
    const { groups, summary } = body.returnValue.cartModel;
    const express = groups['1']!.shippingOptions.find((o) => o.id === 'express')!;
    expect(groups['1']!.selectedShippingOptionId).toBe('express');
    expect(summary.shipping).toBe(1999);
    expect(summary.orderTotalBeforeTax).toBe(before.orderTotalBeforeTax + 1999);
    expect(summary.totalTax).toBe(groups['1']!.taxes.total + express.taxesWithLabel.reduce((x, l) => x + l.amount, 0));
    expect(summary.total).toBe(summary.orderTotalBeforeTax + summary.totalTax - summary.accountCreditApplied);
    expect(summary.allGroupsHaveDeliveryOption).toBe(true);
    expect(body.returnValue.cartModel.cart.total).toBe(summary.total);
  });

  it('makes standard shipping free from $75 and on an AutoOrder', async () => {
    const cheap = plain[0]!.unitPrice < 7500 ? plain[0]! : plain[1]!;
    const s = await readyShopper(t, email(), { productId: cheap.id, quantity: 1 });
    const standard = async (query: string) => (await s.api.reviewBody(query)).returnValue.cartModel.groups['1']!.shippingOptions[0]!;
    if (cheap.unitPrice < 7500) expect(await standard('')).toMatchObject({ customerPrice: 999, isShippingFree: false });
    expect(await standard('?isao=1')).toMatchObject({ price: 999, customerPrice: 0, isShippingFree: true });
    await s.api.addToCart(cheap.id, s.petId, Math.ceil(7500 / cheap.unitPrice));
    expect(await standard('')).toMatchObject({ customerPrice: 0, isShippingFree: true });
  });

  it('taxes by the shipping address\'s province with the tax labels', async () => {
    const s = await checkoutShopper(t, email());
    await s.api.addAddress({ ...HOME, street1: '1 Rue Principale', city: 'Gatineau', state: 'QC', zipCode: 'J8T 3P9' });
    await addCard(t, s.headers);
    await s.api.addToCart(plain[0]!.id, s.petId, 1);
    const { groups, summary } = (await s.api.reviewBody('?shippingOptions=1:standard')).returnValue.cartModel;
    expect(groups['1']!.taxes.taxesWithLabel.map((x) => [x.label, x.rate])).toEqual([['GST', 5], ['QST', 9.975]]);
    expect(summary.taxes.taxesWithLabel.map((x) => x.label)).toEqual(['GST', 'QST']);
  });

  it('refuses home delivery outside a restricting clinic\'s province and suggests pickup (rr §5)', async () => {
    const clinicId = await createClinic(t.database.db);
    await t.database.db.updateTable('clinics').set({ province: 'QC', restrict_shipping_to_province: 1 }).where('id', '=', clinicId).execute();
    const s = await readyShopper(t, email(), { productId: plain[0]!.id, clinicId });
    const body = await s.api.reviewBody();
    const group = body.returnValue.cartModel.groups['1']!;
    expect(group.isHomeDeliveryRestricted).toBe(true);
    expect(group.shippingOptions.map((o) => o.id)).toEqual(['pickup']);
    expect(body.notifications).toContainEqual(expect.objectContaining({ code: 'checkout.restrictedProvince', messageType: 'Warning', values: { province: 'ON', clinicProvince: 'QC' } }));
  });

  it('warns of out-of-stock items, a missing card and an expired one', async () => {
    const s = await checkoutShopper(t, email());
    await s.api.addAddress();
    await s.api.addToCart(plain[1]!.id, s.petId, 1);
    expect((await s.api.reviewBody()).notifications.map((x) => x.code)).toEqual(['checkout.noPaymentMethod']);
    const card = await addCard(t, s.headers);
    await t.database.db.updateTable('payment_methods').set({ exp_year: 2020 }).where('id', '=', card.id).execute();
    const stock = await t.database.db.selectFrom('products').select('stock_quantity').where('id', '=', plain[1]!.id).executeTakeFirstOrThrow();
    await t.database.db.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', plain[1]!.id).execute();
    const codes = (await s.api.reviewBody()).notifications.map((x) => x.code);
    await t.database.db.updateTable('products').set({ stock_quantity: stock.stock_quantity }).where('id', '=', plain[1]!.id).execute();
    expect(codes).toEqual(['checkout.outOfStock', 'checkout.cardExpired']);
  });

  it('answers in French with French option names', async () => {
    const s = await readyShopper(t, email(), { productId: plain[0]!.id });
    const response = await s.api.call({ method: 'GET', url: '/api/cart/review/', cookies: { lang: 'fr' } });
    const group = s.api.ok<{ returnValue: { cartModel: { groups: Record<string, { shippingOptions: { name: string; freightCategoryDescription: string }[] }> } } }>(response).returnValue.cartModel.groups['1']!;
    expect(group.shippingOptions[0]).toMatchObject({ name: 'Livraison standard', freightCategoryDescription: 'Livré en 5 à 7 jours ouvrables' });
  });
});
