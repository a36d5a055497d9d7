/**
 * The search filter (cat §3 "Search filter") and its one-string form `sf`, shared by the server and
 * the web so both read and write it the same way.
 *
 * `sf` format: `key=value` pairs joined by a bar, each key and value URI-encoded (so a bar inside
 * a value travels as %7C), e.g. `l1=10|l2=1100|q=dry%20food|lifestage=adult|lifestage=senior|promoId=5`.
 * - Known keys: l1, l2, l3, promoId, mfgId, bid, pg, pgSize (positive whole numbers) and q (text).
 * - Any other key is a property filter: filterName=queryValue. A value may be `queryValue|display`
 *   (cat §2, §5): only the query value filters, the display part is what a pill shows. Repeating a
 *   property gives several values: values of one property are OR-ed, different properties AND-ed.
 * - The same keys are accepted as plain query parameters of the list call (and of the page URL).
 */
export const NUMERIC_FILTER_KEYS = ['l1', 'l2', 'l3', 'promoId', 'mfgId', 'bid', 'pg', 'pgSize'] as const;
export type NumericFilterKey = (typeof NUMERIC_FILTER_KEYS)[number];

/** Query parameters that are never property filters. */
export const RESERVED_QUERY_KEYS: ReadonlySet<string> = new Set([...NUMERIC_FILTER_KEYS, 'q', 'sf', 'debug', 'lang', 'rnd']);

/** Tracking and cache-busting parameters a page URL may carry; neither filters nor errors. */
const IGNORED_KEY = /^(?:utm_[a-z]+|gclid|fbclid|_)$/i;
const KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,49}$/;

export const FILTER_LIMITS = { qMax: 200, valueMax: 100, propertyValuesMax: 50, sfMax: 4000 } as const;

export interface SearchFilter {
  l1?: number;
  l2?: number;
  l3?: number;
  q?: string;
  promoId?: number;
  mfgId?: number;
  /** Brand id: the id of a value of the `brand` property (the same as selecting that brand). */
  bid?: number;
  pg?: number;
  pgSize?: number;
  /** filterName → selected values, each `queryValue` or `queryValue|display`. */
  selectedProperties: Record<string, string[]>;
}

export class SearchFilterError extends Error {}

export const emptyFilter = (): SearchFilter => ({ selectedProperties: {} });

/** `queryValue|display` → both parts; a plain value is its own display. */
export function splitPropertyValue(value: string): { queryValue: string; displayValue: string } {
  const bar = value.indexOf('|');
  return bar < 0 ? { queryValue: value, displayValue: value } : { queryValue: value.slice(0, bar), displayValue: value.slice(bar + 1) };
}

function positiveInt(key: string, raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw new SearchFilterError(`${key} must be a positive whole number`);
  }
  return Number(raw);
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new SearchFilterError(`sf holds a badly encoded part: '${part.slice(0, 40)}'`);
  }
}

/** Adds one key/value to a filter; throws SearchFilterError on a bad key or value. */
function addEntry(filter: SearchFilter, key: string, value: string, source: 'sf' | 'query'): void {
  if ((NUMERIC_FILTER_KEYS as readonly string[]).includes(key)) {
    filter[key as NumericFilterKey] = positiveInt(key, value.trim());
    return;
  }
  if (key === 'q') {
    if (value.length > FILTER_LIMITS.qMax) throw new SearchFilterError(`q is longer than ${FILTER_LIMITS.qMax} characters`);
    const q = value.trim();
    if (q) filter.q = q;
    else delete filter.q;
    return;
  }
  if (RESERVED_QUERY_KEYS.has(key)) {
    if (source === 'sf') throw new SearchFilterError(`'${key}' is not a filter`);
    return;
  }
  if (IGNORED_KEY.test(key)) return;
  if (!KEY.test(key)) throw new SearchFilterError(`'${key.slice(0, 50)}' is not a valid filter name`);
  if (value.length === 0 || value.length > FILTER_LIMITS.valueMax) {
    throw new SearchFilterError(`the value of filter '${key}' must be 1 to ${FILTER_LIMITS.valueMax} characters`);
  }
  const values = (filter.selectedProperties[key] ??= []);
  if (!values.includes(value)) values.push(value);
  const total = Object.values(filter.selectedProperties).reduce((sum, list) => sum + list.length, 0);
  if (total > FILTER_LIMITS.propertyValuesMax) throw new SearchFilterError('too many property filters');
}

/** Reads an `sf` string; an empty string is the empty filter. Throws SearchFilterError when malformed. */
export function parseSearchFilter(sf: string): SearchFilter {
  const filter = emptyFilter();
  if (sf.length > FILTER_LIMITS.sfMax) throw new SearchFilterError(`sf is longer than ${FILTER_LIMITS.sfMax} characters`);
  for (const part of sf.split('|')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq <= 0) throw new SearchFilterError(`sf part '${part.slice(0, 40)}' is not key=value`);
    addEntry(filter, decode(part.slice(0, eq)), decode(part.slice(eq + 1)), 'sf');
  }
  return filter;
}

/** Writes a filter as `sf`, in a stable order, so equal filters give equal strings. */
export function serializeSearchFilter(filter: Partial<SearchFilter>): string {
  const parts: string[] = [];
  const put = (key: string, value: string | number) => parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  for (const key of ['l1', 'l2', 'l3'] as const) if (filter[key] !== undefined) put(key, filter[key]);
  if (filter.q?.trim()) put('q', filter.q.trim());
  for (const key of ['promoId', 'mfgId', 'bid'] as const) if (filter[key] !== undefined) put(key, filter[key]);
  const properties = filter.selectedProperties ?? {};
  for (const name of Object.keys(properties).sort()) for (const value of properties[name] ?? []) put(name, value);
  for (const key of ['pg', 'pgSize'] as const) if (filter[key] !== undefined) put(key, filter[key]);
  return parts.join('|');
}

/**
 * A filter from plain query parameters (the list call's, or the page URL's): known keys as above,
 * any other parameter a property filter (cat §2, §5). Values given twice stay several values.
 */
export function filterFromQuery(query: Record<string, unknown>, base: SearchFilter = emptyFilter()): SearchFilter {
  const filter: SearchFilter = { ...base, selectedProperties: { ...base.selectedProperties } };
  for (const [name, list] of Object.entries(filter.selectedProperties)) filter.selectedProperties[name] = [...list];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || key === 'sf') continue;
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (typeof value !== 'string' && typeof value !== 'number') throw new SearchFilterError(`'${key}' has an unreadable value`);
      if ((NUMERIC_FILTER_KEYS as readonly string[]).includes(key) && Array.isArray(raw) && raw.length > 1) {
        throw new SearchFilterError(`${key} is given more than once`);
      }
      addEntry(filter, key, String(value), 'query');
    }
  }
  return filter;
}
