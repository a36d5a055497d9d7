import { describe, expect, it } from 'vitest';
import { SearchFilterError, filterFromQuery, parseSearchFilter, serializeSearchFilter, splitPropertyValue, type SearchFilter } from './catalogue-filter';

describe('sf: the search filter string', () => {
  const filter: SearchFilter = {
    l1: 10, l2: 1100, q: 'dry food | 100% "natural"', promoId: 5, mfgId: 3, bid: 2, pg: 2, pgSize: 48,
    selectedProperties: { lifestage: ['adult', 'senior|Âgé'], brand: ['boreal'] },
  };

  it('round-trips through serialize and parse', () => {
    const sf = serializeSearchFilter(filter);
    expect(sf).toBe('l1=10|l2=1100|q=dry%20food%20%7C%20100%25%20%22natural%22|promoId=5|mfgId=3|bid=2|brand=boreal|lifestage=adult|lifestage=senior%7C%C3%82g%C3%A9|pg=2|pgSize=48');
    expect(parseSearchFilter(sf)).toEqual(filter);
  });

  it('gives equal strings for equal filters', () => {
    const a = serializeSearchFilter({ selectedProperties: { b: ['1'], a: ['2'] }, l1: 20 });
    const b = serializeSearchFilter({ l1: 20, selectedProperties: { a: ['2'], b: ['1'] } });
    expect(a).toBe(b);
  });

  it('reads an empty sf as the empty filter', () => {
    expect(parseSearchFilter('')).toEqual({ selectedProperties: {} });
  });

  it.each([
    ['l1', 'not key=value'],
    ['l1=abc', 'positive whole number'],
    ['l1=0', 'positive whole number'],
    ['pg=-1', 'positive whole number'],
    ['q=%E0%A4%A', 'badly encoded'],
    ['debug=1', 'not a filter'],
    ['bad key=1', 'not a valid filter name'],
    ['lifestage=', 'must be 1 to'],
  ])('refuses %s', (sf, message) => {
    expect(() => parseSearchFilter(sf)).toThrow(SearchFilterError);
    expect(() => parseSearchFilter(sf)).toThrow(message);
  });

  it('splits a property value into query value and display', () => {
    expect(splitPropertyValue('senior|Âgé')).toEqual({ queryValue: 'senior', displayValue: 'Âgé' });
    expect(splitPropertyValue('adult')).toEqual({ queryValue: 'adult', displayValue: 'adult' });
  });

  it('reads plain query parameters: unknown names are properties, tracking parameters are ignored', () => {
    const parsed = filterFromQuery({ l1: '10', q: ' dog ', lifestage: ['adult', 'senior'], utm_source: 'mail', debug: '1' }, parseSearchFilter('brand=boreal'));
    expect(parsed).toEqual({ l1: 10, q: 'dog', selectedProperties: { brand: ['boreal'], lifestage: ['adult', 'senior'] } });
    expect(() => filterFromQuery({ l1: ['10', '20'] })).toThrow(/more than once/);
  });
});
