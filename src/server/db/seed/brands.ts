import type { Insertable } from 'kysely';
import { DISCONTINUED_FORMULA_MANUFACTURER_ID } from '../../../domain/constants';
import type { ManufacturerTable } from '../schema';

/** Fictional manufacturers and their brands. Manufacturer 235 has discontinued formulas (cat §2, §9). */
const MANUFACTURERS: readonly (readonly [id: number, name: string])[] = [
  [201, 'Maple Ridge Pet Foods Ltd.'],
  [205, 'Boréal Nutrition animale inc.'],
  [210, 'Coastal Pet Health Co.'],
  [214, 'Laurentian Veterinary Labs'],
  [218, 'Great Plains Animal Health'],
  [222, 'Aurora Pet Supply'],
  [226, 'Kodiak Outdoor Dog Co.'],
  [230, 'Whisker & Co. Pet Products'],
  [DISCONTINUED_FORMULA_MANUFACTURER_ID, 'Heritage Life Sciences'],
  [240, 'True North Veterinary Pharma'],
  [244, 'Cedar Grove Naturals'],
  [248, 'Little Burrow Co.'],
  [252, 'Meadow Gold Hay Farms'],
  [256, 'Pacific Blue Pet Nutrition'],
  [260, 'Fundy Bay Treat Co.'],
  [264, 'Chinook Veterinary Products'],
  [268, 'Petit Gourmet Animalerie'],
  [272, 'Evergreen Pet Products'],
  [276, 'Polar Pet Gear'],
  [280, 'Okanagan Orchard Pet Foods'],
  [284, 'Vitalis Animal Health'],
];

export interface Brand {
  name: string;
  manufacturerId: number;
  /** Prefix of the manufacturer SKU, e.g. HLS-604107. */
  sku: string;
  /** Share of this brand's families made in Canada. */
  madeInCanada: number;
  /** Takes part in the TerraCycle packaging recycling programme. */
  terraCycle: boolean;
}

const brand = (name: string, manufacturerId: number, sku: string, madeInCanada = 0.2, terraCycle = false): Brand => ({
  name, manufacturerId, sku, madeInCanada, terraCycle,
});

export const BRANDS = {
  mapleridge: brand('Maple Ridge', 201, 'MRG', 0.9),
  prairie: brand('Prairie Harvest', 201, 'PRH', 0.9, true),
  boreal: brand('Boréal', 205, 'BOR', 0.95),
  borealvet: brand('Boréal Vet', 205, 'BVT', 0.8),
  coastal: brand('Coastal Catch', 210, 'CCT', 0.3, true),
  vetricare: brand('VetriCare', 214, 'VTC', 0.4),
  plainsguard: brand('PlainsGuard', 218, 'PLG', 0.1),
  aurora: brand('Aurora', 222, 'AUR', 0.2),
  kodiak: brand('Kodiak Trail', 226, 'KDK', 0.7, true),
  whisker: brand('Whisker & Co.', 230, 'WSK', 0.2),
  heritage: brand('Heritage Life', DISCONTINUED_FORMULA_MANUFACTURER_ID, 'HLS', 0.1),
  truenorth: brand('TrueNorth Rx', 240, 'TNR', 0.5),
  cedar: brand('Cedar Grove', 244, 'CDG', 0.6),
  burrow: brand('Little Burrow', 248, 'LBR', 0.3),
  meadow: brand('Meadow Gold', 252, 'MDG', 1),
  pacific: brand('Pacific Blue', 256, 'PCB', 0.4, true),
  fundy: brand('Fundy Bay', 260, 'FDB', 1),
  chinook: brand('Chinook VetPro', 264, 'CVP', 0.5),
  gourmet: brand('Petit Gourmet', 268, 'PGT', 0.9),
  evergreen: brand('Evergreen', 272, 'EVG', 0.3),
  polar: brand('Polar Gear', 276, 'PLR', 0.2),
  orchard: brand('Orchard Valley', 280, 'OCV', 0.9),
  vitalis: brand('Vitalis', 284, 'VTL', 0.2),
} as const satisfies Record<string, Brand>;

export type BrandKey = keyof typeof BRANDS;
export const BRAND_KEYS = Object.keys(BRANDS) as BrandKey[];

export function manufacturerRows(): Insertable<ManufacturerTable>[] {
  return MANUFACTURERS.map(([id, name]) => ({
    id,
    name,
    has_discontinued_formulas: id === DISCONTINUED_FORMULA_MANUFACTURER_ID ? 1 : 0,
  }));
}
