import { describe, expect, it } from 'vitest';
import type { CategoryFacet } from '../../../../contracts/catalogue';
import { l1IdOfName, matchCategoryName, slugify } from './category-names';
import {
  allPetsHref,
  categoryHref,
  facetHref,
  listCallSf,
  pageCount,
  pageHref,
  pageSizeOf,
  pagerItems,
  parseListQuery,
  propertyPills,
  resultRange,
  searchHref,
  withoutParamHref,
  withoutPromotionHref,
} from './list-query';

const parse = (search: string, route = {}) => parseListQuery(new URLSearchParams(search), route);
const query = (search: string, route = {}) => {
  const parsed = parse(search, route);
  if (!parsed.ok) throw new Error(`unexpected problem ${JSON.stringify(parsed.problem)}`);
  return parsed.query;
};

describe('parseListQuery: query parameters (cat §2, §5)', () => {
  it('reads the known keys as numbers and text', () => {
    expect(query('l1=10&l2=1100&l3=11001&q=dry%20food&pg=3&pgSize=18&mfgId=235&bid=101').filter).toEqual({
      l1: 10,
      l2: 1100,
      l3: 11001,
      q: 'dry food',
      pg: 3,
      pgSize: 18,
      mfgId: 235,
      bid: 101,
      selectedProperties: {},
    });
  });

  it('treats any other parameter as a property filter, repeated values kept', () => {
    const { filter } = query('lifestage=adult%7CAdult&lifestage=senior&brand=maple-ridge%7CMaple%20Ridge');
    expect(filter.selectedProperties).toEqual({ lifestage: ['adult|Adult', 'senior'], brand: ['maple-ridge|Maple Ridge'] });
  });

  it('reads debug=1 and debug=true, and never makes debug a filter', () => {
    expect(query('debug=1').debug).toBe(true);
    expect(query('debug=true').debug).toBe(true);
    expect(query('debug=0').debug).toBe(false);
    expect(query('debug=1').filter.selectedProperties).toEqual({});
  });

  it('ignores tracking parameters and an empty q', () => {
    expect(query('utm_source=mail&q=%20%20').filter).toEqual({ selectedProperties: {} });
  });

  it('clamps a huge page size to the largest the API serves', () => {
    expect(query('pgSize=500').filter.pgSize).toBe(96);
  });

  it.each([
    ['pg=abc', 'pg', 'abc'],
    ['pg=0', 'pg', '0'],
    ['pg=-2', 'pg', '-2'],
    ['pg=1.5', 'pg', '1.5'],
    ['pgSize=', 'pgSize', ''],
    ['l1=dogs', 'l1', 'dogs'],
    ['pg=99999999999', 'pg', '99999999999'],
  ])('refuses %s with a clear problem', (search, key, value) => {
    expect(parse(search)).toEqual({ ok: false, problem: { kind: 'badNumber', key, value } });
  });

  it('refuses a number given twice', () => {
    expect(parse('pg=2&pg=3')).toMatchObject({ ok: false, problem: { kind: 'badNumber', key: 'pg' } });
  });

  it('refuses a malformed property name', () => {
    expect(parse('%24weird=1')).toMatchObject({ ok: false, problem: { kind: 'badFilter' } });
  });
});

