import type { Lang } from './types';

/**
 * The search relevance set (issue 11 §14): queries shoppers type, in English and French, and what a
 * relevant product is for each. Judgements read the catalogue's own data (names, brand, category
 * path) with plain patterns, never the search index, so they hold whatever the engine does.
 * Used by relevance.test.ts (`npm test`) and bench/search-relevance.ts (precision at 10).
 */
export interface ProductFacts {
  /** Lower-case names without accents. */
  en: string;
  fr: string;
  /** English category names of the family's primary placement: l1, l2, l3 ('' when none). */
  path: [string, string, string];
}

export type Judge = (product: ProductFacts) => boolean;

export interface RelevanceCase {
  q: string;
  lang: Lang;
  kind: 'typo' | 'plural' | 'accent' | 'brand' | 'two words' | 'elision' | 'one word';
  relevant: Judge;
  /** How many of the first results must all be relevant (capped by how many relevant products exist). Default 5. */
  top?: number;
}

const en = (pattern: RegExp): Judge => (p) => pattern.test(p.en);
const fr = (pattern: RegExp): Judge => (p) => pattern.test(p.fr);
const under = (...path: string[]): Judge => (p) => path.every((part, i) => p.path[i] === part.toLowerCase());
const inL3 = (l3: string): Judge => (p) => p.path[2] === l3.toLowerCase();
/** Family names start with the brand ("Boréal Vet Renal Support…"). */
const brand = (prefix: string): Judge => (p) => p.en.startsWith(prefix);
const all = (...judges: Judge[]): Judge => (p) => judges.every((j) => j(p));
const any = (...judges: Judge[]): Judge => (p) => judges.some((j) => j(p));

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // Typos: a letter missing, extra, wrong or two swapped
  { q: 'chiken', lang: 'en', kind: 'typo', relevant: en(/\bchicken\b/) },
  { q: 'dgo food', lang: 'en', kind: 'typo', relevant: under('Dogs', 'Food') },
  { q: 'salomn', lang: 'en', kind: 'typo', relevant: en(/\bsalmon\b/) },
  { q: 'shampooo', lang: 'en', kind: 'typo', relevant: en(/\bshampoo/) },
  { q: 'tretas', lang: 'en', kind: 'typo', relevant: any(en(/\btreats?\b/), under('Dogs', 'Treats'), under('Cats', 'Treats'), under('Small animals', 'Treats')) },
  { q: 'vitamnis', lang: 'en', kind: 'typo', relevant: any(en(/\bvitamin/), inL3('Vitamins & supplements')) },
  { q: 'littre', lang: 'en', kind: 'typo', relevant: any(en(/\blitter\b/), under('Cats', 'Litter & accessories')) },
  { q: 'kiten food', lang: 'en', kind: 'typo', relevant: all(en(/\bkitten/), under('Cats', 'Food')) },
  { q: 'sensative skin', lang: 'en', kind: 'typo', relevant: en(/\bsensitive skin\b/) },
  { q: 'hairbal', lang: 'en', kind: 'typo', relevant: any(en(/\bhairball/), inL3('Hairball control')) },
  { q: 'dewormr', lang: 'en', kind: 'typo', relevant: any(en(/\bdewormer/), inL3('Dewormers')) },
  { q: 'catnp toy', lang: 'en', kind: 'typo', relevant: en(/\bcatnip\b/) },
  { q: 'pupy food', lang: 'en', kind: 'typo', relevant: all(en(/\bpuppy\b/), under('Dogs', 'Food')) },
  { q: 'tnua', lang: 'en', kind: 'typo', relevant: en(/\btuna\b/) },
  { q: 'poulte', lang: 'fr', kind: 'typo', relevant: fr(/\bpoulet\b/) },
  { q: 'nouriture chat', lang: 'fr', kind: 'typo', relevant: under('Cats', 'Food') },
  { q: 'friandsies', lang: 'fr', kind: 'typo', relevant: any(fr(/\bfriandises?\b/), under('Dogs', 'Treats'), under('Cats', 'Treats'), under('Small animals', 'Treats')) },
  { q: 'saumn', lang: 'fr', kind: 'typo', relevant: fr(/\bsaumon\b/) },
  { q: 'chein', lang: 'fr', kind: 'typo', relevant: under('Dogs') },
  { q: 'vermifgue', lang: 'fr', kind: 'typo', relevant: any(fr(/\bvermifuge/), inL3('Dewormers')) },
  // Plurals and singulars
  { q: 'treat', lang: 'en', kind: 'plural', relevant: any(en(/\btreats?\b/), under('Dogs', 'Treats'), under('Cats', 'Treats'), under('Small animals', 'Treats')) },
  { q: 'dogs', lang: 'en', kind: 'plural', relevant: under('Dogs') },
  { q: 'puppies', lang: 'en', kind: 'plural', relevant: en(/\bpupp(y|ies)\b/) },
  { q: 'kittens', lang: 'en', kind: 'plural', relevant: en(/\bkittens?\b/) },
  { q: 'brushes', lang: 'en', kind: 'plural', relevant: en(/\bbrush/) },
  { q: 'toy', lang: 'en', kind: 'plural', relevant: any(en(/\btoys?\b/), under('Dogs', 'Toys'), under('Cats', 'Toys'), inL3('Gifts & toys')) },
  { q: 'bed', lang: 'en', kind: 'plural', relevant: any(en(/\bbeds?\b/), inL3('Beds')) },
  { q: 'chiots', lang: 'fr', kind: 'plural', relevant: fr(/\bchiots?\b/) },
  { q: 'chats', lang: 'fr', kind: 'plural', relevant: under('Cats') },
  { q: 'friandise', lang: 'fr', kind: 'plural', relevant: any(fr(/\bfriandises?\b/), under('Dogs', 'Treats'), under('Cats', 'Treats'), under('Small animals', 'Treats')) },
  { q: 'jouet', lang: 'fr', kind: 'plural', relevant: any(fr(/\bjouets?\b/), under('Dogs', 'Toys'), under('Cats', 'Toys'), inL3('Gifts & toys')) },
  { q: 'lapins', lang: 'fr', kind: 'plural', relevant: fr(/\blapins?\b/) },
  // Accents typed or left out
  { q: 'boeuf', lang: 'fr', kind: 'accent', relevant: fr(/\bboeuf\b/) },
  { q: 'litiere', lang: 'fr', kind: 'accent', relevant: any(fr(/\blitiere/), under('Cats', 'Litter & accessories'), inL3('Bedding')) },
  { q: 'nourriture seche', lang: 'fr', kind: 'accent', relevant: inL3('Dry food') },
  { q: 'lyophilise', lang: 'fr', kind: 'accent', relevant: fr(/\blyophilise/) },
  { q: 'fetes', lang: 'fr', kind: 'accent', relevant: any(fr(/\bfetes\b/), under('Seasonal', 'Holiday'), inL3('Holiday')) },
  { q: 'âgés', lang: 'fr', kind: 'accent', relevant: any(fr(/\bages\b/), en(/\bsenior\b/)) },
  { q: 'boreal', lang: 'en', kind: 'accent', relevant: brand('boreal') },
  { q: 'Boréal Vet', lang: 'fr', kind: 'accent', relevant: brand('boreal vet') },
  // Brands
  { q: 'Kodiak Trail', lang: 'en', kind: 'brand', relevant: brand('kodiak trail') },
  { q: 'vetricare', lang: 'en', kind: 'brand', relevant: brand('vetricare') },
  { q: 'whisker', lang: 'en', kind: 'brand', relevant: brand('whisker & co') },
  { q: 'pacific blue', lang: 'en', kind: 'brand', relevant: brand('pacific blue') },
  { q: 'heritage life salmon', lang: 'en', kind: 'brand', relevant: all(brand('heritage life'), en(/\bsalmon\b/)) },
  { q: 'maple ridge', lang: 'fr', kind: 'brand', relevant: brand('maple ridge') },
  { q: 'chinook', lang: 'en', kind: 'brand', relevant: brand('chinook vetpro') },
  { q: 'plainsguard', lang: 'fr', kind: 'brand', relevant: brand('plainsguard') },
  { q: 'meadow gold hay', lang: 'en', kind: 'brand', relevant: all(brand('meadow gold'), en(/\bhay\b/)) },
  // Two words
  { q: 'dog food', lang: 'en', kind: 'two words', relevant: under('Dogs', 'Food') },
  { q: 'cat litter', lang: 'en', kind: 'two words', relevant: under('Cats', 'Litter & accessories') },
  { q: 'flea treatment', lang: 'en', kind: 'two words', relevant: any(en(/\bflea\b/), inL3('Flea & tick')), top: 4 },
  { q: 'joint supplement', lang: 'en', kind: 'two words', relevant: any(inL3('Joint supplements'), en(/\bjoint\b/)) },
  { q: 'dental chews', lang: 'en', kind: 'two words', relevant: en(/\bdental\b/) },
  { q: 'chew toy', lang: 'en', kind: 'two words', relevant: any(inL3('Chew toys'), all(en(/\bchew/), en(/\btoy|bone|ring/))) },
  { q: 'salmon oil', lang: 'en', kind: 'two words', relevant: en(/\bsalmon oil\b/) },
  { q: 'senior cat food', lang: 'en', kind: 'two words', relevant: all(under('Cats', 'Food'), en(/\bsenior\b/)) },
  { q: 'grain free', lang: 'en', kind: 'two words', relevant: en(/\bgrain-free\b/) },
  { q: 'timothy hay', lang: 'en', kind: 'two words', relevant: en(/\btimothy hay\b/) },
  { q: 'wet cat food', lang: 'en', kind: 'two words', relevant: all(under('Cats', 'Food'), any(inL3('Wet food'), en(/\bwet\b/))) },
  { q: 'jouet chat', lang: 'fr', kind: 'two words', relevant: any(under('Cats', 'Toys'), all(fr(/\bjouets?\b/), fr(/\bchats?\b/))) },
  { q: 'nourriture chien', lang: 'fr', kind: 'two words', relevant: under('Dogs', 'Food') },
  { q: 'griffoir carton', lang: 'fr', kind: 'two words', relevant: all(fr(/\bgriffoir\b/), fr(/\bcarton\b/)) },
  { q: 'shampooing chien', lang: 'fr', kind: 'two words', relevant: all(fr(/\bshampooing\b/), under('Dogs')) },
  { q: 'pâtée chaton', lang: 'fr', kind: 'two words', relevant: all(under('Cats', 'Food', 'Wet food'), fr(/\bchatons?\b/)) },
  // French elision and small words
  { q: "l'huile", lang: 'fr', kind: 'elision', relevant: fr(/\bhuile\b/) },
  { q: "l'agneau", lang: 'fr', kind: 'elision', relevant: fr(/\bagneau\b/) },
  { q: "pain d'épice", lang: 'fr', kind: 'elision', relevant: fr(/\bpain d'epice\b/) },
  { q: "herbe à chat", lang: 'fr', kind: 'elision', relevant: fr(/\bherbe a chat\b/) },
  { q: "à l'avoine", lang: 'fr', kind: 'elision', relevant: fr(/\bavoine\b/) },
  { q: "cochon d'Inde", lang: 'fr', kind: 'elision', relevant: fr(/\bcochons? d'inde\b/) },
  // One word, each language
  { q: 'gingerbread', lang: 'en', kind: 'one word', relevant: en(/\bgingerbread\b/) },
  { q: 'wipes', lang: 'en', kind: 'one word', relevant: en(/\bwipes\b/) },
  { q: 'calming', lang: 'en', kind: 'one word', relevant: any(en(/\bcalming\b/), inL3('Calming aids')) },
  { q: 'dinde', lang: 'fr', kind: 'one word', relevant: fr(/\bdinde\b/) },
  { q: 'comprimés', lang: 'fr', kind: 'one word', relevant: fr(/\bcomprimes\b/) },
];
