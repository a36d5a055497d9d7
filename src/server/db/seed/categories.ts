import type { Insertable } from 'kysely';
import { CATEGORY_IDS, SEASONAL_L2_IDS } from '../../../domain/constants';
import type { CategoryTable } from '../schema';
import { slugify } from './slug';

/**
 * The three-level category tree. Level-1 ids and slugs and the three second-level "seasonal" ids
 * come from the spec (cat §2, §9); other ids follow the pattern l2 = 4 digits under its l1,
 * l3 = l2 id × 10 + n.
 */
type Leaf = readonly [id: number, en: string, fr: string];
type Branch = readonly [id: number, en: string, fr: string, icon: string, leaves: readonly Leaf[]];

const ICON_BASE = 'https://cdn.example-vet.ca/icons/';

interface Top {
  id: number;
  en: string;
  fr: string;
  slugEn: string;
  slugFr: string;
  icon: string;
  branches: readonly Branch[];
}

const TREE: readonly Top[] = [
  {
    id: CATEGORY_IDS.dogs, en: 'Dogs', fr: 'Chiens', slugEn: 'dogs', slugFr: 'chiens', icon: 'dog',
    branches: [
      [1100, 'Food', 'Nourriture', 'food', [
        [11001, 'Dry food', 'Nourriture sèche'], [11002, 'Wet food', 'Nourriture humide'],
        [11003, 'Veterinary diets', 'Diètes vétérinaires'], [11004, 'Raw & freeze-dried', 'Cru et lyophilisé'],
        [11005, 'Food toppers', 'Garnitures de repas'],
      ]],
      [1105, 'Treats', 'Friandises', 'treats', [
        [11051, 'Dental treats', 'Friandises dentaires'], [11052, 'Training treats', "Friandises d'entraînement"],
        [11053, 'Chews & jerky', 'Os à mâcher et jerky'],
      ]],
      [1110, 'Health & wellness', 'Santé et bien-être', 'health', [
        [11101, 'Joint supplements', 'Suppléments articulaires'], [11102, 'Vitamins & supplements', 'Vitamines et suppléments'],
        [11103, 'Dental care', 'Soins dentaires'], [11104, 'Calming aids', 'Produits apaisants'],
      ]],
      [1115, 'Pharmacy', 'Pharmacie', 'pharmacy', [
        [11151, 'Flea & tick', 'Puces et tiques'], [11152, 'Dewormers', 'Vermifuges'],
        [11153, 'Heartworm prevention', 'Prévention du ver du cœur'], [11154, 'Pain & inflammation', 'Douleur et inflammation'],
        [11155, 'Skin & ear care', 'Soins de la peau et des oreilles'],
      ]],
      [1120, 'Toys', 'Jouets', 'toys', [
        [11201, 'Chew toys', 'Jouets à mâcher'], [11202, 'Plush toys', 'Jouets en peluche'], [11203, 'Fetch toys', 'Jouets à lancer'],
      ]],
      [1125, 'Grooming', 'Toilettage', 'grooming', [
        [11251, 'Shampoos & conditioners', 'Shampooings et revitalisants'], [11252, 'Brushes & combs', 'Brosses et peignes'],
        [11253, 'Wipes & ear cleaners', 'Lingettes et nettoyants auriculaires'],
      ]],
      [1130, 'Beds & crates', 'Lits et cages', 'beds', [[11301, 'Beds', 'Lits'], [11302, 'Crates & carriers', 'Cages et transporteurs']]],
      [SEASONAL_L2_IDS.dogs, 'Seasonal', 'Saisonnier', 'seasonal', [
        [11401, 'Holiday', 'Fêtes'], [11402, 'Summer', 'Été'], [11403, 'Winter', 'Hiver'],
      ]],
    ],
  },
  {
    id: CATEGORY_IDS.cats, en: 'Cats', fr: 'Chats', slugEn: 'cats', slugFr: 'chats', icon: 'cat',
    branches: [
      [2100, 'Food', 'Nourriture', 'food', [
        [21001, 'Dry food', 'Nourriture sèche'], [21002, 'Wet food', 'Nourriture humide'],
        [21003, 'Veterinary diets', 'Diètes vétérinaires'], [21004, 'Food toppers', 'Garnitures de repas'],
      ]],
      [2106, 'Treats', 'Friandises', 'treats', [
        [21061, 'Crunchy treats', 'Friandises croquantes'], [21062, 'Dental treats', 'Friandises dentaires'],
        [21063, 'Freeze-dried treats', 'Friandises lyophilisées'],
      ]],
      [2110, 'Health & wellness', 'Santé et bien-être', 'health', [
        [21101, 'Hairball control', 'Contrôle des boules de poils'], [21102, 'Vitamins & supplements', 'Vitamines et suppléments'],
        [21103, 'Urinary support', 'Soutien urinaire'],
      ]],
      [2114, 'Pharmacy', 'Pharmacie', 'pharmacy', [
        [21141, 'Flea & tick', 'Puces et tiques'], [21142, 'Dewormers', 'Vermifuges'],
        [21143, 'Prescription medications', 'Médicaments sur ordonnance'],
      ]],
      [2118, 'Toys', 'Jouets', 'toys', [
        [21181, 'Wands & teasers', 'Cannes à pêche et plumeaux'], [21182, 'Scratchers', 'Griffoirs'], [21183, 'Catnip toys', "Jouets à l'herbe à chat"],
      ]],
      [2120, 'Grooming', 'Toilettage', 'grooming', [[21201, 'Brushes & combs', 'Brosses et peignes'], [21202, 'Shampoos & wipes', 'Shampooings et lingettes']]],
      [2122, 'Litter & accessories', 'Litière et accessoires', 'litter', [[21221, 'Cat litter', 'Litière'], [21222, 'Litter boxes', 'Bacs à litière']]],
      [SEASONAL_L2_IDS.cats, 'Seasonal', 'Saisonnier', 'seasonal', [[21241, 'Holiday', 'Fêtes'], [21242, 'Summer', 'Été']]],
    ],
  },
  {
    id: CATEGORY_IDS.smallAnimals, en: 'Small animals', fr: 'Petits animaux', slugEn: 'smallanimals', slugFr: 'petitsanimaux', icon: 'rabbit',
    branches: [
      [3000, 'Food', 'Nourriture', 'food', [[30001, 'Hay', 'Foin'], [30002, 'Pellets', 'Granulés']]],
      [3006, 'Treats', 'Friandises', 'treats', [[30061, 'Chews & treats', 'Friandises à grignoter']]],
      [3012, 'Health & wellness', 'Santé et bien-être', 'health', [[30121, 'Vitamins & supplements', 'Vitamines et suppléments']]],
      [3018, 'Habitats & bedding', 'Habitats et litière', 'habitat', [[30181, 'Bedding', 'Litière'], [30182, 'Habitats', 'Habitats']]],
      [SEASONAL_L2_IDS.smallAnimals, 'Seasonal', 'Saisonnier', 'seasonal', [[30241, 'Holiday', 'Fêtes'], [30242, 'Summer', 'Été']]],
    ],
  },
  {
    id: CATEGORY_IDS.seasonal, en: 'Seasonal', fr: 'Saisonnier', slugEn: 'seasonal', slugFr: 'saisonnier', icon: 'snowflake',
    branches: [
      [5010, 'Holiday', 'Fêtes', 'gift', [[50101, 'Holiday treats', 'Friandises des Fêtes'], [50102, 'Gifts & toys', 'Cadeaux et jouets']]],
      [5020, 'Summer', 'Été', 'sun', [[50201, 'Cooling & outdoor', 'Rafraîchissement et plein air']]],
      [5030, 'Winter', 'Hiver', 'snowflake', [[50301, 'Coats & boots', 'Manteaux et bottes'], [50302, 'Paw care', 'Soins des coussinets']]],
    ],
  },
];

