import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from '../../src/server/db/seed';

const folder = mkdtempSync(join(tmpdir(), 'first-start-'));
const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts src/server/main.ts as `npm run serve` does, and resolves once it says it is ready. */
async function startStore(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_PRODUCTS: '10', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`store exited with ${code}: ${output}`)));
    const timer = setInterval(() => {
      if (output.includes('Store ready')) {
        clearInterval(timer);
        // Anything still on its way (asynchronous log lines) has time to arrive.
        setTimeout(resolve, 500);
      }
    }, 50);
  });
  return { port, output: () => output };
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('a first start', () => {
  afterAll(() => {
    for (const child of started) child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  });

  it('ends with the address and the demo sign-in, then logs one short line per request', async () => {
    const store = await startStore({ NODE_ENV: 'development', DATABASE_URL: join(folder, 'dev.db') });
    const printed = lines(store.output());
    expect(printed.slice(-2)).toEqual([`Store ready at http://localhost:${store.port} (sqlite)`, `Demo sign-in: ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}`]);
    expect(printed.filter((line) => line.startsWith('{'))).toEqual([]);

    await fetch(`http://127.0.0.1:${store.port}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = lines(store.output()).slice(printed.length);
    expect(after).toHaveLength(1);
    expect(JSON.parse(after[0]!).msg).toMatch(/^GET \/api\/health 200 \d+\.\dms$/);
  }, 60_000);

  it('in production seeds nothing and prints no password', async () => {
    const store = await startStore({ NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(40), DATABASE_URL: join(folder, 'prod.db') });
    const printed = store.output();
    expect(printed).not.toContain(DEMO_SHOPPER.password);
    expect(lines(printed).at(-1)).toBe(`Store ready at http://localhost:${store.port} (sqlite)`);
    expect(printed).toContain('npm run seed -- --demo');
  }, 60_000);
});
