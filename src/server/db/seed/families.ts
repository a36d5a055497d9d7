import type { Insertable } from 'kysely';
import { DISCONTINUED_FORMULA_MANUFACTURER_ID, SEASONAL_L2_IDS } from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';
import { productImagePath, type PackshotView } from '../../shop/images';
import type {
  FamilyCategoryTable, FamilyImageTable, FamilyPropertyValueTable, ProductFamilyTable, ProductTable,
} from '../schema';
import { BRANDS, type BrandKey } from './brands';
import { L1_OF_SPECIES, pathOf, SEASONAL_PLACEMENT } from './categories';
import { familyCopy } from './copy';
import { pricing, drawStockState, stockFor, stockStateOf, STOCK_STATES } from './products';
import { brandValueId, propertyValueId } from './properties';
import type { Rng } from './prng';
import type { Format, Named, Template, Vars } from './template-types';
import { CARE_TEMPLATES } from './templates-care';
import { FOOD_TEMPLATES } from './templates-food';
import {
  BREED_SIZES, CARBS, CAT_PROTEINS, COLOURS, DESIGNS, LIFE_STAGES, LINES, PROTEINS, SMALL_ANIMALS, VET_DIETS, type Protein,
} from './vocabulary';

/** What later parts of the seed (promotions, the demo shopper) need to know about a family. */
export interface FamilyMeta {
  id: number;
  template: Template;
  brand: BrandKey;
  subscriptionable: boolean;
  productIds: number[];
  /** Browsable, in-stock products of the family. */
  availableIds: number[];
}

export interface CatalogueRows {
  families: Insertable<ProductFamilyTable>[];
  familyCategories: Insertable<FamilyCategoryTable>[];
  familyImages: Insertable<FamilyImageTable>[];
  familyProperties: Insertable<FamilyPropertyValueTable>[];
  products: Insertable<ProductTable>[];
  meta: FamilyMeta[];
}

export const TEMPLATES: readonly Template[] = [...FOOD_TEMPLATES, ...CARE_TEMPLATES];

/**
 * The first families follow this order (then every other template once), so even the small
 * catalogues tests seed (50-200 products) have what the demo shopper and the promotions need.
 */
const SHOWCASE_FIRST = [
  'dog-dry', 'cat-wet-cans', 'dog-rx', 'cat-vet-dry', 'dog-training-treats', 'dog-flea-topical', 'dog-chew-toy',
  'dog-dental-treats', 'cat-dry', 'cat-litter', 'holiday-dog-treats', 'dog-vet-dry',
];
const SHOWCASE: readonly Template[] = [
  ...SHOWCASE_FIRST.map((key) => TEMPLATES.find((t) => t.key === key) as Template),
  ...TEMPLATES.filter((t) => !SHOWCASE_FIRST.includes(t.key)),
];
const FIRST_FAMILY_ID = 1001;
const FIRST_PRODUCT_ID = 100001;

/**
 * Date columns that describe the catalogue's history (created, last updated) are fixed relative to
 * this date, so the same seed gives the same rows on any day.
 */
export const CATALOGUE_REFERENCE_DATE = new Date('2026-01-15T12:00:00.000Z');

function drawVars(rng: Rng, t: Template, brand: string): Vars {
  const line = rng.pick(LINES);
  const grainFree = line.diets.includes('grain-free');
  const proteins: readonly Protein[] = t.species === 'cat' ? CAT_PROTEINS : PROTEINS;
  return {
    brand,
    n: rng.int(0, 99_999),
    m: rng.int(0, 99_999),
    line,
    life: t.species === 'small' ? null : rng.pick(LIFE_STAGES[t.species]),
    breed: t.species === 'dog' ? rng.weighted(BREED_SIZES, [4, 1, 1, 1]) : (BREED_SIZES[0] as Vars['breed']),
    protein: rng.pick(proteins),
    carb: rng.pick(CARBS.filter((c) => !grainFree || c.grainFree)),
    diet: rng.pick(VET_DIETS),
    animal: rng.pick(SMALL_ANIMALS),
    design: rng.pick(DESIGNS),
    colour: rng.pick(COLOURS),
  };
}

