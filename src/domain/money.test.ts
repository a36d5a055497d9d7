import { describe, expect, it } from 'vitest';
import { parseDollarsToCents } from './money';

describe('parseDollarsToCents', () => {
  it.each([
    ['12', 1200], ['12.5', 1250], ['12.50', 1250], ['12,50', 1250], [' 0.05 ', 5], ['$7.99', 799], ['7,99 $', 799], ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,2,3', '1.234', '-5', '−5', '12.5.0', '1e3', '12 50', '.5', '12.', '99999999'])('refuses %j', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });
});
