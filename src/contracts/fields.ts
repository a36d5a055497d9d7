import { z } from 'zod';
import { isIsoDate } from '../domain/time';

/**
 * The building blocks every request field is made of (issue 10 §5;
 * docs/decisions/039-text-and-ids-in-requests.md), so a value the database cannot hold is a 400
 * naming the field, never a 500:
 * - text refuses control characters (PostgreSQL refuses U+0000 in text; the others have no place
 *   in a name, an address or a search) and unpaired surrogates (not text at all). A multi-line field
 *   (the product editor's descriptions) may hold tab and line breaks; it ends with
 *   `.meta(MULTI_LINE)` so the OpenAPI document says so.
 * - ids are whole numbers within the range of the columns they are compared with (PostgreSQL
 *   `integer`, the narrower of the two engines).
 */

/** The largest id a database id column holds (PostgreSQL integer and serial). */
export const MAX_DB_ID = 2_147_483_647;

/** Every C0 and C1 control character (tab and line breaks included), DEL, and unpaired surrogates. */
const FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
/** What a multi-line field may hold besides text: tab, line feed and carriage return. */
const LINE_WHITESPACE = /[\t\n\r]/g;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** True when a value typed on one line holds nothing but text (the forms check with it too). */
export const isPlainText = (value: string, { multiLine = false } = {}): boolean =>
  !FORBIDDEN.test(multiLine ? value.replace(LINE_WHITESPACE, '') : value);

/** The OpenAPI mark of a multi-line text field (`text({ multiLine: true })`, last in its chain). */
export const MULTI_LINE = { 'x-multi-line': true } as const;

/**
 * A text field; chain the field's own rules after it (`text().trim().min(1).max(50)`), so control
 * characters are refused before anything else looks at the value.
 */
export function text({ multiLine = false, missing }: { multiLine?: boolean; /** Message when it is absent or not a string. */ missing?: string } = {}) {
  return z.string(missing ? { error: missing } : undefined).refine((value) => isPlainText(value, { multiLine }), { message: CONTROL_CHARACTERS_MESSAGE });
}

const wholeNumber = (name: string) => `${name} must be a positive whole number`;

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_DB_ID);

/** An id that may be 0 or absent to mean "none" or "new" (a body's petId, a pet's id). */
export const idOrZeroSchema = z.number().int().nonnegative().max(MAX_DB_ID);

/** An id in a path or a query string (`/api/prods/details/{id}`, `?productId=`), named in its messages. */
export const idParam = (name: string) =>
  z.coerce
    .number({ error: wholeNumber(name) })
    .int({ error: wholeNumber(name) })
    .positive({ error: wholeNumber(name) })
    .max(MAX_DB_ID, { error: `${name} is too large` });

/** What a request's date field says when it is not a calendar day that exists. */
export const dateFieldMessage = (name: string) => `${name} must be a date (YYYY-MM-DD) that exists on the calendar, such as 2026-12-01`;

/**
 * A calendar day in a request, 'YYYY-MM-DD' (issue 24): one rule for every date the API takes (a
 * report's range, the orders list's dates, a coupon's first and last day, holiday hours, an expiry,
 * an AutoOrder's next date, the audit log's dates). An impossible day ('2026-02-31', '2026-13-45')
 * is a 400 naming the field, never read as another day. Chain `.optional()` or `.nullable()` after it.
 */
export const dateField = (name: string) =>
  text({ missing: dateFieldMessage(name) }).refine(isIsoDate, { message: dateFieldMessage(name) });

/** The most pages a list's `?page=` may ask for. */
export const LIST_MAX_PAGE = 100_000;

/** A list's `?page=`: a whole number from 1, 1 when absent. */
export const pageParam = () => z.coerce
  .number({ error: 'page must be a positive whole number' })
  .int({ error: 'page must be a positive whole number' })
  .min(1, { error: 'page must be a positive whole number' })
  .max(LIST_MAX_PAGE, { error: 'page is too large' })
  .default(1);

/** What a paged list answers beside its rows. */
export const pageFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows matching the filters, on every page. */
  totalCount: z.number().int(),
  pageCount: z.number().int(),
};
