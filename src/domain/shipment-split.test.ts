import { describe, expect, it } from 'vitest';
import { splitCharges, waitsOnVeterinarian } from './shipment-split';

describe('split shipping charges', () => {
  it('charges the waiting shipment its items and their share of the item taxes; the ready one the rest', () => {
    const items = [
      { id: 1, netPriceCents: 3000, requiresApproval: false, covered: false },
      { id: 2, netPriceCents: 1000, requiresApproval: true, covered: false },
    ];
    // 13 % HST on 4000 of items = 520, shipping 999 + 130 tax: total 5649.
    expect(splitCharges({ totalCents: 5649, itemsTaxCents: 520 }, items)).toEqual({ readyCents: 5649 - 1130, waitingCents: 1130 });
  });

  it('counts a covered approval item as ready', () => {
    expect(waitsOnVeterinarian({ requiresApproval: true, covered: true })).toBe(false);
    expect(waitsOnVeterinarian({ requiresApproval: true, covered: false })).toBe(true);
    expect(waitsOnVeterinarian({ requiresApproval: false, covered: false })).toBe(false);
  });

  it('never charges more than the total, whatever credit reduced it', () => {
    const items = [
      { id: 1, netPriceCents: 100, requiresApproval: false, covered: false },
      { id: 2, netPriceCents: 5000, requiresApproval: true, covered: false },
    ];
    const charges = splitCharges({ totalCents: 2000, itemsTaxCents: 0 }, items);
    expect(charges).toEqual({ readyCents: 0, waitingCents: 2000 });
  });
});
