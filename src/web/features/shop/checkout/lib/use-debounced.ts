import { useEffect, useState } from 'react';

/** The value, once it has stayed the same for `delayMs` (cc §4: the cart reload is debounced 250 ms). */
export function useDebounced<T>(value: T, delayMs: number, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (isEqual(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs, isEqual]);
  return settled;
}
