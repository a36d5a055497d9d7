import { describe, expect, it } from 'vitest';
import { DELIVERY_PRICES, deliveryOptions, isHomeDeliveryAllowed, shippingLine } from './delivery';

const home = { isClinicPickupOnly: false, itemSubtotal: 5000, isao: false, homeDeliveryRestricted: false };
const byId = (options: ReturnType<typeof deliveryOptions>) => Object.fromEntries(options.map((o) => [o.id, o]));

describe('delivery options', () => {
  it('offers standard, express and clinic pickup to a home-delivery group, priced', () => {
    const options = byId(deliveryOptions(home));
    expect(Object.keys(options)).toEqual(['standard', 'express', 'pickup']);
    expect(options.standard).toMatchObject({ price: 999, customerPrice: 999, freeShippingDiscount: 0, isFree: false, isPickup: false });
    expect(options.express).toMatchObject({ price: 1999, customerPrice: 1999, isFree: false, businessDays: { min: 2, max: 3 } });
    expect(options.pickup).toMatchObject({ price: 0, customerPrice: 0, isFree: true, isPickup: true });
  });

  it('makes standard free from $75 of items, not below; express stays paid', () => {
    const below = byId(deliveryOptions({ ...home, itemSubtotal: DELIVERY_PRICES.freeStandardFromCents - 1 }));
    const at = byId(deliveryOptions({ ...home, itemSubtotal: DELIVERY_PRICES.freeStandardFromCents }));
    expect(below.standard!.isFree).toBe(false);
    expect(at.standard).toMatchObject({ price: 999, freeShippingDiscount: 999, customerPrice: 0, isFree: true });
    expect(at.express!.customerPrice).toBe(1999);
  });

  it('ships AutoOrders free: standard free, express less the standard price', () => {
    const options = byId(deliveryOptions({ ...home, itemSubtotal: 100, isao: true }));
    expect(options.standard).toMatchObject({ customerPrice: 0, isFree: true });
    expect(options.express).toMatchObject({ price: 1999, freeShippingDiscount: 999, customerPrice: 1000, isFree: false });
  });

  it('offers only pickup to a clinic-pickup-only group or when home delivery is refused', () => {
    expect(deliveryOptions({ ...home, isClinicPickupOnly: true }).map((o) => o.id)).toEqual(['pickup']);
    expect(deliveryOptions({ ...home, homeDeliveryRestricted: true }).map((o) => o.id)).toEqual(['pickup']);
  });

  it('turns a chosen option into the pricing engine\'s shipping line', () => {
    const standard = deliveryOptions({ ...home, isao: true })[0]!;
    expect(shippingLine(1, standard)).toEqual({ groupNumber: 1, price: 999, isFree: true, freeShippingDiscount: 999 });
  });
});

describe('home delivery outside the clinic\'s province (rr §5)', () => {
  const restricting = { province: 'QC', restrictShippingToProvince: true };
  it('is refused only when the clinic restricts it and the province differs', () => {
    expect(isHomeDeliveryAllowed(restricting, 'ON')).toBe(false);
    expect(isHomeDeliveryAllowed(restricting, 'qc ')).toBe(true);
    expect(isHomeDeliveryAllowed({ ...restricting, restrictShippingToProvince: false }, 'ON')).toBe(true);
  });
  it('refuses nothing before a shipping address is known', () => {
    expect(isHomeDeliveryAllowed(restricting, null)).toBe(true);
  });
});