describe('parseListQuery: routes (cat §2)', () => {
  it.each([
    ['dogs', 10],
    ['chiens', 10],
    ['cats', 20],
    ['chats', 20],
    ['smallanimals', 30],
    ['petitsanimaux', 30],
    ['seasonal', 50],
    ['saisonnier', 50],
    ['DOGS', 10],
  ])('maps %s to l1 %i', (name, l1) => {
    expect(query('', { l1Category: name }).filter.l1).toBe(l1);
  });

  it('says which top-level name is unknown', () => {
    expect(parse('', { l1Category: 'horses' })).toEqual({ ok: false, problem: { kind: 'unknownCategory', name: 'horses' } });
  });

  it.each([
    ['dogs', 1140],
    ['cats', 2124],
    ['chats', 2124],
    ['smallanimals', 3024],
  ])('maps the second-level seasonal under %s to %i', (l1Category, l2) => {
    expect(query('', { l1Category, l2Category: 'seasonal' }).filter.l2).toBe(l2);
    expect(query('', { l1Category, l2Category: 'saisonnier' }).filter.l2).toBe(l2);
  });

  it('leaves other deeper names to be resolved against the facets', () => {
    const { filter, pendingNames } = query('l2=5&l3=6', { l1Category: 'dogs', l2Category: 'food', l3Category: 'dry-food' });
    expect(filter).toMatchObject({ l1: 10 });
    expect(filter.l2).toBeUndefined();
    expect(filter.l3).toBeUndefined();
    expect(pendingNames).toEqual({ l2: 'food', l3: 'dry-food' });
  });

  it('takes ids in the path or in the query for deeper levels', () => {
    expect(query('', { l1Category: 'dogs', l2Category: '1100', l3Category: '11001' }).filter).toMatchObject({ l1: 10, l2: 1100, l3: 11001 });
    expect(query('l2=1100&l3=11001', { l1Category: 'dogs' }).filter).toMatchObject({ l1: 10, l2: 1100, l3: 11001 });
  });

  it('the path name wins over an l1 in the query', () => {
    expect(query('l1=20', { l1Category: 'dogs' }).filter.l1).toBe(10);
  });

  it('the seasonal route forces l1=50 and clears l2 and l3', () => {
    const { filter } = query('l1=10&l2=1100&l3=11001&q=toy', { seasonal: true });
    expect(filter).toMatchObject({ l1: 50, q: 'toy' });
    expect(filter.l2).toBeUndefined();
    expect(filter.l3).toBeUndefined();
  });

  it('reads the promotion id from the path, and refuses a bad one', () => {
    expect(query('brand=aurora', { promoId: '10' }).filter).toMatchObject({ promoId: 10, selectedProperties: { brand: ['aurora'] } });
    expect(parse('', { promoId: 'summer' })).toEqual({ ok: false, problem: { kind: 'badNumber', key: 'promoId', value: 'summer' } });
  });
});

describe('category names', () => {
  const facets: CategoryFacet[] = [
    { id: 1100, facetValue: 'Food', facetValueFr: 'Nourriture', count: 5, sortOrder: 1, parentId: 10, iconUrl: null },
    { id: 11004, facetValue: 'Raw & freeze-dried', facetValueFr: 'Cru et lyophilisé', count: 2, sortOrder: 2, parentId: 1100, iconUrl: null },
  ];

  it('slugs like the server', () => {
    expect(slugify('Nourriture sèche')).toBe('nourriture-seche');
    expect(slugify('Raw & freeze-dried')).toBe('raw-freeze-dried');
    expect(slugify('Prévention du ver du cœur')).toBe('prevention-du-ver-du-coeur');
  });

  it('matches English, French, any case, or the id', () => {
    expect(matchCategoryName('food', facets)?.id).toBe(1100);
    expect(matchCategoryName('nourriture', facets)?.id).toBe(1100);
    expect(matchCategoryName('Cru-et-Lyophilise', facets)?.id).toBe(11004);
    expect(matchCategoryName('11004', facets)?.id).toBe(11004);
    expect(matchCategoryName('toys', facets)).toBeNull();
  });

  it('names top-level ids with or without a hyphen', () => {
    expect(l1IdOfName('small-animals')).toBe(30);
    expect(l1IdOfName('unknown')).toBeNull();
  });
});

describe('the list call and page size (cat §9)', () => {
  it('sends the filter as sf, the promotion being a path parameter', () => {
    const { filter } = query('q=salmon&brand=aurora%7CAurora&pg=2', { promoId: '7', l1Category: 'cats' });
    expect(listCallSf(filter)).toBe('l1=20|q=salmon|brand=aurora%7CAurora|pg=2');
  });

  it('uses 32 when the address has no pgSize, else its pgSize', () => {
    expect(pageSizeOf(query('').filter)).toBe(32);
    expect(pageSizeOf(query('pgSize=18').filter)).toBe(18);
  });
});

describe('counts and pages (cat §5, §9)', () => {
  it('shows x to y of z', () => {
    expect(resultRange(1, 32, 309, 32)).toEqual({ from: 1, to: 32, total: 309, capped: false });
    expect(resultRange(10, 32, 309, 21)).toEqual({ from: 289, to: 309, total: 309, capped: false });
    expect(resultRange(1, 32, 0, 0)).toBeNull();
    expect(resultRange(50, 32, 309, 0)).toBeNull();
  });

  it('treats a count of 1000 as capped', () => {
    expect(resultRange(1, 32, 1000, 32)?.capped).toBe(true);
    expect(resultRange(1, 32, 999, 32)?.capped).toBe(false);
  });

  it('counts pages rounding up', () => {
    expect(pageCount(309, 32)).toBe(10);
    expect(pageCount(32, 32)).toBe(1);
    expect(pageCount(33, 32)).toBe(2);
    expect(pageCount(0, 32)).toBe(0);
  });

  it('shows no pager items for one page, and windows long ranges', () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(6, 32)).toEqual([1, 'gap', 5, 6, 7, 'gap', 32]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pagerItems(32, 32)).toEqual([1, 'gap', 29, 30, 31, 32]);
  });
});

