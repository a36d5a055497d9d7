import { describe, expect, it } from 'vitest';
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
});
