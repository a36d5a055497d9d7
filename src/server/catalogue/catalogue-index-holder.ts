import type { Db } from '../db/database';
import { loadCatalogueSnapshot, readCatalogueVersion } from './catalogue.queries';
import { CatalogueIndex } from './search-index/catalogue-index';
import { CatalogueSearcher } from './search-index/search';

/**
 * Keeps the process's catalogue index current. The index records the catalogue_version it was
 * built from; a cheap unref'd timer reads that one row every few seconds and, when it moved (or a
 * promotion started or ended), builds a new index in the background and swaps it in one
 * assignment. Requests always see a whole index, old or new, never a half-built one.
 */
export interface LiveCatalogue {
  index: CatalogueIndex;
  searcher: CatalogueSearcher;
}

export interface CatalogueIndexHolder {
  current(): LiveCatalogue;
  /** Rebuilds when the version moved or a promotion boundary passed (or always with force). */
  refresh(options?: { force?: boolean }): Promise<boolean>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** How often the version is checked; 0 turns the timer off. Default 5 s. */
  checkIntervalMs?: number;
  /** Result cache entries per index (0 disables it). */
  cacheSize?: number;
  onError?: (error: unknown) => void;
  onRebuilt?: (index: CatalogueIndex, ms: number) => void;
}

export async function createCatalogueIndex(db: Db, now = new Date()): Promise<CatalogueIndex> {
  return new CatalogueIndex(await loadCatalogueSnapshot(db), now);
}

export async function startCatalogueIndex(db: Db, options: StartOptions = {}): Promise<CatalogueIndexHolder> {
  const { checkIntervalMs = 5000, cacheSize = 500 } = options;
  const live = (index: CatalogueIndex): LiveCatalogue => ({ index, searcher: new CatalogueSearcher(index, cacheSize) });
  let current = live(await createCatalogueIndex(db));
  let running: Promise<boolean> | null = null;
  let stopped = false;

  async function check(force: boolean): Promise<boolean> {
    const version = await readCatalogueVersion(db);
    const boundary = current.index.nextPromotionChange;
    const promotionChanged = boundary !== null && Date.now() >= boundary;
    if (!force && version === current.index.version && !promotionChanged) return false;
    const started = performance.now();
    const index = await createCatalogueIndex(db);
    if (stopped) return false;
    current = live(index);
    options.onRebuilt?.(index, performance.now() - started);
    return true;
  }

  function refresh({ force = false } = {}): Promise<boolean> {
    // One check at a time; a caller arriving during a rebuild waits for it.
    running ??= check(force).finally(() => {
      running = null;
    });
    return running;
  }

  const timer = checkIntervalMs > 0
    ? setInterval(() => {
      refresh().catch((error: unknown) => options.onError?.(error));
    }, checkIntervalMs)
    : null;
  timer?.unref();

  return {
    current: () => current,
    refresh,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => false);
    },
  };
}
