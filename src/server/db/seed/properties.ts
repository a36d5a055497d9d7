import type { Insertable } from 'kysely';
import type { PropertyTable, PropertyValueTable } from '../schema';
import { BRANDS, BRAND_KEYS, type BrandKey } from './brands';
import { slugify } from './slug';

/**
 * Filterable properties (cat §2: facet widgets; a value's query_value is a slug). Brand has more
 * than 10 values so the facet's more/less toggle shows (cat §9). Product forms are exactly the
 * spec's list (rr §3).
 */
type Value = readonly [query: string, en: string, fr: string];

const PRODUCT_FORMS: readonly Value[] = [
  ['air-dried', 'Air-dried', "Séché à l'air"], ['canned', 'Canned', 'En conserve'], ['dehydrated', 'Dehydrated', 'Déshydraté'],
  ['dry', 'Dry', 'Sec'], ['food-topping', 'Food topping', 'Garniture de repas'], ['freeze-dried', 'Freeze-dried', 'Lyophilisé'],
  ['hay', 'Hay', 'Foin'], ['liquid', 'Liquid', 'Liquide'], ['pack', 'Pack', 'Emballage multiple'], ['pouches', 'Pouches', 'Sachets'],
  ['powder', 'Powder', 'Poudre'], ['supplement', 'Supplement', 'Supplément'], ['treats', 'Treats', 'Friandises'], ['wet', 'Wet', 'Humide'],
];

const LIFE_STAGES: readonly Value[] = [
  ['puppy', 'Puppy', 'Chiot'], ['kitten', 'Kitten', 'Chaton'], ['adult', 'Adult', 'Adulte'], ['senior', 'Senior', 'Âgé'],
  ['all-life-stages', 'All life stages', 'Tous les stades de vie'],
];

const SPECIAL_DIETS: readonly Value[] = [
  ['grain-free', 'Grain-free', 'Sans grains'], ['weight-control', 'Weight control', 'Contrôle du poids'],
  ['hypoallergenic', 'Hypoallergenic', 'Hypoallergénique'], ['renal', 'Renal', 'Rénal'], ['urinary', 'Urinary', 'Urinaire'],
  ['gastrointestinal', 'Gastrointestinal', 'Gastro-intestinal'], ['sensitive-skin', 'Sensitive skin', 'Peau sensible'],
  ['high-protein', 'High protein', 'Riche en protéines'], ['limited-ingredient', 'Limited ingredient', 'Ingrédients limités'],
];

const SIZES: readonly Value[] = [
  ['small-breed', 'Small breed', 'Petite race'], ['medium', 'Medium breed', 'Race moyenne'], ['large-breed', 'Large breed', 'Grande race'],
];

const brandValue = (key: BrandKey): Value => [slugify(BRANDS[key].name), BRANDS[key].name, BRANDS[key].name];

const PROPERTIES = [
  { id: 1, filter: 'brand', en: 'Brand', fr: 'Marque', values: BRAND_KEYS.map(brandValue) },
  { id: 2, filter: 'lifestage', en: 'Life stage', fr: 'Stade de vie', values: LIFE_STAGES },
  { id: 3, filter: 'productform', en: 'Product form', fr: 'Forme du produit', values: PRODUCT_FORMS },
  { id: 4, filter: 'specialdiet', en: 'Special diet', fr: 'Régime spécial', values: SPECIAL_DIETS },
  { id: 5, filter: 'size', en: 'Breed size', fr: 'Taille de race', values: SIZES },
] as const;

export type FilterName = (typeof PROPERTIES)[number]['filter'];

/** Value ids are property id × 100 + position, e.g. 301 = productform 'air-dried'. */
const VALUE_IDS = new Map<string, number>();
for (const p of PROPERTIES) p.values.forEach(([query], i) => VALUE_IDS.set(`${p.filter}:${query}`, p.id * 100 + i + 1));

export function propertyValueId(filter: FilterName, query: string): number {
  const id = VALUE_IDS.get(`${filter}:${query}`);
  if (id === undefined) throw new Error(`unknown ${filter} value '${query}'`);
  return id;
}

export function brandValueId(key: BrandKey): number {
  return propertyValueId('brand', brandValue(key)[0]);
}

export function propertyRows(): Insertable<PropertyTable>[] {
  return PROPERTIES.map((p, i) => ({ id: p.id, filter_name: p.filter, name_en: p.en, name_fr: p.fr, sort_order: i + 1 }));
}

export function propertyValueRows(): Insertable<PropertyValueTable>[] {
  return PROPERTIES.flatMap((p) =>
    p.values.map(([query, en, fr], i) => ({
      id: propertyValueId(p.filter, query), property_id: p.id, query_value: query, value_en: en, value_fr: fr, sort_order: i + 1,
    })),
  );
}
