/**
 * `npm test`: every check, in steps, each step's duration printed as it ends and all of them in a
 * table at the end (issue 23 §5), so a slow step shows in every CI log. Steps in one group run at
 * the same time: the compiler and the linter are single-threaded, so they and the build share the
 * machine's cores; nothing in them reads what another writes (the unit tests, which start servers
 * that read the build, come after it). A group's first step prints as it goes, the others when they
 * end. A group starts when the one before it passed; the exit code is the first failing step's.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  script: string;
}

const groups: Step[][] = [
  [{ name: 'typecheck', script: 'typecheck' }, { name: 'lint', script: 'lint' }, { name: 'build', script: 'build:quiet' }],
  [{ name: 'unit (vitest)', script: 'test:unit' }],
  [{ name: 'browser (playwright)', script: 'test:browser' }],
];

interface Finished {
  name: string;
  seconds: number;
  code: number;
}

function run(step: Step, buffered: boolean): Promise<Finished> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', step.script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      // Output of steps running side by side is printed whole when each ends, not interleaved.
      if (buffered) process.stdout.write(Buffer.concat(output));
      const finished = { name: step.name, seconds: (performance.now() - started) / 1000, code: code ?? 1 };
      console.log(`\n▸ ${finished.name}: ${finished.code === 0 ? 'passed' : `failed (exit ${finished.code})`} in ${finished.seconds.toFixed(0)} s\n`);
      resolve(finished);
    });
  });
}

const started = performance.now();
const results: Finished[] = [];
let failed: Finished | undefined;
for (const group of groups) {
  const finished = await Promise.all(group.map((step, index) => run(step, index > 0)));
  results.push(...finished);
  failed = finished.find((f) => f.code !== 0);
  if (failed) break;
}
const total = (performance.now() - started) / 1000;
console.log('step durations:');
for (const r of results) console.log(`  ${r.name.padEnd(22)} ${r.seconds.toFixed(0).padStart(5)} s  ${r.code === 0 ? 'passed' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(22)} ${total.toFixed(0).padStart(5)} s`);
process.exit(failed ? failed.code : 0);
