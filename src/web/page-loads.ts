/**
 * How many page chunks are on their way. A navigation to a page whose code has not arrived keeps
 * the current page on screen meanwhile (the router's updates are transitions); the header's
 * progress bar says something is coming.
 */
let pending = 0;
const listeners = new Set<() => void>();

function changeBy(step: number): void {
  pending += step;
  for (const listener of listeners) listener();
}

export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  changeBy(1);
  return load.finally(() => changeBy(-1));
}

export function subscribePageLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pageLoadsPending(): boolean {
  return pending > 0;
}
