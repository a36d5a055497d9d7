import { describe, expect, it } from 'vitest';
import { BOGO_PROMPTED_KEY, readPrompted, rememberPrompted } from './bogo-prompt';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('free items already asked about (cc §4: remembered in session storage)', () => {
  it('remembers each item once', () => {
    const storage = memoryStorage();
    expect([...readPrompted(storage)]).toEqual([]);
    rememberPrompted(11, storage);
    rememberPrompted(21, storage);
    rememberPrompted(11, storage);
    expect([...readPrompted(storage)]).toEqual([11, 21]);
    expect(storage.getItem(BOGO_PROMPTED_KEY)).toBe('[11,21]');
  });

  it('reads nothing from unreadable storage, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem(BOGO_PROMPTED_KEY, '{not json');
    expect(readPrompted(storage).size).toBe(0);
    storage.setItem(BOGO_PROMPTED_KEY, '[1,"x",2.5,3]');
    expect([...readPrompted(storage)]).toEqual([1, 3]);
    const full = { ...memoryStorage(), getItem: () => null, setItem: () => { throw new Error('quota'); } } as unknown as Storage;
    expect(() => rememberPrompted(5, full)).not.toThrow();
    expect(readPrompted(null).size).toBe(0);
  });
});