function propertyValueIds(t: Template, v: Vars, brand: BrandKey): number[] {
  const ids = new Set<number>([brandValueId(brand)]);
  const life = t.uses.includes('life') && v.life ? v.life.key : t.lifeStage;
  if (life) ids.add(propertyValueId('lifestage', life));
  if (t.form) ids.add(propertyValueId('productform', t.form));
  const diets = new Set(t.diets ?? []);
  if (t.uses.includes('line')) v.line.diets.forEach((d) => diets.add(d));
  if (t.uses.includes('diet')) v.diet.diets.forEach((d) => diets.add(d));
  if (t.uses.includes('carb') && v.carb.grainFree) diets.add('grain-free');
  for (const d of diets) ids.add(propertyValueId('specialdiet', d));
  if (t.uses.includes('breed') && v.breed.key) ids.add(propertyValueId('size', v.breed.key));
  return [...ids];
}

/** The formats a family is sold in: a run of sizes, or one size in several flavours. */
function childFormats(rng: Rng, t: Template, budget: number): { format: Format; protein?: Protein }[] {
  if (t.axis === 'flavour') {
    const format = rng.pick(t.formats);
    const count = Math.min(budget, rng.weighted([1, 2, 3, 4], [15, 30, 35, 20]));
    return rng.sample(t.species === 'cat' ? CAT_PROTEINS : PROTEINS, count).map((protein) => ({
      format: { en: `${protein.en}, ${format.en}`, fr: `${protein.fr}, ${format.fr}`, price: format.price },
      protein,
    }));
  }
  const count = Math.min(budget, t.formats.length, rng.weighted([1, 2, 3, 4], [25, 35, 30, 10]));
  const start = rng.int(0, t.formats.length - count);
  return t.formats.slice(start, start + count).map((format) => ({ format }));
}

