import {
  filterFromQuery,
  NUMERIC_FILTER_KEYS,
  SearchFilterError,
  serializeSearchFilter,
  splitPropertyValue,
  type SearchFilter,
} from '../../../../contracts/catalogue-filter';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { CATEGORY_IDS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, RESULT_COUNT_CAP, type Language } from '../../../../domain/constants';
import { fixedL2IdOfName, l1IdOfName, l1Slug } from './category-names';

/**
 * The product list's address ↔ search filter (cat §2, §5, §9). Pure: the page reads the URL with
 * parseListQuery and writes every change (category, facet, pill, page) with the builders below.
 *
 * Query parameters: l1, l2, l3, q, pg, pgSize, mfgId, bid, debug; any other parameter is a property
 * filter whose value is `queryValue` or `queryValue|display` (only the display part is shown).
 */

/** The route parameters of the pages that show the list. */
export interface ListRoute {
  promoId?: string | undefined;
  l1Category?: string | undefined;
  l2Category?: string | undefined;
  l3Category?: string | undefined;
  /** /seasonal or /saisonnier: forces l1 = 50 and clears l2 and l3 (cat §2). */
  seasonal?: boolean;
}

export interface ListQuery {
  /** The filter the list call sends; l2 / l3 may still wait for `pendingNames`. */
  filter: SearchFilter;
  /** ?debug=1 in the address (debug mode is also a per-session user option). */
  debug: boolean;
  /** Deeper category names from the path, resolved against the category facets (cat §2). */
  pendingNames: { l2?: string; l3?: string };
}

export type ListQueryProblem =
  | { kind: 'badNumber'; key: string; value: string }
  | { kind: 'badFilter'; message: string }
  | { kind: 'unknownCategory'; name: string };

export type ParsedListQuery = { ok: true; query: ListQuery } | { ok: false; problem: ListQueryProblem };

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;
const isId = (value: string) => ID.test(value) && Number(value) <= MAX_ID;
const DEBUG_ON: ReadonlySet<string> = new Set(['1', 'true']);

/** URLSearchParams as the record filterFromQuery reads (a repeated key becomes a list). */
function toRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return record;
}

export function parseListQuery(params: URLSearchParams, route: ListRoute = {}): ParsedListQuery {
  // Numbers first, so a bad pg gets its own clear message rather than the parser's English one.
  for (const key of NUMERIC_FILTER_KEYS) {
    const values = params.getAll(key);
    const bad = values.find((value) => !isId(value.trim()));
    if (bad !== undefined || values.length > 1) return { ok: false, problem: { kind: 'badNumber', key, value: bad ?? values.join(',') } };
  }
  let filter: SearchFilter;
  try {
    filter = filterFromQuery(toRecord(params));
  } catch (error) {
    if (error instanceof SearchFilterError) return { ok: false, problem: { kind: 'badFilter', message: error.message } };
    throw error;
  }
  if (filter.pgSize !== undefined) filter.pgSize = Math.min(filter.pgSize, MAX_PAGE_SIZE);
  const pendingNames: ListQuery['pendingNames'] = {};

  if (route.promoId !== undefined) {
    if (!isId(route.promoId)) return { ok: false, problem: { kind: 'badNumber', key: 'promoId', value: route.promoId } };
    filter.promoId = Number(route.promoId);
  }
  if (route.seasonal) {
    filter.l1 = CATEGORY_IDS.seasonal;
    delete filter.l2;
    delete filter.l3;
  } else if (route.l1Category !== undefined) {
    const l1 = l1IdOfName(route.l1Category);
    if (l1 === null) return { ok: false, problem: { kind: 'unknownCategory', name: route.l1Category } };
    filter.l1 = l1;
    if (route.l2Category !== undefined) {
      delete filter.l2;
      delete filter.l3;
      const fixed = fixedL2IdOfName(l1, route.l2Category) ?? (isId(route.l2Category) ? Number(route.l2Category) : null);
      if (fixed !== null) filter.l2 = fixed;
      else pendingNames.l2 = route.l2Category;
      if (route.l3Category !== undefined) {
        if (isId(route.l3Category)) filter.l3 = Number(route.l3Category);
        else pendingNames.l3 = route.l3Category;
      }
    }
  }
  return { ok: true, query: { filter, debug: params.getAll('debug').some((value) => DEBUG_ON.has(value)), pendingNames } };
}