describe('writing the address (cat §2 behaviour)', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('choosing a category resets pg and pgSize and keeps the other filters', () => {
    const location = at('/products', '?q=toy&brand=aurora&pg=3&pgSize=18');
    expect(categoryHref(location, { l1: 10 }, 'en')).toBe('/products/dogs?q=toy&brand=aurora');
    expect(categoryHref(location, { l1: 10 }, 'fr')).toBe('/products/chiens?q=toy&brand=aurora');
    expect(categoryHref(at('/products/dogs', '?pg=2'), { l1: 10, l2: 1100 }, 'en')).toBe('/products/dogs?l2=1100');
    expect(categoryHref(at('/seasonal'), { l1: 50, l2: 5010 }, 'en')).toBe('/products/seasonal?l2=5010');
  });

  it('keeps the promotion when choosing a category on a promotion page', () => {
    expect(categoryHref(at('/products/promo/10', '?pg=2'), { l1: 10, l2: 1100 }, 'en')).toBe('/products/promo/10?l1=10&l2=1100');
  });

  it('all pets clears the category, and q only when it cancels a search', () => {
    const location = at('/products/dogs', '?l2=1100&q=toy&brand=aurora&pg=2');
    expect(allPetsHref(location)).toBe('/products?q=toy&brand=aurora');
    expect(allPetsHref(location, { cancelSearch: true })).toBe('/products?brand=aurora');
  });

  it('choosing a facet value goes to page 1 and writes query|display', () => {
    const location = at('/products/dogs', '?pg=4&brand=aurora%7CAurora');
    expect(facetHref(location, 'brand', 'boreal', 'Boréal', true)).toBe('/products/dogs?brand=aurora%7CAurora&brand=boreal%7CBor%C3%A9al');
    expect(facetHref(location, 'brand', 'aurora', 'Aurora', false)).toBe('/products/dogs');
    expect(facetHref(location, 'size', 'small', 'small', true)).toBe('/products/dogs?brand=aurora%7CAurora&size=small');
  });

  it('removes one pill at a time', () => {
    const location = at('/products', '?q=toy&brand=a&brand=b%7CB&pg=2');
    expect(withoutParamHref(location, 'q')).toBe('/products?brand=a&brand=b%7CB');
    expect(withoutParamHref(location, 'brand', 'b')).toBe('/products?q=toy&brand=a');
  });

  it('leaves a promotion for the catalogue with the same filters', () => {
    expect(withoutPromotionHref(at('/products/promo/3', '?l1=20&q=x&pg=2'), 'en')).toBe('/products/cats?q=x');
    expect(withoutPromotionHref(at('/products/promo/3', '?brand=a'), 'fr')).toBe('/products?brand=a');
  });

  it('sets the search text and pages', () => {
    expect(searchHref(at('/products/dogs', '?pg=2'), ' kibble ')).toBe('/products/dogs?q=kibble');
    expect(searchHref(at('/products', '?q=x'), '')).toBe('/products');
    expect(pageHref(at('/products', '?q=x'), 3)).toBe('/products?q=x&pg=3');
    expect(pageHref(at('/products', '?q=x&pg=3'), 1)).toBe('/products?q=x');
  });
});

describe('pills (cat §2: only the display part is shown)', () => {
  it('shows exactly the display part of a query|display value, even when the facet names the value otherwise (issue 11 item 12)', () => {
    const { filter } = query('brand=aurora%7CAurora%20Brand&lifestage=adult%7CAdult');
    const facets = [
      { filterName: 'brand', displayName: 'Marque', facetValue: 'Aurora', queryValue: 'aurora' },
      { filterName: 'lifestage', displayName: 'Stade de vie', facetValue: 'Senior', queryValue: 'senior' },
    ];
    expect(propertyPills(filter, facets)).toEqual([
      { filterName: 'brand', queryValue: 'aurora', label: 'Marque', value: 'Aurora Brand' },
      { filterName: 'lifestage', queryValue: 'adult', label: 'Stade de vie', value: 'Adult' },
    ]);
  });

  it('names a bare value from the facets, else shows it as it is', () => {
    const { filter } = query('brand=aurora&size=xl&colour=red%7C');
    const facets = [{ filterName: 'brand', displayName: 'Marque', facetValue: 'Aurora', queryValue: 'aurora' }];
    expect(propertyPills(filter, facets)).toEqual([
      { filterName: 'brand', queryValue: 'aurora', label: 'Marque', value: 'Aurora' },
      { filterName: 'size', queryValue: 'xl', label: 'size', value: 'xl' },
      { filterName: 'colour', queryValue: 'red', label: 'colour', value: 'red' },
    ]);
  });
});
