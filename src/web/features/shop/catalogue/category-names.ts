import type { CategoryFacet } from '../../../../contracts/catalogue';
import { CATEGORY_IDS, SEASONAL_L2_IDS, type Language } from '../../../../domain/constants';

/**
 * Category names in page addresses (cat §2): /products/{l1}/{l2}/{l3} in English or French.
 * Top-level names and the second-level 'seasonal' have fixed ids; deeper names are matched against
 * the category facets the list call returns (by slug of the English or French name, or by id).
 */

const L1_SLUGS: Record<number, Record<Language, string>> = {
  [CATEGORY_IDS.dogs]: { en: 'dogs', fr: 'chiens' },
  [CATEGORY_IDS.cats]: { en: 'cats', fr: 'chats' },
  [CATEGORY_IDS.smallAnimals]: { en: 'smallanimals', fr: 'petitsanimaux' },
  [CATEGORY_IDS.seasonal]: { en: 'seasonal', fr: 'saisonnier' },
};

const L1_BY_NAME: ReadonlyMap<string, number> = new Map(
  Object.entries(L1_SLUGS).flatMap(([id, names]) => [
    [names.en, Number(id)],
    [names.fr, Number(id)],
  ]),
);

/** cat §2: a second-level 'seasonal' is 1140 under dogs, 2124 under cats, 3024 under small animals. */
const SEASONAL_L2_BY_L1: ReadonlyMap<number, number> = new Map([
  [CATEGORY_IDS.dogs, SEASONAL_L2_IDS.dogs],
  [CATEGORY_IDS.cats, SEASONAL_L2_IDS.cats],
  [CATEGORY_IDS.smallAnimals, SEASONAL_L2_IDS.smallAnimals],
]);
const SEASONAL_NAMES: ReadonlySet<string> = new Set(['seasonal', 'saisonnier']);

/** 'Nourriture sèche' → 'nourriture-seche' (the server's slug rule: ASCII words joined by hyphens). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[œŒ]/g, 'oe')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const ID = /^[1-9]\d{0,9}$/;

/** The top-level id of a name (either language, any case), or null. A numeric segment is an id. */
export function l1IdOfName(name: string): number | null {
  const slug = slugify(name).replace(/-/g, '');
  return L1_BY_NAME.get(slug) ?? (ID.test(name) ? Number(name) : null);
}

/** The fixed id of a second-level name under a top-level id (only 'seasonal'), or null. */
export function fixedL2IdOfName(l1: number, name: string): number | null {
  return SEASONAL_NAMES.has(slugify(name)) ? (SEASONAL_L2_BY_L1.get(l1) ?? null) : null;
}

/** A deeper name matched against facets: slug of the English or French name, or the id. */
export function matchCategoryName(name: string, facets: readonly CategoryFacet[]): CategoryFacet | null {
  const wanted = slugify(name);
  if (!wanted) return null;
  return (
    facets.find((facet) => slugify(facet.facetValue) === wanted || slugify(facet.facetValueFr) === wanted || String(facet.id) === name) ??
    null
  );
}

/** The path segment of a top-level category in a language; null for an id the table does not name. */
export function l1Slug(l1: number, language: Language): string | null {
  return L1_SLUGS[l1]?.[language] ?? null;
}
