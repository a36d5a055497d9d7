import { z } from 'zod';
import { LANGUAGES } from '../domain/constants';
import { text } from './fields';
import { FEED_COLUMNS, FEED_REFUSAL_REASONS } from '../domain/catalogue-feed/feed-row';

/**
 * The distributor's catalogue feed (issue 26, docs/catalogue-feed.md), for the site administrators
 * under /api/platform/catalogue/imports: the dry run answers what applying the feed would add, change
 * (field by field), discontinue and refuse, in the language asked. The body is the CSV text
 * (`Content-Type: text/csv`). Money is integer cents.
 */

/**
 * The largest feed read. A 100,000-row feed with its descriptions is about 108 MB; the body is
 * streamed to a temporary file as it arrives and read from there as a stream, never held whole.
 */
export const FEED_MAX_BYTES = 200 * 1024 * 1024;

/** How many added, changed and discontinued products a dry run lists (its counts are whole; its refusals all listed). */
export const DRY_RUN_LIST_LIMIT = 200;

export const catalogueFeedErrorCodes = [
  /** The whole feed is refused: larger than FEED_MAX_BYTES, not UTF-8, not readable CSV, no rows, or required columns missing. */
  'feed_too_large', 'feed_not_utf8', 'feed_malformed', 'feed_empty', 'feed_missing_columns',
  /** Apply: the feed still has refused rows (fix them; the dry run lists them), or another import is running. */
  'feed_has_refusals', 'import_running',
] as const;

export const dryRunQuerySchema = z.object({
  lang: z.enum(LANGUAGES).default('en'),
});

/** A child product as the feed describes it (the domain's FeedProduct). */
export const feedProductSchema = z.object({
  familyKey: z.string(),
  sku: z.string(),
  manufacturerId: z.number().int(),
  familyNameEn: z.string(),
  familyNameFr: z.string(),
  familyDescriptionEn: z.string(),
  familyDescriptionFr: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  formatEn: z.string(),
  formatFr: z.string(),
  categories: z.array(z.string()),
  properties: z.array(z.string()),
  unitPriceCents: z.number().int(),
  regularPriceCents: z.number().int(),
  autoOrderPriceCents: z.number().int(),
  rxFeeCents: z.number().int(),
  inStock: z.boolean(),
  rx: z.boolean(),
  approvalRequired: z.boolean(),
  bulk: z.boolean(),
  clinicPickupOnly: z.boolean(),
  madeInCanada: z.boolean(),
  terraCycle: z.boolean(),
  image: z.string(),
});

const fieldValue = z.union([z.string(), z.number(), z.boolean()]);
const column = z.enum(FEED_COLUMNS);

export const dryRunResponseSchema = z.object({
  isSuccess: z.literal(true),
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  counts: z.object({
    added: z.number().int(), changed: z.number().int(), unchanged: z.number().int(), discontinued: z.number().int(),
    refusedRows: z.number().int(), newFamilies: z.number().int(),
  }),
  listLimit: z.number().int(),
  added: z.array(z.object({ line: z.number().int(), newFamily: z.boolean(), product: feedProductSchema })),
  changed: z.array(z.object({
    line: z.number().int(), sku: z.string(), productId: z.number().int(), name: z.string(),
    /** The product was off the shop (discontinued by an earlier feed) and comes back. */
    reinstated: z.boolean(),
    /** Prices in cents, stock and flags as booleans, categories and properties `|`-joined. */
    changes: z.array(z.object({ column, from: fieldValue, to: fieldValue })),
  })),
  discontinued: z.array(z.object({ sku: z.string(), productId: z.number().int(), name: z.string() })),
  /** Every refusal, in line order; a row may have several. */
  refusals: z.array(z.object({
    line: z.number().int(), sku: z.string().nullable(), reason: z.enum(FEED_REFUSAL_REASONS), column: column.nullable(),
    value: z.string().nullable(), message: z.string(),
  })),
});
export type DryRunResponse = z.infer<typeof dryRunResponseSchema>;

/** Apply: the language of the refusals and the file's name as the administrator chose it (for the history). */
export const applyQuerySchema = dryRunQuerySchema.extend({
  fileName: text().trim().min(1).max(200).default('feed.csv'),
});

/**
 * `interrupted`: the row still says running, no server is applying it, and it started over an hour
 * ago — the process stopped mid-way, so its one transaction was rolled back and nothing was applied.
 */
export const IMPORT_STATUSES = ['running', 'applied', 'failed', 'interrupted'] as const;

/** One import of the kept history (issue 26: "who, when and the counts"). */
export const catalogueImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  bytes: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  byName: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  rows: z.number().int(),
  counts: z.object({
    added: z.number().int(), changed: z.number().int(), unchanged: z.number().int(), discontinued: z.number().int(),
    refused: z.number().int(), newFamilies: z.number().int(),
  }),
  /** While running, on the server doing it: the rows written so far (of `rows`). */
  processedRows: z.number().int().nullable(),
  /** Why a failed import failed (nothing of it was written). */
  error: z.string(),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;

export const applyResponseSchema = z.object({ isSuccess: z.literal(true), import: catalogueImportSchema });

/** The history, newest first. */
export const importListResponseSchema = z.object({ isSuccess: z.literal(true), imports: z.array(catalogueImportSchema) });

/** How many imports the history lists. */
export const IMPORT_HISTORY_LIMIT = 50;
