import type { CatalogueState } from '../../db/catalogue-version';
import { connectionOptionsOf, type Db } from '../../db/database';
import { AnswerCache } from './answer-cache';
import {
  countProducts, loadCatalogueSnapshot, loadProductStates, oldestLoggedChange, pruneChangeLog, readCatalogueState, readChangedProductIds,
} from './catalogue.queries';
import { buildIndexInWorker } from './index-build/build-in-worker';
import { applyProductStates } from './product-changes';
import { CatalogueIndex } from './search-index/catalogue-index';
import { CatalogueSearcher } from './search-index/search';
import { previewInstant } from '../../../domain/store-preview';
import { DAY_MS, HOUR_MS } from '../../../domain/time';

/**
 * Keeps the process's catalogue index current (docs/architecture.md, "The catalogue index"). A
 * cheap unref'd timer reads the one catalogue_version row every second:
 * - when its change sequence moved, the products logged since are read again and applied to the
 *   live index in place (stock states and prices: product-changes.ts), between two requests;
 * - when its version moved (or a promotion started or ended), a new index is built in a worker
 *   thread, brought up to date with the change log, and swapped in with one assignment.
 * Requests always see a whole index, old or new, never a half-built one.
 */
export interface LiveCatalogue {
  index: CatalogueIndex;
  searcher: CatalogueSearcher;
  answers: AnswerCache;
}

export interface CatalogueIndexHolder {
  current(): LiveCatalogue;
  /**
   * Applies logged changes and, when the version moved or a promotion boundary passed (or always
   * with force), rebuilds and waits for it. True when the live catalogue changed.
   */
  refresh(options?: { force?: boolean }): Promise<boolean>;
  /**
   * The catalogue as the shop shows it on another of the store's days (a preview of the store,
   * docs/decisions/110-store-preview.md): built off the request path (in a worker when rebuilds
   * are), kept for a few days and made again when the catalogue's version moves; price and stock
   * changes are applied to it as to the live one. The live index is never touched.
   */
  at(day: string): Promise<LiveCatalogue>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** How often the version is checked; 0 turns the timer off. Default 1 s. */
  checkIntervalMs?: number;
  /** Kept filter outcomes per index (0 disables the answer cache). */
  cacheSize?: number;
  /** Where rebuilds run: a worker thread (default when the database can be opened again), or the main thread. */
  buildIn?: 'worker' | 'main';
  onError?: (error: unknown) => void;
  onRebuilt?: (index: CatalogueIndex, ms: number) => void;
  /**
   * From this many products the first index, too, is built in a worker thread (when rebuilds are).
   * Default FIRST_BUILD_IN_WORKER_FROM.
   */
  firstBuildInWorkerFrom?: number;
  /** The first index is built, on this thread or in a worker. */
  onBuilt?: (index: CatalogueIndex, where: 'main' | 'worker', ms: number) => void;
}

const PRUNE_EVERY_MS = HOUR_MS;
const KEEP_CHANGES_MS = DAY_MS;
const RETRY_FAILED_BUILD_MS = 10_000;
/**
 * Previewed days kept built: a preview looks at one or two days. Each is a whole index (about
 * 170 MB at 100,000 products), so few, and one nobody asked for in an hour (a preview's life) goes.
 */
const PREVIEW_DAYS_KEPT = 2;
const PREVIEW_IDLE_MS = HOUR_MS;
/** Kept filter outcomes of a previewed day (few people look at it). */
const PREVIEW_CACHE_SIZE = 50;

/**
 * A build allocates several times what the index keeps: the rows read, the snapshot made of them,
 * the terms and postings being sorted. Built on the main thread, that garbage stayed in the heap
 * long after the start (100,000 products: 883 MB of heap, 167 MB live; RSS 1,086 MB, issue 30), as
 * V8 had grown the heap for the build and nothing afterwards asked for a collection. A worker
 * thread's heap goes with the thread, so from this size the first index is built there too; below
 * it the garbage is small and the worker's start (about a second) not worth it.
 */
export const FIRST_BUILD_IN_WORKER_FROM = 20_000;

export async function createCatalogueIndex(db: Db, now = new Date()): Promise<CatalogueIndex> {
  return new CatalogueIndex(await loadCatalogueSnapshot(db), now);
}

export function liveCatalogue(index: CatalogueIndex, cacheSize = 500): LiveCatalogue {
  // The searcher keeps nothing itself: the answer cache keeps outcomes and knows what a change touches.
  return { index, searcher: new CatalogueSearcher(index, 0), answers: new AnswerCache(cacheSize) };
}

