import { afterEach, vi } from 'vitest';

// A test that logs console.error fails (STYLE §12): an unexpected error must not pass quietly.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const logged = errors;
  errors = [];
  vi.restoreAllMocks();
  if (logged.length > 0) throw new Error(`console.error was called: ${String(logged[0]?.[0])}`);
});
