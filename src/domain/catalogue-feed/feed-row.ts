import type { Cents } from '../money';
import { priceRuleBreaks } from '../product-prices';

/**
 * The distributor's catalogue feed (issue 26, docs/catalogue-feed.md): one CSV row per child product
 * (format), its family's columns repeated on every row of the family. Pure rules: a row's cells in,
 * a typed product or the reasons it is refused out; the CSV text itself is read by the server.
 */
export const FEED_COLUMNS = [
  'family_key', 'sku', 'manufacturer_id',
  'family_name_en', 'family_name_fr', 'family_description_en', 'family_description_fr',
  'name_en', 'name_fr', 'format_en', 'format_fr',
  'categories', 'properties',
  'unit_price', 'regular_price', 'auto_order_price', 'rx_fee',
  'stock',
  'rx', 'approval_required', 'bulk', 'clinic_pickup_only', 'made_in_canada', 'terracycle',
  'image',
] as const;
export type FeedColumn = (typeof FEED_COLUMNS)[number];

/** Columns a feed may leave out of its header (their cells then read as empty). */
const OPTIONAL_COLUMNS: readonly FeedColumn[] = [
  'family_description_en', 'family_description_fr', 'properties', 'auto_order_price', 'rx_fee',
  'rx', 'approval_required', 'bulk', 'clinic_pickup_only', 'made_in_canada', 'terracycle', 'image',
];

/** The header's required columns it lacks (the feed is then refused whole). */
export function missingColumns(header: readonly string[]): FeedColumn[] {
  const present = new Set(header.map((name) => name.trim().toLowerCase()));
  return FEED_COLUMNS.filter((column) => !OPTIONAL_COLUMNS.includes(column) && !present.has(column));
}

/** Why a row is refused; the API words each in English and French. */
export const FEED_REFUSAL_REASONS = [
  'wrong_column_count', 'missing_family_key', 'missing_sku', 'duplicate_sku', 'missing_name_en', 'missing_name_fr',
  'missing_value', 'bad_manufacturer', 'bad_price', 'regular_below_unit', 'auto_order_above_unit', 'bad_stock', 'bad_flag',
  'unknown_category', 'unknown_property', 'bad_image', 'family_mismatch',
] as const;
export type FeedRefusalReason = (typeof FEED_REFUSAL_REASONS)[number];

export interface FeedRefusal {
  /** The row's first line in the file (the header is line 1). */
  line: number;
  sku: string | null;
  reason: FeedRefusalReason;
  /** The column at fault, when one is. */
  column: FeedColumn | null;
  /** The cell's text, when it helps (a bad price, an unknown category). */
  value: string | null;
}

/** A child product as the feed describes it. Family fields repeat on each of the family's rows. */
export interface FeedProduct {
  familyKey: string;
  sku: string;
  manufacturerId: number;
  familyNameEn: string;
  familyNameFr: string;
  familyDescriptionEn: string;
  familyDescriptionFr: string;
  nameEn: string;
  nameFr: string;
  formatEn: string;
  formatFr: string;
  /** Category paths of English slugs (`dogs/food/dry-food`), the primary one first. */
  categories: string[];
  /** `filter=value` pairs (`lifestage=adult`), sorted. */
  properties: string[];
  unitPriceCents: Cents;
  regularPriceCents: Cents;
  autoOrderPriceCents: Cents;
  rxFeeCents: Cents;
  inStock: boolean;
  rx: boolean;
  approvalRequired: boolean;
  bulk: boolean;
  clinicPickupOnly: boolean;
  madeInCanada: boolean;
  terraCycle: boolean;
  image: string;
}

/** The fields a family's rows must agree on. */
export const FAMILY_FIELDS = [
  'manufacturerId', 'familyNameEn', 'familyNameFr', 'familyDescriptionEn', 'familyDescriptionFr', 'categories', 'properties', 'madeInCanada',
] as const satisfies readonly (keyof FeedProduct)[];

/** What the catalogue already knows, for checking a row's references. */
export interface FeedReference {
  manufacturerIds: ReadonlySet<number>;
  /** Every category path (`dogs`, `dogs/food`, `dogs/food/dry-food`). */
  categoryPaths: ReadonlySet<string>;
  /** Every `filter=value` pair. */
  propertyValues: ReadonlySet<string>;
}

const PRICE = /^\d{1,7}(?:\.\d{1,2})?$/;