export async function startCatalogueIndex(db: Db, options: StartOptions = {}): Promise<CatalogueIndexHolder> {
  const { checkIntervalMs = 1000, cacheSize = 500 } = options;
  const connection = connectionOptionsOf(db);
  const inWorker = (options.buildIn ?? 'worker') === 'worker' && connection !== undefined && connection.url !== ':memory:';
  const stopping = new AbortController();
  // The first index is built before the server listens: nothing waits for it, so a small catalogue
  // is built on this thread; a large one in a worker, whose heap takes the build's garbage with it.
  const firstStarted = performance.now();
  const firstInWorker = inWorker && (await countProducts(db)) >= (options.firstBuildInWorkerFrom ?? FIRST_BUILD_IN_WORKER_FROM);
  let first: CatalogueIndex | null = null;
  if (firstInWorker) {
    try {
      first = await buildIndexInWorker(connection!, new Date(), stopping.signal);
    } catch (error) {
      options.onError?.(error); // the store still starts: on this thread
    }
  }
  const where = first ? 'worker' : 'main';
  first ??= await createCatalogueIndex(db);
  options.onBuilt?.(first, where, performance.now() - firstStarted);
  let live = liveCatalogue(first, cacheSize);
  let rebuilding: Promise<boolean> | null = null;
  let checking: Promise<boolean> | null = null;
  let rebuildAfter = 0;
  let lastPrune = 0;
  let logPruned = false;
  let stopped = false;

  /** Applies the changes logged after the target's sequence number; false when there were none. */
  async function catchUp(target: LiveCatalogue, state: CatalogueState, onPruned = () => { logPruned = true; }): Promise<boolean> {
    const from = target.index.changeSeq;
    if (state.changeSeq <= from) return false;
    const oldest = await oldestLoggedChange(db);
    if (oldest === null || oldest > from + 1) {
      onPruned(); // entries this index never read are gone: only a rebuild is sure to be right
      return false;
    }
    const states = await loadProductStates(db, await readChangedProductIds(db, from, state.changeSeq));
    applyProductStates(target, states);
    target.index.changeSeq = Math.max(target.index.changeSeq, state.changeSeq);
    return true;
  }

  async function rebuild(): Promise<boolean> {
    const started = performance.now();
    try {
      const index = inWorker ? await buildIndexInWorker(connection!, new Date(), stopping.signal) : await createCatalogueIndex(db);
      const next = liveCatalogue(index, cacheSize);
      logPruned = false;
      await catchUp(next, await readCatalogueState(db));
      if (stopped) return false;
      live = next;
      options.onRebuilt?.(index, performance.now() - started);
      return true;
    } catch (error) {
      if (stopped) return false;
      rebuildAfter = Date.now() + RETRY_FAILED_BUILD_MS;
      throw error;
    }
  }

  async function check(force: boolean, waitForRebuild: boolean): Promise<boolean> {
    const state = await readCatalogueState(db);
    const applied = await catchUp(live, state);
    const boundary = live.index.nextPromotionChange;
    const promotionChanged = boundary !== null && Date.now() >= boundary;
    const stale = state.version !== live.index.version || promotionChanged || logPruned;
    if ((force || (stale && Date.now() >= rebuildAfter)) && !stopped && !rebuilding) {
      rebuilding = rebuild().finally(() => {
        rebuilding = null;
      });
      rebuilding.catch((error: unknown) => options.onError?.(error));
    }
    const pending = rebuilding;
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneChangeLog(db, new Date(Date.now() - KEEP_CHANGES_MS));
    }
    return waitForRebuild && pending ? (await pending) || applied : applied;
  }

  /** Runs a check after the one in progress, if any; `checking` is always the last one queued. */
  function queueCheck(force: boolean, waitForRebuild: boolean): Promise<boolean> {
    const previous = checking?.catch(() => false) ?? Promise.resolve(false);
    const queued: Promise<boolean> = previous.then(() => check(force, waitForRebuild)).finally(() => {
      if (checking === queued) checking = null;
    });
    checking = queued;
    return queued;
  }

  const refresh = ({ force = false } = {}) => queueCheck(force, true);

  /** Previewed days, oldest use first; each built once for the catalogue version it was asked at. */
  const previewed = new Map<string, { version: number; stale: boolean; usedAt: number; built: Promise<LiveCatalogue> }>();

  function forgetIdleDays(): void {
    for (const [day, entry] of previewed) {
      if (Date.now() - entry.usedAt > PREVIEW_IDLE_MS) previewed.delete(day);
    }
  }

  async function buildDay(day: string): Promise<LiveCatalogue> {
    const instant = previewInstant(day);
    const index = inWorker ? await buildIndexInWorker(connection!, instant, stopping.signal) : await createCatalogueIndex(db, instant);
    return liveCatalogue(index, PREVIEW_CACHE_SIZE);
  }

  async function at(day: string): Promise<LiveCatalogue> {
    const state = await readCatalogueState(db);
    let kept = previewed.get(day);
    if (kept && (kept.version !== state.version || kept.stale)) kept = undefined;
    if (!kept) {
      const entry = { version: state.version, stale: false, usedAt: Date.now(), built: buildDay(day) };
      entry.built.catch(() => {
        if (previewed.get(day) === entry) previewed.delete(day);
      });
      kept = entry;
    }
    kept.usedAt = Date.now();
    previewed.delete(day);
    previewed.set(day, kept);
    forgetIdleDays();
    for (const oldest of previewed.keys()) {
      if (previewed.size <= PREVIEW_DAYS_KEPT) break;
      previewed.delete(oldest);
    }
    const catalogue = await kept.built;
    const entry = kept;
    await catchUp(catalogue, state, () => { entry.stale = true; });
    return catalogue;
  }

  const timer = checkIntervalMs > 0
    ? setInterval(() => {
      if (checking || stopped) return;
      forgetIdleDays();
      queueCheck(false, false).catch((error: unknown) => options.onError?.(error));
    }, checkIntervalMs)
    : null;
  timer?.unref();

  return {
    current: () => live,
    refresh,
    at,
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearInterval(timer);
      await Promise.allSettled([checking, rebuilding]);
    },
  };
}