export type Season = 'holiday' | 'summer' | 'winter';
export type Species = 'dog' | 'cat' | 'small';

export const L1_OF_SPECIES: Record<Species, number> = {
  dog: CATEGORY_IDS.dogs,
  cat: CATEGORY_IDS.cats,
  small: CATEGORY_IDS.smallAnimals,
};

/** Where a seasonal family is also listed under its pet type (the 1140 / 2124 / 3024 branches). */
export const SEASONAL_PLACEMENT: Record<Species, Partial<Record<Season, number>>> = {
  dog: { holiday: 11401, summer: 11402, winter: 11403 },
  cat: { holiday: 21241, summer: 21242 },
  small: { holiday: 30241, summer: 30242 },
};

const icon = (name: string) => `${ICON_BASE}${name}.svg`;

export function categoryRows(): Insertable<CategoryTable>[] {
  const rows: Insertable<CategoryTable>[] = [];
  TREE.forEach((top, i) => {
    rows.push({
      id: top.id, parent_id: null, level: 1, name_en: top.en, name_fr: top.fr,
      slug_en: top.slugEn, slug_fr: top.slugFr, sort_order: i + 1, icon: icon(top.icon),
    });
  });
  for (const top of TREE) {
    top.branches.forEach(([id, en, fr, iconName], j) => {
      const seasonal = en === 'Seasonal';
      rows.push({
        id, parent_id: top.id, level: 2, name_en: en, name_fr: fr,
        // spec cat §2: the second-level name 'seasonal' routes to 1140 / 2124 / 3024.
        slug_en: seasonal ? 'seasonal' : slugify(en), slug_fr: seasonal ? 'saisonnier' : slugify(fr),
        sort_order: j + 1, icon: icon(iconName),
      });
    });
  }
  for (const top of TREE) {
    for (const [l2, , , , leaves] of top.branches) {
      leaves.forEach(([id, en, fr], k) => {
        rows.push({
          id, parent_id: l2, level: 3, name_en: en, name_fr: fr,
          slug_en: slugify(en), slug_fr: slugify(fr), sort_order: k + 1, icon: null,
        });
      });
    }
  }
  return rows;
}

/** The l1 and l2 ids above a level-3 id. */
export function pathOf(l3: number): { l1: number; l2: number } {
  for (const top of TREE) {
    for (const [l2, , , , leaves] of top.branches) {
      if (leaves.some(([id]) => id === l3)) return { l1: top.id, l2 };
    }
  }
  throw new Error(`unknown level-3 category ${l3}`);
}