// ---------------------------------------------------------------- the list call

/** The filter without its promotion (a path parameter of the promo call) as `sf`. */
export function listCallSf(filter: SearchFilter): string {
  const { promoId: _promoId, ...rest } = filter;
  return serializeSearchFilter(rest);
}

/** cat §9: 32 when the address carries no pgSize (18 is only the initial state, see PageSkeleton). */
export function pageSizeOf(filter: SearchFilter): number {
  return filter.pgSize ?? DEFAULT_PAGE_SIZE;
}

// ---------------------------------------------------------------- counts and pages

export interface ResultRange {
  from: number;
  to: number;
  total: number;
  /** cat §9: a count of exactly 1000 is a capped total, shown as 'over 1000'. */
  capped: boolean;
}

/** 'showing x to y of z items'; null when nothing is shown on this page. */
export function resultRange(pg: number, pgSize: number, count: number, shown: number): ResultRange | null {
  if (count <= 0 || shown <= 0) return null;
  const from = (pg - 1) * pgSize + 1;
  return { from, to: from + shown - 1, total: count, capped: count >= RESULT_COUNT_CAP };
}

/** cat §5: total divided by page size, rounded up. */
export function pageCount(count: number, pgSize: number): number {
  return pgSize > 0 ? Math.ceil(Math.max(count, 0) / pgSize) : 0;
}

export type PagerItem = number | 'gap';

/** Page numbers around the current one, with the first and last always shown. */
export function pagerItems(current: number, total: number, around = 1): PagerItem[] {
  if (total <= 1) return [];
  const pages = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= total) pages.add(page);
  // Near an end, show a few more so the pager keeps its width.
  if (current <= 3) for (let page = 2; page <= Math.min(total, 4); page += 1) pages.add(page);
  if (current >= total - 2) for (let page = Math.max(1, total - 3); page < total; page += 1) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

// ---------------------------------------------------------------- writing the address

export interface ListLocation {
  pathname: string;
  search: string;
}

export interface CategoryChoice {
  l1: number;
  l2?: number | undefined;
  l3?: number | undefined;
}

