import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatPercent, formatTime } from './format';

// Local-time dates, so the test reads the same in any time zone.
const afternoon = new Date(2026, 0, 5, 14, 30);
const morning = new Date(2026, 10, 21, 9, 5);

// Intl puts narrow no-break spaces in some places; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney (cat §9)', () => {
  it('English: $ in front, comma thousands, period decimals', () => {
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(formatMoney(5, 'en')).toBe('$0.05');
  });
  it('French: $ after a space, space thousands, comma decimals', () => {
    expect(plain(formatMoney(123456, 'fr'))).toBe('1 234,56 $');
  });
});

describe('formatDate and formatDateTime (rr §9; issue 24 item 18)', () => {
  it('English is MM/dd/yyyy', () => {
    expect(formatDate(afternoon, 'en')).toBe('01/05/2026');
    expect(formatDate(morning, 'en')).toBe('11/21/2026');
  });
  it('French is "5 janvier 2026", or 2026-01-05 in tables', () => {
    expect(plain(formatDate(afternoon, 'fr'))).toBe('5 janvier 2026');
    expect(formatDate(afternoon, 'fr', 'numeric')).toBe('2026-01-05');
  });
  it('English times are on a 12-hour clock, French on a 24-hour one', () => {
    expect(plain(formatTime(afternoon, 'en'))).toBe('2:30 p.m.');
    expect(plain(formatTime(morning, 'en'))).toBe('9:05 a.m.');
    expect(plain(formatTime(afternoon, 'fr'))).toBe('14 h 30');
    expect(plain(formatDateTime(afternoon, 'fr'))).toBe('5 janvier 2026 à 14 h 30');
    expect(plain(formatDateTime(afternoon, 'fr', 'numeric'))).toBe('2026-01-05 14 h 30');
  });
  it('accepts ISO strings', () => {
    expect(formatDate(new Date(2026, 2, 9).toISOString(), 'en')).toBe('03/09/2026');
  });
});

describe('percentages (issue 11 item 19: Intl percent formatting everywhere)', () => {
  it('English has no space before the sign; French a non-breaking one', () => {
    expect(formatPercent(13, 'en')).toBe('13%');
    expect(formatPercent(13, 'fr')).toBe('13\u00a0%');
    expect(formatPercent(9.975, 'en')).toBe('9.975%');
    expect(formatPercent(9.975, 'fr')).toBe('9,975\u00a0%');
    expect(formatPercent(5, 'fr')).toBe('5\u00a0%');
  });
});
