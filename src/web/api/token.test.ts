import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage-keys';
import { createTokenStore, isTokenUsable, TOKEN_PATH } from './token';
import { MINUTE_MS } from '../../domain/time';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * MINUTE_MS).toISOString();

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function tokenAnswer(accessToken: string, expiresUtc = inMinutes(15)) {
  return new Response(JSON.stringify({ accessToken, expiresUtc }), { status: 200, headers: { 'content-type': 'application/json' } });
}

function setup(fetchImpl = vi.fn(async () => tokenAnswer('fresh-token-0123456789'))) {
  const storage = memoryStorage();
  const store = createTokenStore({ fetch: fetchImpl as unknown as typeof fetch, storage: () => storage, now: () => NOW });
  return { storage, store, fetchImpl };
}

describe('isTokenUsable (rr §4: longer than 10 characters and not expired)', () => {
  it('accepts a long, unexpired token', () => {
    expect(isTokenUsable({ accessToken: '12345678901', expiresUtc: inMinutes(10) }, NOW)).toBe(true);
  });
  it('refuses a token of 10 characters or fewer', () => {
    expect(isTokenUsable({ accessToken: '1234567890', expiresUtc: inMinutes(10) }, NOW)).toBe(false);
  });
  it('refuses an expired token, and one about to expire', () => {
    expect(isTokenUsable({ accessToken: 'a-long-token-value', expiresUtc: inMinutes(-1) }, NOW)).toBe(false);
    expect(isTokenUsable({ accessToken: 'a-long-token-value', expiresUtc: new Date(NOW + 5_000).toISOString() }, NOW)).toBe(false);
  });
  it('refuses a token with an unreadable expiry', () => {
    expect(isTokenUsable({ accessToken: 'a-long-token-value', expiresUtc: 'soon' }, NOW)).toBe(false);
    expect(isTokenUsable(null, NOW)).toBe(false);
  });
});

describe('token store', () => {
  it('reuses the stored token without a call', async () => {
    const { storage, store, fetchImpl } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'stored-token-0123456789');
    storage.setItem(STORAGE_KEYS.accessTokenExpiresUtc, inMinutes(10));
    await expect(store.get()).resolves.toBe('stored-token-0123456789');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches with POST /Account/GetToken when the stored token expired, and stores the new one', async () => {
    const { storage, store, fetchImpl } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'stored-token-0123456789');
    storage.setItem(STORAGE_KEYS.accessTokenExpiresUtc, inMinutes(-5));
    await expect(store.get()).resolves.toBe('fresh-token-0123456789');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(TOKEN_PATH, expect.objectContaining({ method: 'POST' }));
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh-token-0123456789');
  });

  it('fetches when the stored token is too short', async () => {
    const { storage, store, fetchImpl } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'short');
    storage.setItem(STORAGE_KEYS.accessTokenExpiresUtc, inMinutes(10));
    await store.get();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('makes concurrent callers share one fetch', async () => {
    let release!: (response: Response) => void;
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const { store } = setup(fetchImpl);
    const calls = [store.get(), store.get(), store.get()];
    release(tokenAnswer('shared-token-0123456789'));
    await expect(Promise.all(calls)).resolves.toEqual(['shared-token-0123456789', 'shared-token-0123456789', 'shared-token-0123456789']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('drop() forgets the token so the next call fetches one for the new identity', async () => {
    const { storage, store, fetchImpl } = setup();
    await store.get();
    store.drop();
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await store.get();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not store a token whose fetch started before drop() (a sign-in happened meanwhile)', async () => {
    let release!: (response: Response) => void;
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const { storage, store } = setup(fetchImpl);
    const before = store.get();
    store.drop();
    release(tokenAnswer('visitor-token-0123456789'));
    await before;
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('lets a failed fetch be retried by the next call', async () => {
    const fetchImpl = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(tokenAnswer('second-try-0123456789'));
    const { store } = setup(fetchImpl);
    await expect(store.get()).rejects.toThrow('Failed to fetch');
    await expect(store.get()).resolves.toBe('second-try-0123456789');
  });

  it('seed() keeps the token the page came with, replacing a stored one, so the first call needs no fetch', async () => {
    const { storage, store, fetchImpl } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'older-visitor-token-0123');
    storage.setItem(STORAGE_KEYS.accessTokenExpiresUtc, inMinutes(10));
    store.seed({ accessToken: 'page-shopper-token-0123456789', expiresUtc: inMinutes(15) });
    await expect(store.get()).resolves.toBe('page-shopper-token-0123456789');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('seed() ignores an expired or malformed token', async () => {
    const { storage, store } = setup();
    store.seed({ accessToken: 'expired-token-0123456789', expiresUtc: inMinutes(-1) });
    store.seed({ accessToken: 42, expiresUtc: inMinutes(15) } as unknown as { accessToken: string; expiresUtc: string });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});
