import { describe, expect, it } from 'vitest';
import { discountOf, priceView, visibleOffers, type OfferInput } from './price-view';

const offer = (overrides: Partial<OfferInput> = {}): OfferInput => ({ id: 1, name: 'Offer', ...overrides });

describe('price block: list price and your price (cat §2, §9)', () => {
  it('shows the list price struck through only when your price is lower', () => {
    expect(priceView({ unitPrice: 2699, regularUnitPrice: 2999 })).toMatchObject({ yourPrice: 2699, listPrice: 2999 });
    expect(priceView({ unitPrice: 2699, regularUnitPrice: 2699 }).listPrice).toBeNull();
    expect(priceView({ unitPrice: 2699, regularUnitPrice: 2499 }).listPrice).toBeNull();
  });

  it('gives the discount for analytics', () => {
    expect(discountOf(priceView({ unitPrice: 2699, regularUnitPrice: 2999 }))).toBe(300);
    expect(discountOf(priceView({ unitPrice: 2699, regularUnitPrice: 2699 }))).toBeUndefined();
  });
});

describe('price block: AutoOrder (cat §9)', () => {
  it('shows the AutoOrder price with its saving percent when it is below your price', () => {
    expect(priceView({ unitPrice: 5000, autoOrderUnitPrice: 4500 }).autoOrder).toEqual({ price: 4500, savingPercent: 10 });
  });

  it('hides it when equal, higher or zero', () => {
    expect(priceView({ unitPrice: 5000, autoOrderUnitPrice: 5000 }).autoOrder).toBeNull();
    expect(priceView({ unitPrice: 5000, autoOrderUnitPrice: 5100 }).autoOrder).toBeNull();
    expect(priceView({ unitPrice: 5000, autoOrderUnitPrice: 0 }).autoOrder).toBeNull();
  });

  it('rounds the saving percent half up', () => {
    expect(priceView({ unitPrice: 2000, autoOrderUnitPrice: 1890 }).autoOrder?.savingPercent).toBe(6);
  });
});

describe('price block: bulk items add the rxFee (cat §9)', () => {
  it('adds the fee to your price, the list price and the AutoOrder price', () => {
    const view = priceView({ unitPrice: 10000, regularUnitPrice: 11000, autoOrderUnitPrice: 9000, rxFee: 1500 }, { isBulkItem: true });
    expect(view).toMatchObject({ yourPrice: 11500, listPrice: 12500, autoOrder: { price: 10500 } });
  });

  it('leaves the fee out for other items', () => {
    expect(priceView({ unitPrice: 10000, rxFee: 1500 }).yourPrice).toBe(10000);
  });
});

describe('price block: special offers (cat §4, §9; cc §2)', () => {
  it('marks an instant rebate with an asterisk', () => {
    expect(priceView({ unitPrice: 3000 }, { offers: [offer({ isInstantRebate: true })] }).instantRebate).toBe(true);
    expect(priceView({ unitPrice: 3000 }, { offers: [offer()] }).instantRebate).toBe(false);
  });

  it('a percentage offer takes its percent off your price, fee included', () => {
    const view = priceView({ unitPrice: 2000 }, { offers: [offer({ id: 6, name: '15% off', isPercentageDiscount: true, discountPercent: 15 })] });
    expect(view.offerPrice).toEqual({ price: 1700, offerId: 6, offerName: '15% off' });
    const bulk = priceView({ unitPrice: 2000, rxFee: 1000 }, { isBulkItem: true, offers: [offer({ isPercentageDiscount: true, discountPercent: 10 })] });
    expect(bulk.offerPrice?.price).toBe(2700);
  });

  it('an AutoOrder-only offer uses the AutoOrder price', () => {
    const view = priceView({ unitPrice: 2000, autoOrderUnitPrice: 1800 }, { offers: [offer({ isAutoOrderOnlyOffer: true })] });
    expect(view.offerPrice?.price).toBe(1800);
  });

  it('keeps the lowest offer price', () => {
    const view = priceView(
      { unitPrice: 2000 },
      { offers: [offer({ id: 1, isPercentageDiscount: true, discountPercent: 10 }), offer({ id: 2, isPercentageDiscount: true, discountPercent: 25 })] },
    );
    expect(view.offerPrice).toMatchObject({ price: 1500, offerId: 2 });
  });

  it('ignores hidden and not-qualified offers outside debug mode', () => {
    const offers = [offer({ id: 8, hidePromoInfoInWebstore: true, isInstantRebate: true, isPercentageDiscount: true, discountPercent: 50 }), offer({ id: 9, isNotQualified: true })];
    expect(visibleOffers(offers, false)).toEqual([]);
    expect(priceView({ unitPrice: 2000 }, { offers })).toMatchObject({ instantRebate: false, offerPrice: null });
    expect(visibleOffers(offers, true)).toHaveLength(2);
    expect(priceView({ unitPrice: 2000 }, { offers, debug: true })).toMatchObject({ instantRebate: true, offerPrice: { price: 1000 } });
  });
});
