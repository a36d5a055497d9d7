import { describe, expect, it } from 'vitest';
import type { OrderInfo } from '../../../../../contracts/orders';
import { markTracked, orderDetailsPath, ORDER_RESULT_KEY, purchaseOf, readOrderResult, saveOrderResult } from './order-result';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const order: OrderInfo = {
  orderId: 41,
  orderNumber: 'VS-261121-4K7Q2M',
  groupNumber: 1,
  orderTotal: 5649,
  isClinicPickup: false,
  shippingAddressLocationName: 'Home',
  productNames: ['Chew toy'],
  orderItems: [{ productId: 9, mfgSku: 'SKU-9', name: 'Chew toy', mfgName: 'Acme', productFormat: 'Large', price: 2500, discount: 250, quantity: 2 }],
  shippingAmount: 999,
  freeShippingDiscountTotal: 999,
  totalTaxes: 649,
  accountCreditApplied: 0,
  shippingOptionName: 'Standard delivery',
  status: 'submitted',
  createdAt: '2026-11-21T12:00:00.000Z',
};

describe('order result in session storage (cc §2)', () => {
  it('saves the orders and reads them back, none tracked yet', () => {
    const storage = memoryStorage();
    saveOrderResult([order], storage);
    expect(readOrderResult(storage)).toEqual({ orders: [order], trackedOrderIds: [] });
  });

  it('remembers which orders sent their purchase event', () => {
    const storage = memoryStorage();
    saveOrderResult([order, { ...order, orderId: 42 }], storage);
    markTracked([41], storage);
    markTracked([41, 42], storage);
    expect(readOrderResult(storage)?.trackedOrderIds).toEqual([41, 42]);
  });

  it('reads nothing from an empty or broken entry', () => {
    const storage = memoryStorage();
    expect(readOrderResult(storage)).toBeNull();
    storage.setItem(ORDER_RESULT_KEY, '{broken');
    expect(readOrderResult(storage)).toBeNull();
    storage.setItem(ORDER_RESULT_KEY, '{"orders": 3}');
    expect(readOrderResult(storage)).toBeNull();
    expect(readOrderResult(null)).toBeNull();
  });
});

describe('purchase event of an order (cc §2, §9)', () => {
  it('transaction id, value, shipping net of the free-shipping discount, tax and the items', () => {
    expect(purchaseOf(order)).toEqual({
      transactionId: 'VS-261121-4K7Q2M',
      totalCents: 5649,
      shippingCents: 0,
      taxCents: 649,
      products: [{ id: 9, name: 'Chew toy', brand: 'Acme', variant: 'Large', priceCents: 2500, discountCents: 250, quantity: 2 }],
    });
    expect(purchaseOf({ ...order, freeShippingDiscountTotal: 300 }).shippingCents).toBe(699);
  });

  it('links each order to its details page', () => {
    expect(orderDetailsPath(41)).toBe('/account/orders/41');
  });
});
