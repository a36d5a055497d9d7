/**
 * Resolves in a later task, so the browser may paint and answer input in between. Starting the app
 * is a few pieces of work of 10–20 ms each on a fast machine (evaluating the code, the first use of
 * the browser's locale data, hydration): run back to back they make one long task that a tap must
 * wait for; taken one task each, none blocks for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
