import { describe, expect, it } from 'vitest';
import { applyAccountCredit, shareAccountCredit } from './account-credit';

describe('applyAccountCredit', () => {
  it('applies nothing when the total equals the minimum order value', () => {
    expect(applyAccountCredit(2500, 1000, 2500)).toEqual({ applied: 0, unused: 1000 });
  });

  it('applies the credit when the total is one cent above the minimum', () => {
    expect(applyAccountCredit(2501, 1000, 2500)).toEqual({ applied: 1000, unused: 0 });
  });

  it('applies nothing below the minimum', () => {
    expect(applyAccountCredit(100, 1000, 2500)).toEqual({ applied: 0, unused: 1000 });
  });

  it('applies no more than the total when the credit is larger, keeping the rest', () => {
    expect(applyAccountCredit(3000, 5000, 0)).toEqual({ applied: 3000, unused: 2000 });
  });

  it('applies all of it when the credit equals the total', () => {
    expect(applyAccountCredit(3000, 3000, 0)).toEqual({ applied: 3000, unused: 0 });
  });

  it('applies nothing without credit, and treats a negative credit as none', () => {
    expect(applyAccountCredit(3000, 0, 0)).toEqual({ applied: 0, unused: 0 });
    expect(applyAccountCredit(3000, -100, 0)).toEqual({ applied: 0, unused: 0 });
  });

  it('applies nothing to a total of 0 even with a minimum below it', () => {
    expect(applyAccountCredit(0, 1000, -1)).toEqual({ applied: 0, unused: 1000 });
  });
});

describe('shareAccountCredit', () => {
  it('spends one balance over the orders in turn: the first uses it up first', () => {
    expect(shareAccountCredit([3000, 4000, 5000], 5000, 0)).toEqual([0, 2000, 5000]);
  });

  it('leaves the later orders whole when the first one takes it all', () => {
    expect(shareAccountCredit([3000, 4000], 1000, 0)).toEqual([2000, 4000]);
  });

  it('skips an order at or under the minimum and keeps the credit for the next', () => {
    expect(shareAccountCredit([2000, 4000], 1000, 2500)).toEqual([2000, 3000]);
  });

  it('changes nothing without credit, and never goes below zero', () => {
    expect(shareAccountCredit([3000, 0], 0, 0)).toEqual([3000, 0]);
    expect(shareAccountCredit([3000], -500, 0)).toEqual([3000]);
    expect(shareAccountCredit([], 1000, 0)).toEqual([]);
  });
});
