import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING_MS } from '../domain/constants';
import { ChunkLoadError, failingAddress, importWithTimeout, pageLoader, type PageModule } from './lazy-route';
import { pageLoadsPending } from './page-loads';

afterEach(() => {
  vi.useRealTimers();
});

describe('importWithTimeout (cat §4, §8)', () => {
  it('resolves with the module', async () => {
    await expect(importWithTimeout(async () => ({ value: 1 }), 'x')).resolves.toEqual({ value: 1 });
  });

  it('turns a failed import into a ChunkLoadError with type missing and the failing address', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: http://localhost:3100/assets/CartPage-x1y2.js');
    const error = await importWithTimeout(() => Promise.reject(failure), 'cart').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'missing', request: 'http://localhost:3100/assets/CartPage-x1y2.js', cause: failure });
    expect((error as Error).message).toMatch(/^Loading chunk failed/);
  });

  it('names the module when the browser does not say which address failed', async () => {
    const error = await importWithTimeout(() => Promise.reject(new Error('boom')), 'checkout').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ type: 'missing', request: 'checkout' });
  });

  it('gives up after 120 s with type timeout', async () => {
    vi.useFakeTimers();
    const pending = importWithTimeout(() => new Promise<never>(() => undefined), 'productList');
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout', request: 'productList' });
    await vi.advanceTimersByTimeAsync(TIMING_MS.chunkLoadTimeout - 1);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});

describe('failingAddress', () => {
  it('finds absolute and root-relative script addresses', () => {
    expect(failingAddress(new Error('error loading dynamically imported module: /assets/a-1.js'))).toBe('/assets/a-1.js');
    expect(failingAddress(new Error('Importing a module script failed.'))).toBeNull();
  });
});

describe('pageLoader', () => {
  it('loads the page and its messages together, once, and then has the module at hand', async () => {
    const module = { Component: () => null };
    const load = vi.fn(async () => module);
    const messages = vi.fn(async () => undefined);
    const page = pageLoader(load, 'productList', messages);
    expect(page.loaded()).toBeUndefined();
    await expect(Promise.all([page.load(), page.load()])).resolves.toEqual([module, module]);
    expect(page.loaded()).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
    expect(messages).toHaveBeenCalledTimes(1);
  });

  it('fails with a ChunkLoadError when the page does not arrive, and keeps answering with that failure', async () => {
    const load = vi.fn(() => Promise.reject<PageModule>(new TypeError('Failed to fetch dynamically imported module: /assets/page.js')));
    const page = pageLoader(load, 'productList');
    await expect(page.load()).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing', request: '/assets/page.js' });
    // React reads a failed promise by its identity: a new attempt on every render would never fail.
    expect(page.load()).toBe(page.load());
    await expect(page.load()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(page.loaded()).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts the pages on their way, for the navigation progress bar', async () => {
    let arrive: (module: { Component: () => null }) => void = () => undefined;
    const page = pageLoader(() => new Promise((resolve) => (arrive = resolve)), 'cart');
    const loading = page.load();
    expect(pageLoadsPending()).toBe(true);
    arrive({ Component: () => null });
    await loading;
    expect(pageLoadsPending()).toBe(false);
  });
});
