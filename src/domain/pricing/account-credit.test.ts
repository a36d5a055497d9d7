import { describe, expect, it } from 'vitest';
import { applyAccountCredit } from './account-credit';

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
