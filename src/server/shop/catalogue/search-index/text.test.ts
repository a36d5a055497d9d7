import { describe, expect, it } from 'vitest';
import { andInto, count, countAnd, createBitset, forEachBit, fullBitset, hasBit, orInto, popcount32, setBit, toIndexes } from './bitset';
import { LruCache } from '../../../lib/lru';
import { fold, queryTokens, stripTags, tokenize } from './normalize';
import { stem } from './stemmer';
import { synonymsOf, termKey } from './synonyms';
import { TypoMatcher, editDistanceAtMostOne } from './typo';

describe('normalisation', () => {
  it('lower-cases, folds accents and ligatures', () => {
    expect(fold('Bœuf Âgé Nourriture SÈCHE')).toBe('boeuf age nourriture seche');
  });
  it('splits on punctuation and French elisions', () => {
    expect(tokenize("Recette à l'agneau – 6 kg, Chiens")).toEqual(['recette', 'a', 'l', 'agneau', '6', 'kg', 'chiens']);
  });
  it('drops stop words from queries unless nothing else is left', () => {
    expect(queryTokens('nourriture pour les chats')).toEqual(['nourriture', 'chats']);
    expect(queryTokens('the')).toEqual(['the']);
    expect(queryTokens('dog dog food')).toEqual(['dog', 'food']);
  });
  it('strips tags', () => {
    expect(stripTags('<p>Save <strong>15%</strong> &amp; more</p>')).toBe('Save 15% & more');
  });
});

describe('stemmer', () => {
  it.each([
    ['dogs', 'dog'], ['chiens', 'chien'], ['puppies', 'puppy'], ['animaux', 'animal'], ['oiseaux', 'oiseau'], ['jeux', 'jeu'],
    ['brushes', 'brush'], ['adultes', 'adult'], ['adulte', 'adult'], ['adult', 'adult'], ['treats', 'treat'], ['friandises', 'friandis'],
    ['training', 'train'], ['grooming', 'groom'], ['flavoured', 'flavour'], ['cat', 'cat'], ['6kg', '6kg'], ['glass', 'glass'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
  it('gives singular and plural the same key', () => {
    expect(stem('croquettes')).toBe(stem('croquette'));
    expect(stem('litières'.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))).toBe(stem('litiere'));
  });
});

describe('synonyms', () => {
  it('maps dog ↔ chien and food ↔ nourriture both ways, plural or not', () => {
    expect(synonymsOf(termKey('dog'))).toContain(termKey('chien'));
    expect(synonymsOf(termKey('chiens'))).toContain(termKey('dog'));
    expect(synonymsOf(termKey('Nourriture'))).toContain(termKey('food'));
    expect(synonymsOf(termKey('friandises'))).toContain(termKey('treat'));
  });
});

describe('typo matcher', () => {
  const terms = ['salmon', 'saumon', 'nourriture', 'chat', 'chicken', 'dog'];
  const matcher = new TypoMatcher(terms);
  const found = (word: string) => matcher.candidates(word).map((id) => terms[id]);
  it('finds a swapped, missing, extra or wrong letter in words of four letters or more', () => {
    expect(found('salomn')).toEqual(['salmon']);
    expect(found('nouriture')).toEqual(['nourriture']);
    expect(found('chickken')).toEqual(['chicken']);
    expect(found('chickan')).toEqual(['chicken']);
    expect(found('chta')).toEqual(['chat']);
    expect(found('caht')).toEqual(['chat']);
    expect(found('dogg')).toEqual(['dog']);
  });
  it('finds only two swapped neighbours in a three-letter word (Damerau: one edit)', () => {
    expect(found('dgo')).toEqual(['dog']);
    expect(found('odg')).toEqual(['dog']);
    expect(found('dgg')).toEqual([]);
    expect(found('do')).toEqual([]);
  });
  it('ignores words two edits away', () => {
    expect(found('slamno')).toEqual([]);
    expect(found('gdo')).toEqual([]);
  });
  it('measures one edit', () => {
    expect(editDistanceAtMostOne('salmon', 'salmon')).toBe(true);
    expect(editDistanceAtMostOne('salmon', 'slamon')).toBe(true);
    expect(editDistanceAtMostOne('salmon', 'salmn')).toBe(true);
    expect(editDistanceAtMostOne('salmon', 'samlno')).toBe(false);
  });
});

describe('bitsets', () => {
  it('sets, tests, counts and combines', () => {
    const a = createBitset(70);
    const b = createBitset(70);
    [0, 31, 32, 69].forEach((i) => setBit(a, i));
    [31, 40, 69].forEach((i) => setBit(b, i));
    expect(hasBit(a, 31)).toBe(true);
    expect(hasBit(a, 33)).toBe(false);
    expect(count(a)).toBe(4);
    expect(countAnd(a, b)).toBe(2);
    expect([...toIndexes(orInto(Uint32Array.from(a), b))]).toEqual([0, 31, 32, 40, 69]);
    expect([...toIndexes(andInto(Uint32Array.from(a), b))]).toEqual([31, 69]);
    const seen: number[] = [];
    forEachBit(b, (i) => seen.push(i));
    expect(seen).toEqual([31, 40, 69]);
  });
  it('fills exactly the first n bits', () => {
    expect(count(fullBitset(70))).toBe(70);
    expect(count(fullBitset(64))).toBe(64);
    expect(popcount32(0xffffffff)).toBe(32);
  });
});

describe('LRU cache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
  });
});
