import { beforeEach, describe, expect, it } from 'vitest';
import {
  toGa4Item,
  toUnits,
  trackAddToCart,
  trackAddToWishlist,
  trackBeginCheckout,
  trackPageView,
  trackPurchase,
  trackRemoveFromCart,
  trackSelectItem,
  trackViewCart,
  trackViewItem,
  trackViewItemList,
  trackViewPromotion,
  type AnalyticsProduct,
} from './data-layer';

const host = globalThis as { dataLayer?: unknown[] };
const kibble: AnalyticsProduct = {
  id: 101,
  name: 'Adult dry food 12 kg',
  brand: 'Acme Pet',
  categories: ['Dogs', 'Food', 'Dry food'],
  priceCents: 8999,
  quantity: 2,
};
const treats: AnalyticsProduct = { id: 'T-7', name: 'Dental chews', priceCents: 1250 };

beforeEach(() => {
  host.dataLayer = [];
});

/** The event pushed last, after checking GA4's clearing push before it. */
function lastEvent() {
  const layer = host.dataLayer ?? [];
  expect(layer.at(-2)).toEqual({ ecommerce: null });
  return layer.at(-1) as { event: string; ecommerce: Record<string, unknown> };
}

describe('GA4 items', () => {
  it('converts cents to decimal units exactly', () => {
    expect(toUnits(1999)).toBe(19.99);
    expect(toUnits(10)).toBe(0.1);
    expect(toUnits(0)).toBe(0);
  });

  it('maps a product, leaving out what is unknown', () => {
    expect(toGa4Item({ ...kibble, index: 3, listName: 'Dogs', discountCents: 500 })).toEqual({
      item_id: '101',
      item_name: 'Adult dry food 12 kg',
      item_brand: 'Acme Pet',
      item_category: 'Dogs',
      item_category2: 'Food',
      item_category3: 'Dry food',
      item_list_name: 'Dogs',
      price: 89.99,
      discount: 5,
      quantity: 2,
      index: 3,
    });
    expect(toGa4Item(treats)).toEqual({ item_id: 'T-7', item_name: 'Dental chews', price: 12.5 });
  });
});

describe('ecommerce events (currency CAD, previous ecommerce cleared first)', () => {
  it('view_item_list and select_item carry the list', () => {
    trackViewItemList({ id: 'dogs', name: 'Dogs' }, [kibble, treats]);
    expect(lastEvent()).toEqual({
      event: 'view_item_list',
      ecommerce: { currency: 'CAD', item_list_id: 'dogs', item_list_name: 'Dogs', items: [toGa4Item(kibble), toGa4Item(treats)] },
    });
    trackSelectItem({ name: 'Search results' }, treats);
    expect(lastEvent()).toMatchObject({ event: 'select_item', ecommerce: { item_list_name: 'Search results', items: [{ item_id: 'T-7' }] } });
  });

  it('view_item, add_to_cart, remove_from_cart and add_to_wishlist have value = price × quantity', () => {
    trackViewItem(treats);
    expect(lastEvent()).toMatchObject({ event: 'view_item', ecommerce: { currency: 'CAD', value: 12.5 } });
    trackAddToCart([kibble, treats]);
    expect(lastEvent()).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 192.48 } });
    trackRemoveFromCart([kibble]);
    expect(lastEvent()).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 179.98 } });
    trackAddToWishlist(treats);
    expect(lastEvent()).toMatchObject({ event: 'add_to_wishlist', ecommerce: { value: 12.5 } });
  });

  it('view_cart and begin_checkout take the cart total when given', () => {
    trackViewCart([kibble], 17000);
    expect(lastEvent()).toMatchObject({ event: 'view_cart', ecommerce: { value: 170 } });
    trackBeginCheckout([kibble, treats], { coupon: 'SPRING' });
    expect(lastEvent()).toMatchObject({ event: 'begin_checkout', ecommerce: { value: 192.48, coupon: 'SPRING' } });
  });

  it('purchase has the transaction, tax and shipping in units', () => {
    trackPurchase({ transactionId: 5001, totalCents: 20349, taxCents: 2341, shippingCents: 0, products: [kibble] });
    expect(lastEvent()).toEqual({
      event: 'purchase',
      ecommerce: { currency: 'CAD', transaction_id: '5001', value: 203.49, tax: 23.41, shipping: 0, items: [toGa4Item(kibble)] },
    });
  });

  it('view_promotion names the promotion', () => {
    trackViewPromotion({ id: 77, name: 'Buy one get one', creativeSlot: 'list-banner' });
    expect(lastEvent()).toEqual({
      event: 'view_promotion',
      ecommerce: { currency: 'CAD', promotion_id: '77', promotion_name: 'Buy one get one', creative_slot: 'list-banner', items: [] },
    });
  });

  it('clears before every ecommerce event', () => {
    trackViewItem(treats);
    trackViewItem(kibble);
    expect(host.dataLayer).toHaveLength(4);
    expect(host.dataLayer?.[2]).toEqual({ ecommerce: null });
  });
});

describe('page_view', () => {
  it('carries the route page label, without touching ecommerce', () => {
    trackPageView({ pageLabel: 'productList', path: '/products?q=cat', title: 'Products | Vet Store', language: 'en-CA' });
    expect(host.dataLayer).toEqual([
      { event: 'page_view', page_label: 'productList', page_path: '/products?q=cat', page_title: 'Products | Vet Store', language: 'en-CA' },
    ]);
  });
});