export function generateCatalogue(rng: Rng, productCount: number, now: Date): CatalogueRows {
  const rows: CatalogueRows = { families: [], familyCategories: [], familyImages: [], familyProperties: [], products: [], meta: [] };
  const names = new Set<string>();
  const weights = TEMPLATES.map((t) => t.weight);
  let heritageShowcase = 0;
  let productId = FIRST_PRODUCT_ID;

  for (let index = 0; rows.products.length < productCount; index++) {
    const familyId = FIRST_FAMILY_ID + index;
    // First one family of every template, so even a small catalogue shows every kind of product.
    const showcase = index < SHOWCASE.length;
    let t = showcase ? (SHOWCASE[index] as Template) : rng.weighted(TEMPLATES, weights);
    let brandKey: BrandKey = rng.pick(t.brands);
    if (showcase && t.brands.includes('heritage') && heritageShowcase < 3) {
      brandKey = 'heritage';
      heritageShowcase++;
    }
    let v = drawVars(rng, t, BRANDS[brandKey].name);
    let named: Named = t.name(v);
    for (let attempt = 0; names.has(named.en) && attempt < 12; attempt++) {
      if (!showcase) t = rng.weighted(TEMPLATES, weights);
      brandKey = rng.pick(t.brands);
      v = drawVars(rng, t, BRANDS[brandKey].name);
      named = t.name(v);
    }
    for (let edition = 2; names.has(named.en); edition++) {
      named = { ...named, en: `${named.en.replace(/ – Edition \d+$/, '')} – Edition ${edition}`, fr: `${named.fr.replace(/ – Édition \d+$/, '')} – Édition ${edition}` };
    }
    names.add(named.en);

    const brand = BRANDS[brandKey];
    const madeInCanada = rng.chance(brand.madeInCanada);
    const subscriptionable = rng.chance(t.subscribe ?? 0);
    const featured = rng.chance(0.05);
    const terraCycle = brand.terraCycle && ['dryfood', 'wetfood', 'treat', 'topper'].includes(t.kind);
    // A few verification-required families are sold but not browsable (found only through a prescription).
    const hidden = !showcase && t.rx !== undefined && rng.chance(0.04);
    const { l1, l2 } = pathOf(t.l3);
    rows.families.push({
      id: familyId, manufacturer_id: brand.manufacturerId, name_en: named.en, name_fr: named.fr,
      ...familyCopy(t, v, named, rng, madeInCanada),
      product_type_id: t.type[0], product_type_name_en: t.type[1], product_type_name_fr: t.type[2],
      is_made_in_canada: madeInCanada ? 1 : 0, is_subscriptionable: subscriptionable ? 1 : 0,
      suggestion_keywords: keywords(t, v, brand.name), sort_order: index + 1,
    });
    rows.familyCategories.push({ family_id: familyId, l1_id: l1, l2_id: l2, l3_id: t.l3, is_primary: 1 });
    if (t.season) {
      // Seasonal families are also listed in their pet type's seasonal branch (cat §2).
      const speciesL2 = { dog: SEASONAL_L2_IDS.dogs, cat: SEASONAL_L2_IDS.cats, small: SEASONAL_L2_IDS.smallAnimals }[t.species];
      const l3 = SEASONAL_PLACEMENT[t.species][t.season] ?? null;
      rows.familyCategories.push({ family_id: familyId, l1_id: L1_OF_SPECIES[t.species], l2_id: speciesL2, l3_id: l3, is_primary: 0 });
    }
    for (const id of propertyValueIds(t, v, brandKey)) rows.familyProperties.push({ family_id: familyId, property_value_id: id });

    const children = childFormats(rng, t, productCount - rows.products.length);
    const defaultIndex = rng.int(0, children.length - 1);
    const meta: FamilyMeta = { id: familyId, template: t, brand: brandKey, subscriptionable, productIds: [], availableIds: [] };
    children.forEach(({ format, protein }, i) => {
      const created = CATALOGUE_REFERENCE_DATE.getTime() - rng.int(30, 900) * DAY_MS;
      const stock = stockFor(drawStockState(rng), rng, now);
      const largest = i === children.length - 1 && format === t.formats[t.formats.length - 1];
      const product: Insertable<ProductTable> = {
        id: productId, family_id: familyId,
        name_en: `${named.en} – ${format.en}`, name_fr: `${named.fr} – ${format.fr}`,
        mfg_sku: `${brand.sku}-${100000 + ((productId * 7919) % 900000)}`,
        product_format_en: format.en, product_format_fr: format.fr,
        image: productImagePath({ shape: t.shape, brand: brand.name, label: protein ? `${named.label} ${protein.en}` : named.label, id: productId }),
        is_default: i === defaultIndex ? 1 : 0, sort_order: i + 1,
        ...pricing(rng, format.price, { subscription: subscriptionable && !(i === 0 && rng.chance(0.1)), bulk: Boolean(t.bulk) && rng.chance(0.8) }),
        ...stock,
        max_quantity_restriction_per_order: t.maxQuantity ?? (rng.chance(0.02) ? 12 : 0),
        is_prescription_product: t.rx === 'prescription' ? 1 : 0,
        is_approval_required: t.rx === 'approval' ? 1 : 0,
        allow_browsing: hidden ? 0 : 1,
        is_clinic_pickup_only: t.pickup && (largest || t.formats.length === 1) ? 1 : 0,
        is_featured: featured ? 1 : 0,
        is_terra_cycle: terraCycle ? 1 : 0,
        is_discontinued_formula: brand.manufacturerId === DISCONTINUED_FORMULA_MANUFACTURER_ID && i !== defaultIndex && rng.chance(0.5) ? 1 : 0,
        date_created: new Date(created).toISOString(),
        date_last_updated: new Date(created + rng.int(0, 25) * DAY_MS).toISOString(),
      };
      rows.products.push(product);
      meta.productIds.push(productId);
      if (product.is_in_stock && product.allow_browsing) meta.availableIds.push(productId);
      productId++;
    });
    rows.meta.push(meta);
    rows.familyImages.push(...familyImages(rng, familyId, t, brand.name, named, children.map((c) => c.protein), meta.productIds, defaultIndex));
  }
  guaranteeShowcaseStates(rows, rng, now);
  return rows;
}

