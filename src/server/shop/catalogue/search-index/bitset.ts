/**
 * Fixed-size bitsets over family positions (0..n-1), 32 per Uint32Array word. Facet counts are
 * popcounts of AND-ed sets; every operation writes into a caller-owned buffer so a search allocates
 * almost nothing.
 */
export type Bitset = Uint32Array;

export const wordsFor = (size: number): number => (size + 31) >>> 5;

export function createBitset(size: number): Bitset {
  return new Uint32Array(wordsFor(size));
}

export function setBit(bits: Bitset, index: number): void {
  bits[index >>> 5]! |= 1 << (index & 31);
}

export function hasBit(bits: Bitset, index: number): boolean {
  return (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
}

/** A set with the first `size` bits on. */
export function fullBitset(size: number): Bitset {
  const bits = createBitset(size);
  bits.fill(0xffffffff);
  const rest = size & 31;
  if (rest !== 0) bits[bits.length - 1] = (1 << rest) - 1;
  return bits;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function count(bits: Bitset): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) total += popcount32(bits[i]!);
  return total;
}

/** |a ∧ b| without materialising the intersection. */
export function countAnd(a: Bitset, b: Bitset): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const w = a[i]! & b[i]!;
    if (w !== 0) total += popcount32(w);
  }
  return total;
}

export function copyInto(target: Bitset, source: Bitset): Bitset {
  target.set(source);
  return target;
}

export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  return target;
}

export function orInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
  return target;
}

/** Calls `visit` with each set bit's index, in increasing order. */
export function forEachBit(bits: Bitset, visit: (index: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}

/** The set bits' indexes, in increasing order. */
export function toIndexes(bits: Bitset): Int32Array {
  const out = new Int32Array(count(bits));
  let n = 0;
  forEachBit(bits, (index) => {
    out[n++] = index;
  });
  return out;
}
