import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTax } from '../tax';
import {
  addToPrior, computeReturnRefund, NO_PRIOR_RETURNS, type OrderForReturn, type PriorReturns, type ReturnRequest,
} from './return-refund';

/** An Ontario order priced by the same tax rules as checkout: 2 × $10.00 and 1 × $24.99, $7.99 shipping. */
function ontarioOrder(credit = 0): OrderForReturn {
  const lines = [{ orderItemId: 1, quantity: 2, netCents: 2000 }, { orderItemId: 2, quantity: 1, netCents: 2499 }];
  const tax = computeTax({ province: 'ON', items: 4499, shipping: 799 });
  const total = 4499 + 799 + tax.total;
  return {
    lines, shippingCents: 799,
    taxes: tax.lines.map((l) => ({ code: l.code, label: l.label, rate: l.rate, itemsAmountCents: l.itemsAmount, shippingAmountCents: l.shippingAmount })),
    cardPaidCents: total - credit, creditPaidCents: credit,
  };
}

const request = (over: Partial<ReturnRequest>): ReturnRequest => ({
  items: [], refundShipping: false, feeKind: 'none', feeValue: 0, method: 'card', customRefundCents: null, ...over,
});

describe('computeReturnRefund', () => {
  it('refunds one of two units with 13 % HST in proportion, to the cent', () => {
    const outcome = computeReturnRefund(ontarioOrder(), NO_PRIOR_RETURNS, request({ items: [{ orderItemId: 1, quantity: 1 }] }));
    expect(outcome).toMatchObject({ ok: true, refund: { itemsRefundCents: 1000, itemsTaxRefundCents: 130, totalCents: 1130, toCardCents: 1130, toCreditCents: 0 } });
  });

  it('refunds shipping with its tax, less a flat fee and its tax', () => {
    const outcome = computeReturnRefund(ontarioOrder(), NO_PRIOR_RETURNS, request({
      items: [{ orderItemId: 2, quantity: 1 }], refundShipping: true, feeKind: 'flat', feeValue: 500,
    }));
    // 24.99 + 3.25 tax (585 × 2499/4499 = 324.9 → 325) + 7.99 + 1.04 − 5.00 − 0.65
    expect(outcome).toMatchObject({ ok: true, refund: { itemsRefundCents: 2499, itemsTaxRefundCents: 325, shippingRefundCents: 903, feeCents: 500, feeTaxCents: 65, totalCents: 3162 } });
  });

  it('takes a percentage fee of the items refunded', () => {
    const outcome = computeReturnRefund(ontarioOrder(), NO_PRIOR_RETURNS, request({ items: [{ orderItemId: 1, quantity: 2 }], feeKind: 'percent', feeValue: 1500 }));
    expect(outcome).toMatchObject({ ok: true, refund: { itemsRefundCents: 2000, feeCents: 300, feeTaxCents: 39 } });
  });

  it('gives back what the credit paid as credit when the card has had all it paid', () => {
    const order = ontarioOrder(5000);
    const outcome = computeReturnRefund(order, NO_PRIOR_RETURNS, request({ items: [{ orderItemId: 1, quantity: 2 }, { orderItemId: 2, quantity: 1 }], refundShipping: true }));
    expect(outcome.ok && outcome.refund.totalCents).toBe(order.cardPaidCents + 5000);
    expect(outcome.ok && outcome.refund.toCardCents).toBe(order.cardPaidCents);
    expect(outcome.ok && outcome.refund.toCreditCents).toBe(5000);
  });

  it('refuses nothing selected, too many units, an amount above what is left, and a fully refunded order', () => {
    const order = ontarioOrder();
    expect(computeReturnRefund(order, NO_PRIOR_RETURNS, request({}))).toEqual({ ok: false, refusal: 'return_no_items' });
    expect(computeReturnRefund(order, NO_PRIOR_RETURNS, request({ items: [{ orderItemId: 1, quantity: 3 }] }))).toEqual({ ok: false, refusal: 'return_quantity_exceeded' });
    expect(computeReturnRefund(order, NO_PRIOR_RETURNS, request({ items: [{ orderItemId: 9, quantity: 1 }] }))).toEqual({ ok: false, refusal: 'return_quantity_exceeded' });
    expect(computeReturnRefund(order, NO_PRIOR_RETURNS, request({ items: [{ orderItemId: 1, quantity: 1 }], customRefundCents: 999_999 }))).toEqual({ ok: false, refusal: 'return_refund_mismatch' });
    const all = computeReturnRefund(order, NO_PRIOR_RETURNS, request({ items: [{ orderItemId: 1, quantity: 2 }, { orderItemId: 2, quantity: 1 }], refundShipping: true }));
    if (!all.ok) throw new Error('expected a refund');
    expect(all.refund.totalCents).toBe(order.cardPaidCents);
    const after = addToPrior(NO_PRIOR_RETURNS, all.refund);
    expect(computeReturnRefund(order, after, request({ refundShipping: true }))).toEqual({ ok: false, refusal: 'return_no_items' });
    expect(computeReturnRefund(order, { ...after, shippingRefunded: false }, request({ refundShipping: true }))).toEqual({ ok: false, refusal: 'order_fully_refunded' });
  });

  it('refuses a flat fee larger than the refund rather than refunding $0.00, unless staff enter the amount (issue 24)', () => {
    const one = { items: [{ orderItemId: 1, quantity: 1 }] };
    // $10.00 + $1.30 HST back: a $10.01 fee (+ $1.30) is more than that; a $10.00 fee (+ $1.30) takes exactly that.
    for (const feeValue of [1001, 2000, 1_000_000]) {
      expect(computeReturnRefund(ontarioOrder(), NO_PRIOR_RETURNS, request({ ...one, feeKind: 'flat', feeValue }))).toEqual({ ok: false, refusal: 'return_fee_exceeds_refund' });
    }
    expect(computeReturnRefund(ontarioOrder(), NO_PRIOR_RETURNS, request({ ...one, feeKind: 'flat', feeValue: 1000 }))).toMatchObject({ ok: true, refund: { totalCents: 0 } });
    expect(computeReturnRefund(ontarioOrder(), NO_PRIOR_RETURNS, request({ ...one, feeKind: 'percent', feeValue: 10_000 }))).toMatchObject({ ok: true, refund: { totalCents: 0 } });
    expect(computeReturnRefund(ontarioOrder(), NO_PRIOR_RETURNS, request({ ...one, feeKind: 'flat', feeValue: 999 }))).toMatchObject({ ok: true, refund: { totalCents: 1 } });
    expect(computeReturnRefund(ontarioOrder(), NO_PRIOR_RETURNS, request({ ...one, feeKind: 'flat', feeValue: 2000, customRefundCents: 500 }))).toMatchObject({ ok: true, refund: { totalCents: 500 } });
  });

  it('takes a custom amount in place of the computed one', () => {
    const outcome = computeReturnRefund(ontarioOrder(), NO_PRIOR_RETURNS, request({ items: [{ orderItemId: 1, quantity: 1 }], customRefundCents: 800, method: 'credit' }));
    expect(outcome).toMatchObject({ ok: true, refund: { totalCents: 800, toCardCents: 0, toCreditCents: 800 } });
  });
});

