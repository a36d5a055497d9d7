import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchFilter } from '../../../../contracts/catalogue-filter';
import { bumpCatalogueVersion } from '../../../db/catalogue-version';
import { connectionOptionsOf, openDatabase, type Db } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { DEMO_PROMO_IDS, seedDemoData } from '../../../db/seed';
import { createTestDatabase, testEngines } from '../../../testing/test-database';
import { cartSuggestionPositions } from '../cart-suggestions';
import { createCatalogueIndex, liveCatalogue, startCatalogueIndex } from '../catalogue-index-holder';
import { listProducts } from '../catalogue.service';
import type { CatalogueIndex } from '../search-index/catalogue-index';
import { buildIndexInWorker } from './build-in-worker';

/** A database another thread can open: an SQLite file (not :memory:), or a PostgreSQL schema. */
async function sharedDatabase(engine: 'sqlite' | 'postgres'): Promise<{ db: Db; dispose(): Promise<void> }> {
  if (engine === 'postgres') return createTestDatabase('postgres');
  const folder = mkdtempSync(join(tmpdir(), 'index-worker-'));
  const handle = openDatabase({ url: join(folder, 'store.db') });
  await migrateToLatest(handle.db);
  return {
    db: handle.db,
    async dispose() {
      await handle.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function answers(index: CatalogueIndex, filters: SearchFilter[]): unknown[] {
  const live = liveCatalogue(index, 0);
  return filters.flatMap((filter) => (['en', 'fr'] as const).flatMap((lang) => [false, true].map((debug) => {
    const body = JSON.parse(listProducts(live, filter, { pg: 1, pgSize: 48 }, { lang, debug, favourites: new Set(), retailDiscountPercent: 0, switchedOffPromotionIds: new Set<number>() }).json.toString()) as Record<string, unknown>;
    delete body.debugInfo; // holds the call's duration
    return body;
  })));
}

describe.each(testEngines())('the index built in a worker thread on %s', (engine) => {
  let database: { db: Db; dispose(): Promise<void> };

  beforeAll(async () => {
    database = await sharedDatabase(engine);
    await seedDemoData(database.db, { products: 300 });
  });
  afterAll(() => database.dispose());

  it('answers like an index built on this thread', async () => {
    const now = new Date();
    const here = await createCatalogueIndex(database.db, now);
    const there = await buildIndexInWorker(connectionOptionsOf(database.db)!, now);
    expect(there.size).toBe(here.size);
    expect(there.changeSeq).toBe(here.changeSeq);
    const sku = here.families[7]!.product.mfgSku;
    const filters: SearchFilter[] = [
      { selectedProperties: {} },
      { q: 'dog food', selectedProperties: {} },
      { q: 'nouriture chat', selectedProperties: {} },
      { q: sku, selectedProperties: {} },
      { l1: 10, selectedProperties: { lifestage: ['adult'] } },
      { promoId: DEMO_PROMO_IDS.percentage, selectedProperties: {} },
    ];
    expect(answers(there, filters)).toEqual(answers(here, filters));
    const cart = [here.families[3]!.family.id, here.families[90]!.family.id];
    expect(cartSuggestionPositions(there, cart)).toEqual(cartSuggestionPositions(here, cart));
    expect(there.positionOfProduct(here.families[5]!.product.id)).toBe(5);
  });

  it('builds the first index in a worker from a size on (its garbage goes with the thread), on this thread below it', async () => {
    const where: string[] = [];
    const here = await startCatalogueIndex(database.db, { checkIntervalMs: 0, onBuilt: (_, w) => where.push(w) });
    const there = await startCatalogueIndex(database.db, { checkIntervalMs: 0, firstBuildInWorkerFrom: 300, onBuilt: (_, w) => where.push(w) });
    try {
      expect(where).toEqual(['main', 'worker']);
      const filters: SearchFilter[] = [{ selectedProperties: {} }, { q: 'dog food', selectedProperties: {} }];
      expect(answers(there.current().index, filters)).toEqual(answers(here.current().index, filters));
    } finally {
      await Promise.all([here.stop(), there.stop()]);
    }
  });

  it('replaces the live index when the catalogue version moves', async () => {
    const holder = await startCatalogueIndex(database.db, { checkIntervalMs: 0, buildIn: 'worker' });
    try {
      const before = holder.current().index;
      const family = before.families[11]!.family;
      await database.db.updateTable('product_families').set({ name_en: 'Zanzibar Kibble' }).where('id', '=', family.id).execute();
      await bumpCatalogueVersion(database.db);
      expect(await holder.refresh()).toBe(true);
      const after = holder.current();
      expect(after.index).not.toBe(before);
      const found = JSON.parse(listProducts(after, { q: 'zanzibar', selectedProperties: {} }, {}, { lang: 'en', debug: false, favourites: null, retailDiscountPercent: 0, switchedOffPromotionIds: new Set<number>() }).json.toString()) as { results: { id: number }[] };
      expect(found.results.map((r) => r.id)).toEqual([family.id]);
    } finally {
      await holder.stop();
    }
  });

  it('stops a build in progress when the holder stops', async () => {
    const holder = await startCatalogueIndex(database.db, { checkIntervalMs: 0, buildIn: 'worker' });
    const before = holder.current().index;
    await bumpCatalogueVersion(database.db);
    const refreshing = holder.refresh();
    await holder.stop();
    expect(await refreshing).toBe(false);
    expect(holder.current().index).toBe(before);
  });
});
