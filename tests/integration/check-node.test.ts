import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Runs scripts/check-node.cjs as if Node were at `version` (a preload rewrites process.versions). */
async function checkAs(version: string) {
  const folder = mkdtempSync(join(tmpdir(), 'check-node-'));
  const preload = join(folder, 'pretend.cjs');
  writeFileSync(preload, `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: ${JSON.stringify(version)} } });`);
  try {
    const { stdout, stderr } = await run(process.execPath, ['--require', preload, 'scripts/check-node.cjs']);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the Node version check that runs before install, start and test', () => {
  it.each(['18.19.0', '20.11.1', '22.4.0'])('stops Node %s with a plain message', async (version) => {
    const result = await checkAs(version);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`needs Node 22`);
    expect(result.output).toContain(`this is Node ${version}`);
  });

  it.each([process.versions.node, '24.1.0'])('lets Node %s through silently', async (version) => {
    expect(await checkAs(version)).toEqual({ code: 0, output: '' });
  });

  it('runs first in npm install, npm start and npm test', async () => {
    const { scripts } = (await import('../../package.json', { with: { type: 'json' } })).default as { scripts: Record<string, string> };
    expect(scripts.preinstall).toBe('node scripts/check-node.cjs');
    expect(scripts.start).toMatch(/^node scripts\/check-node\.cjs && /);
    expect(scripts.test).toMatch(/^node scripts\/check-node\.cjs && /);
  });
});
