import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

type Catalog = Record<string, string>;

/** Every catalogue: the shell's, each audience's and each feature's messages/{en,fr}.json (i18n/catalogs.ts). */
const featureFiles = import.meta.glob<Catalog>(['../features/*/messages/*.json', '../features/*/*/messages/*.json'], { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { eager: true, query: '?raw', import: 'default' });

interface Pair {
  name: string;
  /**
   * Keys of a catalogue start with its folder's name in camelCase: an audience's (`clinic.`), or a
   * feature's, alone or after its audience (`features/clinic/coupons` → `coupons.` or
   * `clinicCoupons.`), except the titles of its pages, pages.<pageLabel>.title, which routes.tsx uses.
   */
  prefixes: string[] | null;
  en: Catalog | undefined;
  fr: Catalog | undefined;
}

const camelCase = (words: string[]) =>
  words.join('-').replace(/[-/](\w)/g, (_, letter: string) => letter.toUpperCase());

function pairs(): Pair[] {
  const list: Pair[] = [{ name: 'src/web/i18n', prefixes: null, en, fr }];
  const byFolder = new Map<string, Pair>();
  for (const [path, catalog] of Object.entries(featureFiles)) {
    const match = /features\/((?:[^/]+\/)?[^/]+)\/messages\/(\w+)\.json$/.exec(path);
    if (!match) continue;
    const [, folder = '', language] = match;
    const words = folder.split('/');
    const prefixes = [...new Set([camelCase(words.slice(-1)), camelCase(words)])].map((prefix) => `${prefix}.`);
    const pair = byFolder.get(folder) ?? { name: `features/${folder}`, prefixes: [...prefixes, 'pages.'], en: undefined, fr: undefined };
    if (language === 'en') pair.en = catalog;
    else if (language === 'fr') pair.fr = catalog;
    else throw new Error(`${path}: only en.json and fr.json belong in a messages folder`);
    byFolder.set(folder, pair);
  }
  return [...list, ...byFolder.values()];
}

/** Argument names and tag names a message uses, nested plural/select branches included. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      found.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe.each(pairs())('messages of $name', ({ name, prefixes, en: english, fr: french }) => {
  it('exist in both languages', () => {
    expect(english, `${name}/en.json`).toBeDefined();
    expect(french, `${name}/fr.json`).toBeDefined();
  });

  it('have the same keys in English and French', () => {
    const enKeys = Object.keys(english ?? {});
    const frKeys = Object.keys(french ?? {});
    expect(enKeys.filter((key) => !(key in (french ?? {}))), 'missing in French').toEqual([]);
    expect(frKeys.filter((key) => !(key in (english ?? {}))), 'missing in English').toEqual([]);
  });

  it('have no empty message', () => {
    const empty = [
      ...Object.entries(english ?? {}).filter(([, text]) => !text.trim()).map(([key]) => `en ${key}`),
      ...Object.entries(french ?? {}).filter(([, text]) => !text.trim()).map(([key]) => `fr ${key}`),
    ];
    expect(empty).toEqual([]);
  });

  it('use the same ICU placeholders in both languages', () => {
    const differences = Object.keys(english ?? {})
      .filter((key) => french?.[key] !== undefined)
      .map((key) => ({ key, en: placeholders(english?.[key] ?? ''), fr: placeholders(french?.[key] ?? '') }))
      .filter(({ en: a, fr: b }) => a.join('|') !== b.join('|'));
    expect(differences).toEqual([]);
  });

  it('name every key after its feature (feature catalogues)', () => {
    if (!prefixes) return;
    expect(Object.keys(english ?? {}).filter((key) => !prefixes.some((prefix) => key.startsWith(prefix)))).toEqual([]);
  });
});

describe('all catalogues together', () => {
  it('define each key once', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { name, en: english } of pairs()) {
      for (const key of Object.keys(english ?? {})) {
        if (seen.has(key)) duplicates.push(`${key} (${seen.get(key)} and ${name})`);
        seen.set(key, name);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('hold every message id written literally in the web code', () => {
    const known = new Set(pairs().flatMap(({ en: english }) => Object.keys(english ?? {})));
    const patterns = [/formatMessage\(\s*\{\s*id:\s*'([^'$]+)'/g, /<FormattedMessage\s+id="([^"$]+)"/g, /\bt\(\s*'([a-z][\w.]+)'/g];
    const unknown: string[] = [];
    for (const [path, text] of Object.entries(sources)) {
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) {
          const id = match[1] ?? '';
          if (!known.has(id)) unknown.push(`${path}: ${id}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});
