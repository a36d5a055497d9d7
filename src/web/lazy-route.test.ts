import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING_MS } from '../domain/constants';
import { ChunkLoadError, failingAddress, importWithTimeout, lazyPage } from './lazy-route';

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

describe('lazyPage', () => {
  it("gives the route its component, and the module's server prefetch through the route's handle", async () => {
    const Component = () => null;
    const prefetch = async () => undefined;
    const handle = { pageLabel: 'productList', titleKey: 'pages.productList.title' };
    const load = lazyPage(async () => ({ Component, prefetch }), 'productList', handle);
    await expect(load()).resolves.toEqual({ Component });
    expect(handle).toEqual({ pageLabel: 'productList', titleKey: 'pages.productList.title', prefetch });
  });

  it('loads the page and its messages together, and fails with a ChunkLoadError when the page does not arrive', async () => {
    const messages = vi.fn(async () => undefined);
    const load = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page.js')), 'productList', { pageLabel: 'productList', titleKey: 't' }, messages);
    await expect(load()).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing', request: '/assets/page.js' });
    expect(messages).toHaveBeenCalled();
  });
});