/** A price in dollars with a dot and at most two decimals (`12`, `12.5`, `12.50`) in cents, else null. */
export function parseDollars(text: string): Cents | null {
  const trimmed = text.trim();
  if (!PRICE.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the feed writes them (`12.50`). */
export function dollarsOf(cents: Cents): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const YES = new Set(['yes', 'y', 'true', '1', 'oui', 'o']);
const NO = new Set(['no', 'n', 'false', '0', 'non', '']);

/** A flag cell: yes/no, true/false, 1/0, oui/non, any case; empty is no. Null when it is none of these. */
export function parseFlag(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}

const STOCK: Record<string, boolean> = { in: true, in_stock: true, 'in stock': true, out: false, out_of_stock: false, 'out of stock': false };
const IMAGE_FILE = /^(?:[\w-]+\/)*[\w-][\w.-]*\.(?:png|jpe?g|webp|svg)$/i;
const IMAGE_URL = /^https:\/\/[^\s]+$/i;

/** An image is an https URL or a file name, under folders or not (png, jpeg, webp, svg; no `..`); empty is none. */
export function isFeedImage(text: string): boolean {
  return text === '' || IMAGE_FILE.test(text) || IMAGE_URL.test(text);
}

/** A list cell: `|`-separated, trimmed, empties dropped. */
function listOf(text: string): string[] {
  return text.split('|').map((part) => part.trim()).filter((part) => part !== '');
}

export type RowResult = { ok: true; product: FeedProduct } | { ok: false; refusals: FeedRefusal[] };

/** One data row's cells by column name (absent columns read as empty). */
export type FeedCells = Partial<Record<string, string>>;

/** Reads one row into a product, or every reason it is refused. */
export function parseFeedRow(line: number, cells: FeedCells, reference: FeedReference): RowResult {
  const cell = (column: FeedColumn) => (cells[column] ?? '').trim();
  const sku = cell('sku');
  const refusals: FeedRefusal[] = [];
  const refuse = (reason: FeedRefusalReason, column: FeedColumn | null = null, value: string | null = null) => {
    refusals.push({ line, sku: sku || null, reason, column, value });
  };

  if (!cell('family_key')) refuse('missing_family_key', 'family_key');
  if (!sku) refuse('missing_sku', 'sku');
  if (!cell('name_en')) refuse('missing_name_en', 'name_en');
  if (!cell('name_fr')) refuse('missing_name_fr', 'name_fr');
  for (const column of ['family_name_en', 'family_name_fr', 'format_en', 'format_fr'] as const) {
    if (!cell(column)) refuse('missing_value', column);
  }

  const manufacturerText = cell('manufacturer_id');
  const manufacturerId = /^\d{1,9}$/.test(manufacturerText) ? Number(manufacturerText) : NaN;
  if (!reference.manufacturerIds.has(manufacturerId)) refuse('bad_manufacturer', 'manufacturer_id', manufacturerText);

  const price = (column: FeedColumn, fallback: Cents | null): Cents | null => {
    const text = cell(column);
    if (text === '' && fallback !== null) return fallback;
    const cents = parseDollars(text);
    if (cents === null) refuse('bad_price', column, text);
    return cents;
  };
  const unit = price('unit_price', null);
  const regular = price('regular_price', unit ?? 0);
  const autoOrder = price('auto_order_price', unit ?? 0);
  const rxFee = price('rx_fee', 0);
  for (const broken of priceRuleBreaks({ unitCents: unit, regularCents: regular, autoOrderCents: autoOrder })) {
    if (broken === 'unit_not_positive') refuse('bad_price', 'unit_price', cell('unit_price'));
    else if (broken === 'regular_below_unit') refuse('regular_below_unit', 'regular_price', cell('regular_price'));
    else refuse('auto_order_above_unit', 'auto_order_price', cell('auto_order_price'));
  }

  const stock = STOCK[cell('stock').toLowerCase()];
  if (stock === undefined) refuse('bad_stock', 'stock', cell('stock'));

  const flag = (column: FeedColumn): boolean => {
    const value = parseFlag(cell(column));
    if (value === null) refuse('bad_flag', column, cell(column));
    return value ?? false;
  };
  const flags = {
    rx: flag('rx'), approvalRequired: flag('approval_required'), bulk: flag('bulk'), clinicPickupOnly: flag('clinic_pickup_only'),
    madeInCanada: flag('made_in_canada'), terraCycle: flag('terracycle'),
  };

  const categories = listOf(cell('categories')).map((path) => path.toLowerCase().split('/').map((s) => s.trim()).join('/'));
  if (categories.length === 0) refuse('missing_value', 'categories');
  for (const path of categories) if (!reference.categoryPaths.has(path)) refuse('unknown_category', 'categories', path);

  const properties = listOf(cell('properties')).map((pair) => pair.split('=').map((s) => s.trim().toLowerCase()).join('=')).sort();
  for (const pair of properties) if (!reference.propertyValues.has(pair)) refuse('unknown_property', 'properties', pair);

  const image = cell('image');
  if (!isFeedImage(image)) refuse('bad_image', 'image', image);

  if (refusals.length > 0) return { ok: false, refusals };
  return {
    ok: true,
    product: {
      familyKey: cell('family_key'), sku, manufacturerId,
      familyNameEn: cell('family_name_en'), familyNameFr: cell('family_name_fr'),
      familyDescriptionEn: cell('family_description_en'), familyDescriptionFr: cell('family_description_fr'),
      nameEn: cell('name_en'), nameFr: cell('name_fr'), formatEn: cell('format_en'), formatFr: cell('format_fr'),
      categories: [...new Set(categories)], properties: [...new Set(properties)],
      unitPriceCents: unit!, regularPriceCents: regular!, autoOrderPriceCents: autoOrder!, rxFeeCents: rxFee!,
      inStock: stock!, ...flags, image,
    },
  };
}
