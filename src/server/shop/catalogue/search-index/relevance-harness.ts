import { openDatabase } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { seedDemoData } from '../../../db/seed';
import { createCatalogueIndex } from '../catalogue-index-holder';
import type { CatalogueIndex } from './catalogue-index';
import { fold } from './normalize';
import type { ProductFacts, RelevanceCase } from './relevance-cases';
import { CatalogueSearcher, resolveFilter } from './search';

/** Runs the relevance set against the demo catalogue (the real seed, in an in-memory SQLite). */
export const RELEVANCE_DEPTH = 10;

export interface CaseResult {
  case: RelevanceCase;
  total: number;
  /** Relevant products in the whole catalogue. */
  relevantInCatalogue: number;
  /** The first results' English names and whether each is relevant. */
  first: { name: string; relevant: boolean }[];
  /** Relevant among the first 10, over 10. */
  precision: number;
  /** Relevant among the first 10, over min(10, relevant in the catalogue). */
  cappedPrecision: number;
  /** The first `top` results (capped by relevantInCatalogue) are all relevant. */
  topOk: boolean;
}

export async function loadDemoCatalogue(): Promise<CatalogueIndex> {
  const database = openDatabase({ url: ':memory:' });
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { now: new Date('2026-02-01T12:00:00.000Z') });
    return await createCatalogueIndex(database.db);
  } finally {
    await database.destroy();
  }
}

const facts = (index: CatalogueIndex): ProductFacts[] => {
  const clean = (text: string) => fold(text).replace(/[\u2018\u2019]/g, "'");
  const pathName = (id: number | null) => (index.categoryName(id, 'en') ?? '').toLowerCase();
  return index.families.map((f) => ({
    en: clean(f.family.nameEn),
    fr: clean(f.family.nameFr),
    path: [pathName(f.primary.l1), pathName(f.primary.l2), pathName(f.primary.l3)],
  }));
};

export function evaluateCases(index: CatalogueIndex, cases: readonly RelevanceCase[]): CaseResult[] {
  const searcher = new CatalogueSearcher(index, 0);
  const products = facts(index);
  return cases.map((c) => {
    const outcome = searcher.search(resolveFilter(index, { q: c.q, selectedProperties: {} }), c.lang);
    const relevantInCatalogue = products.filter(c.relevant).length;
    const first = [...outcome.ranked.subarray(0, RELEVANCE_DEPTH)].map((position) => ({
      name: c.lang === 'fr' ? index.families[position]!.family.nameFr : index.families[position]!.family.nameEn,
      relevant: c.relevant(products[position]!),
    }));
    const hits = first.filter((r) => r.relevant).length;
    const top = Math.min(c.top ?? 5, relevantInCatalogue);
    return {
      case: c,
      total: outcome.total,
      relevantInCatalogue,
      first,
      precision: hits / RELEVANCE_DEPTH,
      cappedPrecision: relevantInCatalogue === 0 ? 0 : hits / Math.min(RELEVANCE_DEPTH, relevantInCatalogue),
      topOk: first.length >= top && first.slice(0, top).every((r) => r.relevant),
    };
  });
}
