import { describe, expect, it } from 'vitest';
import type { LineReduction } from '../../contracts/cart';
import { reductionLabel } from './LineReductions';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

const translate = (catalog: Record<string, string>) => (id: string, values?: Record<string, string | number>) =>
  Object.entries(values ?? {}).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), catalog[id] ?? id);
const offer = (name: string | null, kind: LineReduction['kind'] = 'offer'): LineReduction => ({ kind, specialOfferId: 8, name, amount: 300 });

describe('what a shopper reads for a reduced line (issue 11 items 2, 3)', () => {
  it("names a visible offer or rebate, cut at 100 characters (cc §9)", () => {
    expect(reductionLabel(offer('15% off toys'), translate(en))).toBe('15% off toys');
    expect(reductionLabel(offer(`${'x'.repeat(120)}`, 'rebate'), translate(en))).toBe(`${'x'.repeat(100)}…`);
  });

  it('never names a hidden offer: Discount / Rabais, and its id in debug mode only', () => {
    expect(reductionLabel(offer(null, 'rebate'), translate(en))).toBe('Discount');
    expect(reductionLabel(offer(null, 'rebate'), translate(fr))).toBe('Rabais');
    expect(reductionLabel(offer(null), translate(en), true)).toBe('Discount (hidden offer #8)');
  });

  it('says the AutoOrder price', () => {
    const autoOrder: LineReduction = { kind: 'autoOrder', specialOfferId: null, name: null, amount: 195 };
    expect(reductionLabel(autoOrder, translate(en))).toBe('AutoOrder price');
    expect(reductionLabel(autoOrder, translate(fr))).toBe('Prix en commande automatique');
  });
});
