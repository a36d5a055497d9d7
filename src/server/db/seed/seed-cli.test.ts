import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { DEMO_SHOPPER } from './shopper';

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'seed-cli-'));
const CLI = ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'src/server/db/seed/cli.ts'];

async function seed(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [...CLI, ...args], { env: { ...process.env, ...env }, timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function demoShopperExists(file: string): Promise<boolean> {
  const database = openDatabase({ url: file });
  try {
    const row = await database.db.selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirst().catch(() => undefined);
    return row !== undefined;
  } finally {
    await database.destroy();
  }
}

describe('npm run seed in production', () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses without --demo and seeds nothing', async () => {
    const file = join(folder, 'refused.db');
    const result = await seed(['--database-url', file, '--products', '10'], { NODE_ENV: 'production', DATABASE_URL: '' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('--demo');
    expect(result.output).not.toContain(DEMO_SHOPPER.password);
    expect(await demoShopperExists(file)).toBe(false);
  });

  it('seeds the demo store when asked with --demo', async () => {
    const file = join(folder, 'demo.db');
    const result = await seed(['--database-url', file, '--products', '10', '--demo'], { NODE_ENV: 'production', DATABASE_URL: '' });
    expect(result.code).toBe(0);
    expect(await demoShopperExists(file)).toBe(true);
  });
});
