import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'];

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`) need modules loaded afresh for them;
 * every other file shares its worker's loaded modules with the files before it, which takes a
 * third of the suite's processor time (docs/decisions/082-test-databases-copied-from-templates.md).
 */
const replacesModules = globSync(TEST_FILES).filter((file) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/dom-patience.ts'],
    globalSetup: ['tests/setup/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Four worker processes on two cores: the suite mostly waits (databases, child processes,
    // timers). Both engines on this machine: 2 workers 125 s, 4 workers 84 s.
    maxWorkers: 4,
    projects: [
      { extends: true, test: { name: 'shared-modules', include: TEST_FILES, exclude: replacesModules, isolate: false } },
      { extends: true, test: { name: 'own-modules', include: replacesModules.length > 0 ? replacesModules : ['no-such-file'], isolate: true } },
    ],
  },
});
