/**
 * The k-th largest of values[0, length) (k from 1), in linear time on average (quickselect with a
 * median-of-three pivot). Reorders that part of `values`.
 */
export function kthLargest(values: Float64Array, length: number, k: number): number {
  if (k < 1 || k > length) throw new RangeError(`k must be in 1..${length}, got ${k}`);
  // The k-th largest is the element at index length − k in ascending order.
  const target = length - k;
  let lo = 0;
  let hi = length - 1;
  while (hi > lo) {
    const mid = (lo + hi) >>> 1;
    // Median of three at `hi`, as the pivot.
    if (values[mid]! < values[lo]!) swap(values, mid, lo);
    if (values[hi]! < values[lo]!) swap(values, hi, lo);
    if (values[mid]! < values[hi]!) swap(values, mid, hi);
    const pivot = values[hi]!;
    let store = lo;
    for (let i = lo; i < hi; i++) {
      if (values[i]! < pivot) swap(values, i, store++);
    }
    swap(values, store, hi);
    if (store === target) return values[store]!;
    if (store < target) lo = store + 1;
    else hi = store - 1;
  }
  return values[lo]!;
}

function swap(values: Float64Array, a: number, b: number): void {
  const t = values[a]!;
  values[a] = values[b]!;
  values[b] = t;
}

const SAMPLE_EVERY = 16;
/** The sample is asked for its (1.5 k / 16)-th largest: a value nearly always below the real answer, with about 1.5 k values above it. */
const SAMPLE_MARGIN = 1.5;

/**
 * The k-th largest of values[0, length) without reordering them (`work` is scratch space of at
 * least `length`). For k much smaller than length, a sample of one value in 16 gives a bound most
 * values fall under; only the few above it are selected from, a single pass over the rest.
 */
export function kthLargestOf(values: Float64Array, length: number, k: number, work: Float64Array): number {
  if (length < 8 * k || k < 4 * SAMPLE_EVERY) {
    work.set(values.subarray(0, length));
    return kthLargest(work, length, k);
  }
  let sampled = 0;
  for (let i = 0; i < length; i += SAMPLE_EVERY) work[sampled++] = values[i]!;
  const bound = kthLargest(work, sampled, Math.min(sampled, Math.ceil((k / SAMPLE_EVERY) * SAMPLE_MARGIN)));
  let above = 0;
  for (let i = 0; i < length; i++) if (values[i]! >= bound) work[above++] = values[i]!;
  if (above >= k) return kthLargest(work, above, k);
  work.set(values.subarray(0, length));
  return kthLargest(work, length, k);
}