function href(pathname: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function paramsOf(location: ListLocation): URLSearchParams {
  return new URLSearchParams(location.search);
}

const isPromoPath = (pathname: string) => /^\/products\/promo\/[^/]+\/?$/i.test(pathname);

/**
 * cat §2: choosing a category resets pg and pgSize and keeps the other filters. The top level goes
 * in the path in the shopper's language (/products/chiens); deeper levels as ids (?l2=…&l3=…).
 * On a promotion page the promotion stays and every level goes in the query.
 */
export function categoryHref(location: ListLocation, choice: CategoryChoice | null, language: Language): string {
  const params = paramsOf(location);
  for (const key of ['l1', 'l2', 'l3', 'pg', 'pgSize']) params.delete(key);
  if (isPromoPath(location.pathname)) {
    if (choice) {
      params.set('l1', String(choice.l1));
      if (choice.l2 !== undefined) params.set('l2', String(choice.l2));
      if (choice.l3 !== undefined) params.set('l3', String(choice.l3));
    }
    return href(location.pathname, params);
  }
  if (!choice) return href(PAGE_ROUTES.products, params);
  const slug = l1Slug(choice.l1, language);
  if (slug === null) params.set('l1', String(choice.l1));
  if (choice.l2 !== undefined) params.set('l2', String(choice.l2));
  if (choice.l3 !== undefined) params.set('l3', String(choice.l3));
  return href(slug === null ? PAGE_ROUTES.products : `${PAGE_ROUTES.products}/${slug}`, params);
}

/**
 * cat §2: 'all pets' clears the category, and q too when it cancels a search. The promotion,
 * like any other filter, stays.
 */
export function allPetsHref(location: ListLocation, options: { cancelSearch?: boolean } = {}): string {
  const params = paramsOf(location);
  for (const key of ['l1', 'l2', 'l3', 'pg', 'pgSize']) params.delete(key);
  if (options.cancelSearch) params.delete('q');
  return href(isPromoPath(location.pathname) ? location.pathname : PAGE_ROUTES.products, params);
}

/** The value written for a facet value: `queryValue|display` so a pill can name it (cat §2). */
export function propertyParamValue(queryValue: string, display: string): string {
  return display && display !== queryValue ? `${queryValue}|${display}` : queryValue;
}

/** Whether a property's raw values in the address hold this query value. */
export function hasPropertyValue(params: URLSearchParams, filterName: string, queryValue: string): boolean {
  return params.getAll(filterName).some((raw) => splitPropertyValue(raw).queryValue === queryValue);
}

/** cat §2: choosing (or clearing) a facet value goes back to page 1 and keeps everything else. */
export function facetHref(location: ListLocation, filterName: string, queryValue: string, display: string, selected: boolean): string {
  const params = paramsOf(location);
  const others = params.getAll(filterName).filter((raw) => splitPropertyValue(raw).queryValue !== queryValue);
  params.delete(filterName);
  for (const raw of others) params.append(filterName, raw);
  if (selected) params.append(filterName, propertyParamValue(queryValue, display));
  params.delete('pg');
  return href(location.pathname, params);
}

/** Removes one filter of the address (a pill's remove button), back to page 1. */
export function withoutParamHref(location: ListLocation, key: string, queryValue?: string): string {
  const params = paramsOf(location);
  if (queryValue === undefined) params.delete(key);
  else {
    const others = params.getAll(key).filter((raw) => splitPropertyValue(raw).queryValue !== queryValue);
    params.delete(key);
    for (const raw of others) params.append(key, raw);
  }
  params.delete('pg');
  return href(location.pathname, params);
}

/** Leaves the promotion for the whole catalogue, keeping the other filters. */
export function withoutPromotionHref(location: ListLocation, language: Language): string {
  const params = paramsOf(location);
  params.delete('pg');
  const l1 = Number(params.get('l1'));
  const slug = params.has('l1') ? l1Slug(l1, language) : null;
  if (slug !== null) params.delete('l1');
  return href(slug === null ? PAGE_ROUTES.products : `${PAGE_ROUTES.products}/${slug}`, params);
}

/** Sets the search text from the filter dialog; page 1. */
export function searchHref(location: ListLocation, q: string): string {
  const params = paramsOf(location);
  if (q.trim()) params.set('q', q.trim());
  else params.delete('q');
  params.delete('pg');
  return href(location.pathname, params);
}

/** Page 1 is written as no pg. */
export function pageHref(location: ListLocation, pg: number): string {
  const params = paramsOf(location);
  if (pg <= 1) params.delete('pg');
  else params.set('pg', String(pg));
  return href(location.pathname, params);
}

// ---------------------------------------------------------------- pills

export interface PropertyPill {
  filterName: string;
  queryValue: string;
  /** The property's name (facet displayName), or its filter name when no facet names it. */
  label: string;
  /** The value as shown: the facet's name in the current language, else the display part. */
  value: string;
}

/** Selected property filters as pills, in address order (cat §2). */
export function propertyPills(
  filter: SearchFilter,
  facets: readonly { filterName: string; displayName: string; facetValue: string; queryValue: string }[],
): PropertyPill[] {
  const pills: PropertyPill[] = [];
  for (const [filterName, values] of Object.entries(filter.selectedProperties)) {
    const named = facets.filter((facet) => facet.filterName === filterName);
    for (const raw of values) {
      const { queryValue, displayValue } = splitPropertyValue(raw);
      // cat §2: a query|display value shows exactly its display part; a bare value the facet's name for it.
      const hasDisplayPart = raw.includes('|') && displayValue.trim() !== '';
      const facet = named.find((candidate) => candidate.queryValue === queryValue);
      pills.push({ filterName, queryValue, label: named[0]?.displayName ?? filterName, value: hasDisplayPart ? displayValue : (facet?.facetValue ?? queryValue) });
    }
  }
  return pills;
}