const provinces = ['ON', 'QC', 'BC', 'AB', 'NS', 'MB', 'SK'] as const;
const orderArb = fc.record({
  lines: fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 6 }), netCents: fc.integer({ min: 0, max: 50_000 }) }), { minLength: 1, maxLength: 5 }),
  shipping: fc.integer({ min: 0, max: 2_000 }),
  province: fc.constantFrom(...provinces),
  creditShare: fc.integer({ min: 0, max: 100 }),
}).map(({ lines, shipping, province, creditShare }): OrderForReturn => {
  const net = lines.reduce((a, l) => a + l.netCents, 0);
  const tax = computeTax({ province, items: net, shipping });
  const total = net + shipping + tax.total;
  const credit = Math.floor((total * creditShare) / 200);
  return {
    lines: lines.map((l, i) => ({ orderItemId: i + 1, ...l })), shippingCents: shipping,
    taxes: tax.lines.map((l) => ({ code: l.code, label: l.label, rate: l.rate, itemsAmountCents: l.itemsAmount, shippingAmountCents: l.shippingAmount })),
    cardPaidCents: total - credit, creditPaidCents: credit,
  };
});

/** A sequence of partial returns: for each, a fraction of each line's remaining units. */
const stepsArb = fc.array(fc.record({
  picks: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 5, maxLength: 5 }),
  shipping: fc.boolean(), method: fc.constantFrom('card' as const, 'credit' as const),
  fee: fc.constantFrom<['none' | 'flat' | 'percent', number]>(['none', 0], ['flat', 300], ['percent', 1000]),
}), { minLength: 1, maxLength: 6 });

describe('computeReturnRefund properties', () => {
  it('refunds never exceed what was paid, partial returns add up to at most the order, every amount whole cents', () => {
    fc.assert(fc.property(orderArb, stepsArb, (order, steps) => {
      const paid = order.cardPaidCents + order.creditPaidCents;
      let prior: PriorReturns = NO_PRIOR_RETURNS;
      let refunded = 0;
      let toCard = 0;
      for (const step of steps) {
        const items = order.lines.map((l, i) => ({ orderItemId: l.orderItemId, quantity: Math.min(step.picks[i]!, l.quantity - (prior.returnedQuantities.get(l.orderItemId) ?? 0)) }));
        const outcome = computeReturnRefund(order, prior, { items, refundShipping: step.shipping, feeKind: step.fee[0], feeValue: step.fee[1], method: step.method, customRefundCents: null });
        if (!outcome.ok) continue;
        const r = outcome.refund;
        for (const v of [r.itemsRefundCents, r.itemsTaxRefundCents, r.shippingRefundCents, r.feeCents, r.feeTaxCents, r.totalCents, r.toCardCents, r.toCreditCents]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(r.toCardCents + r.toCreditCents).toBe(r.totalCents);
        expect(r.lines.reduce((a, l) => a + l.taxRefundCents, 0)).toBe(r.itemsTaxRefundCents);
        refunded += r.totalCents;
        toCard += r.toCardCents;
        prior = addToPrior(prior, r);
      }
      expect(refunded).toBeLessThanOrEqual(paid);
      expect(toCard).toBeLessThanOrEqual(order.cardPaidCents);
    }));
  });

  it('returning everything without a fee, in any number of parts, gives back exactly what was paid', () => {
    fc.assert(fc.property(orderArb, fc.integer({ min: 1, max: 4 }), (order, parts) => {
      let prior: PriorReturns = NO_PRIOR_RETURNS;
      let refunded = 0;
      for (let p = 1; p <= parts; p += 1) {
        const items = order.lines.map((l) => {
          const target = Math.floor((l.quantity * p) / parts);
          return { orderItemId: l.orderItemId, quantity: target - (prior.returnedQuantities.get(l.orderItemId) ?? 0) };
        });
        const outcome = computeReturnRefund(order, prior, { items, refundShipping: p === parts, feeKind: 'none', feeValue: 0, method: 'card', customRefundCents: null });
        if (!outcome.ok) continue;
        refunded += outcome.refund.totalCents;
        prior = addToPrior(prior, outcome.refund);
      }
      const paid = order.cardPaidCents + order.creditPaidCents;
      expect(refunded).toBe(paid);
    }));
  });
});
