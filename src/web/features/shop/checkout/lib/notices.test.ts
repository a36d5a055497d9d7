import { describe, expect, it } from 'vitest';
import { noticeValues } from '../../../../ui/notice-groups';
import { withoutRepeatedLimits } from './notices';

describe('withoutRepeatedLimits', () => {
  const values = { product: 'Chunks', max: 3, ordered: 2, inCart: 4, resetDate: '2026-12-01' };
  it('says a limit once when the cart and the review both carry it, and keeps everything else', () => {
    const list = [
      { code: 'cart.monthlyLimit', values },
      { code: 'cart.outOfStock' },
      { code: 'checkout.monthlyLimit', values },
      { code: 'checkout.allocationLimit', values: { ...values, resetDate: '' } },
      { code: 'checkout.monthlyLimit', values: { ...values, product: 'Other' } },
      { code: 'checkout.outOfStock' },
    ];
    expect(withoutRepeatedLimits(list).map((n) => `${n.code}:${n.values?.product ?? ''}`)).toEqual([
      'cart.monthlyLimit:Chunks', 'cart.outOfStock:', 'checkout.allocationLimit:Chunks', 'checkout.monthlyLimit:Other', 'checkout.outOfStock:',
    ]);
  });

  it('says the clinic\'s order cost range once (issue 25)', () => {
    const cost = { amount: '$12.50', amountCents: 1250 };
    const list = [{ code: 'cart.orderBelowMinimum', values: cost }, { code: 'checkout.orderBelowMinimum', values: cost }];
    expect(withoutRepeatedLimits(list).map((n) => n.code)).toEqual(['cart.orderBelowMinimum']);
  });
});

describe('noticeValues', () => {
  it('writes an amount sent as cents as money in the page\'s language, and a reset date as the pages write dates', () => {
    const format = { date: (v: string) => `date(${v})`, money: (c: number) => `money(${c})` };
    expect(noticeValues({ amount: '$12.50', amountCents: 1250 }, format)).toEqual({ amount: 'money(1250)', amountCents: 1250 });
    expect(noticeValues({ resetDate: '2026-12-01', max: 3 }, format)).toEqual({ resetDate: 'date(2026-12-01)', max: 3 });
    expect(noticeValues(undefined, format)).toBeUndefined();
  });
});
