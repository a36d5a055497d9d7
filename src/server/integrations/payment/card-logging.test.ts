import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from './sandbox-cards';

/**
 * DESIGN §4 "a card number is never stored or logged": the app runs at log level trace in a child
 * process (pino writes to the process's stdout, which a test in this process cannot capture) and
 * every card sent in every shape must be absent from what it logged.
 */
describe('card numbers in logs', () => {
  it('never appear, whatever the tokenization call or a careless client sends', () => {
    const probe = fileURLToPath(new URL('./card-log-probe.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', probe], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, TEST_DATABASE_URL: '' },
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.stdout, output.slice(-2000)).toContain('PROBE-DONE');
    expect(output).toContain('/sandbox/payments/tokenize');
    for (const number of Object.values(SANDBOX_TEST_CARDS)) {
      expect(output).not.toContain(number);
      expect(output).not.toContain(number.slice(0, 12));
    }
    expect(output).not.toContain('4242424242424241');
  });
});