function keywords(t: Template, v: Vars, brand: string): string {
  const words = [brand, t.type[1], t.type[2]];
  if (t.uses.includes('protein')) words.push(v.protein.en, v.protein.fr);
  return [...new Set(words.map((w) => w.toLowerCase()))].join(', ');
}

function familyImages(
  rng: Rng, familyId: number, t: Template, brand: string, named: Named,
  proteins: (Protein | undefined)[], productIds: number[], defaultIndex: number,
): Insertable<FamilyImageTable>[] {
  const count = rng.int(2, 4);
  const labelOf = (i: number) => (proteins[i] ? `${named.label} ${proteins[i]?.en}` : named.label);
  const main = productIds[defaultIndex] ?? familyId;
  // Front, back and side of the default product, then another flavour's front or a label close-up.
  const other = productIds.findIndex((_, i) => i !== defaultIndex && proteins[i]);
  const shots: { id: number; label: string; view: PackshotView }[] = [
    { id: main, label: labelOf(defaultIndex), view: 'front' },
    { id: main, label: labelOf(defaultIndex), view: 'back' },
    { id: main, label: labelOf(defaultIndex), view: 'side' },
    other >= 0 ? { id: productIds[other] ?? main, label: labelOf(other), view: 'front' } : { id: main, label: labelOf(defaultIndex), view: 'detail' },
  ];
  return shots.slice(0, count).map((s, position) => ({
    family_id: familyId, position,
    image_small: productImagePath({ shape: t.shape, brand, label: s.label, id: s.id, view: s.view, small: true }),
    image_large: productImagePath({ shape: t.shape, brand, label: s.label, id: s.id, view: s.view }),
  }));
}

/**
 * Stock states are rare, so a small catalogue might miss one; the spec's screens need every state
 * (cc §4), and a browsable family without a verification requirement needs none of them hidden.
 */
function guaranteeShowcaseStates(rows: CatalogueRows, rng: Rng, now: Date): void {
  const present = new Set(rows.products.map((p) => stockStateOf(p, now)));
  const candidates = rows.products.filter((p) => !p.is_default && stockStateOf(p, now) === 'inStock');
  for (const state of STOCK_STATES) {
    if (present.has(state) || candidates.length === 0) continue;
    const product = candidates.splice(rng.int(0, candidates.length - 1), 1)[0];
    if (product) Object.assign(product, stockFor(state, rng, now));
  }
  const heritageFamilies = new Set(rows.meta.filter((m) => m.brand === 'heritage').map((m) => m.id));
  const heritage = rows.products.filter((p) => heritageFamilies.has(p.family_id));
  if (heritage.length > 1 && !heritage.some((p) => p.is_discontinued_formula)) {
    const product = heritage.find((p) => !p.is_default);
    if (product) product.is_discontinued_formula = 1;
  }
  if (!rows.products.some((p) => p.allow_browsing === 0)) {
    const family = [...rows.meta].reverse().find((m) => m.template.rx && m.id !== rows.meta.find((x) => x.template.key === 'dog-rx')?.id);
    for (const product of rows.products) if (product.family_id === family?.id) product.allow_browsing = 0;
  }
  for (const meta of rows.meta) {
    meta.availableIds = meta.productIds.filter((id) => {
      const p = rows.products[id - FIRST_PRODUCT_ID];
      return Boolean(p?.is_in_stock && p.allow_browsing);
    });
  }
}
