import type { PackshotShape } from '../../shop/images';
import type { BrandKey } from './brands';
import type { Season, Species } from './categories';
import type { Carb, LifeStage, Line, Protein, Word } from './vocabulary';

/**
 * A template describes one kind of product family (e.g. "dry dog food"): where it sits in the
 * category tree, which brands make it, its formats and how its bilingual name is composed.
 * The family generator draws `Vars` with the seeded PRNG and asks the template for a name.
 */
export type Kind =
  | 'dryfood' | 'wetfood' | 'vetdiet' | 'rawfood' | 'topper' | 'treat' | 'smallfood' | 'hay'
  | 'supplement' | 'care' | 'parasite' | 'rxmed'
  | 'toy' | 'grooming' | 'gear' | 'litter' | 'bedding';

/** [id, English name, French name] */
export type ProductType = readonly [id: number, en: string, fr: string];

export interface Format {
  en: string;
  fr: string;
  /** Typical shelf price in dollars; the generator varies it and rounds to .99/.49-style cents. */
  price: number;
}

export interface Vars {
  brand: string;
  /** Free integers templates use to choose among their own word lists. */
  n: number;
  m: number;
  line: Line;
  life: LifeStage | null;
  breed: Word;
  protein: Protein;
  carb: Carb;
  diet: Line;
  animal: Word;
  design: Word;
  colour: Word;
}

export interface Named {
  en: string;
  fr: string;
  /** Short English text printed on the packshot. */
  label: string;
}

/** Vars that turn into property values (lifestage, specialdiet, size). */
export type Uses = 'line' | 'life' | 'breed' | 'carb' | 'diet' | 'protein' | 'animal';

export interface Template {
  key: string;
  species: Species;
  /** Primary level-3 category. Seasonal templates sit under 50 and are also placed under 1140/2124/3024. */
  l3: number;
  season?: Season;
  type: ProductType;
  kind: Kind;
  /** productform property query value (cat: exactly the spec's list), when the form applies. */
  form?: string;
  shape: PackshotShape;
  brands: readonly BrandKey[];
  /** Relative share of families. */
  weight: number;
  /** 'size': children are formats; 'flavour': children are one format in several proteins. */
  axis: 'size' | 'flavour';
  formats: readonly Format[];
  uses: readonly Uses[];
  /** Lifestage property for templates that do not vary it. */
  lifeStage?: string;
  /** Specialdiet values every family of this template has. */
  diets?: readonly string[];
  name(v: Vars): Named;
  /** Verification: a prescription, or the veterinarian's approval (cat §1). */
  rx?: 'prescription' | 'approval';
  /** Bulk pharmacy item: a dispensing fee (rx_fee_cents) is added to the price (cat §9). */
  bulk?: boolean;
  /** The largest format (or the only one) is too heavy or fragile to ship: clinic pickup only. */
  pickup?: boolean;
  /** Probability the family can be bought on AutoOrder. */
  subscribe?: number;
  /** Per-order quantity limit for the family's products (0 = the default of 25). */
  maxQuantity?: number;
}

export const f = (en: string, fr: string, price: number): Format => ({ en, fr, price });

/** An item of a template's own list, chosen by one of the free integers. */
export function at<T>(items: readonly T[], n: number): T {
  return items[n % items.length] as T;
}

/** [en, fr] word pairs, the common shape of template word lists. */
export type Pair = readonly [en: string, fr: string];

/** "Brand Item « Design »" in French, "Brand Design Item" in English. */
export function designed(v: Vars, item: Pair, label = item[0]): Named {
  return { en: `${v.brand} ${v.design.en} ${item[0]}`, fr: `${v.brand} ${item[1]} « ${v.design.fr} »`, label: `${v.design.en} ${label}` };
}

/** "Brand Item, Colour" / "Brand Item, couleur". */
export function coloured(v: Vars, item: Pair, label = item[0]): Named {
  return { en: `${v.brand} ${item[0]}, ${v.colour.en}`, fr: `${v.brand} ${item[1]}, ${v.colour.fr}`, label };
}

/** "Brand Item" with the item's own French. */
export function plain(v: Vars, item: Pair, label = item[0]): Named {
  return { en: `${v.brand} ${item[0]}`, fr: `${v.brand} ${item[1]}`, label };
}
