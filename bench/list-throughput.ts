import { request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { BROWSER_ACCEPT_ENCODING, describeLoad, freePort, load, startProcess, type AutocannonResult } from './http-load';

/** One answer's raw bytes and headers, without fetch's transparent decompression. */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject).end();
  });
}

const ROUNDS = 5;

/** Rounds of one run, as one: requests per second over the whole time, the median round's p99, the longest request. */
function combine(rounds: AutocannonResult[], seconds: number): AutocannonResult {
  const p99s = rounds.map((r) => r.latency.p99).sort((a, b) => a - b);
  const total = rounds.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    requests: { total, average: total / seconds },
    latency: {
      p50: [...rounds.map((r) => r.latency.p50)].sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!,
      p99: p99s[Math.floor(p99s.length / 2)]!,
      average: rounds.reduce((sum, r) => sum + r.latency.average, 0) / rounds.length,
      max: Math.max(...rounds.map((r) => r.latency.max)),
    },
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    timeouts: rounds.reduce((sum, r) => sum + r.timeouts, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/**
 * The list call's throughput beside a bare Fastify route serving the very same bytes, without
 * compression (autocannon's default, no Accept-Encoding) and with a browser's Accept-Encoding (the
 * bare route sends the same compressed bytes the store chose). The four runs take turns in short
 * rounds, so a machine whose load drifts (other processes) weighs on each alike.
 */
export async function listThroughput(base: string, headers: Record<string, string>, path: string, seconds: number, connections: number) {
  const plain = await rawGet(`${base}${path}`, headers);
  const compressed = await rawGet(`${base}${path}`, { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  const encoding = String(compressed.headers['content-encoding'] ?? 'identity');
  // A store that answered without compression is compared with brotli bytes.
  const [encodedBytes, bareEncoding] = encoding === 'identity' ? [brotliCompressSync(plain.body), 'br'] : [compressed.body, encoding];
  console.log(`  answer ${plain.status}: ${(plain.body.length / 1024).toFixed(1)} KB plain, ${(compressed.body.length / 1024).toFixed(1)} KB as ${encoding} for a browser; ` +
    `${ROUNDS} rounds of ${(seconds / ROUNDS).toFixed(1)} s each, taking turns`);

  const folder = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  writeFileSync(join(folder, 'plain'), plain.body);
  writeFileSync(join(folder, 'encoded'), encodedBytes);
  const port = await freePort();
  const bare = await startProcess('bench/bare-server.ts', { PORT: String(port), BARE_PLAIN: join(folder, 'plain'), BARE_ENCODED: join(folder, 'encoded'), BARE_ENCODING: bareEncoding }, 'bare route ready');
  const bareBase = `http://127.0.0.1:${port}`;
  try {
    const browser = { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const runs: [string, string, Record<string, string>][] = [
      ['list call, no compression', base, headers],
      ['bare route, same bytes', bareBase, headers],
      ['list call, browser Accept-Encoding', base, browser],
      [`bare route, same ${bareEncoding} bytes`, bareBase, browser],
    ];
    for (const [, target, h] of runs) await load({ base: target, paths: [path], headers: h, seconds: 1, connections }); // warm
    const rounds: AutocannonResult[][] = runs.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [, target, h]] of runs.entries()) {
        rounds[i]!.push(await load({ base: target, paths: [path], headers: h, seconds: Math.max(1, Math.round(seconds / ROUNDS)), connections }));
      }
    }
    const results = rounds.map((r) => combine(r, Math.max(1, Math.round(seconds / ROUNDS)) * ROUNDS));
    results.forEach((result, i) => console.log(describeLoad(runs[i]![0], result)));
    const rate = (i: number) => results[i]!.requests.average;
    console.log(`  list / bare: ${(rate(0) / rate(1)).toFixed(2)} plain, ${(rate(2) / rate(3)).toFixed(2)} compressed; ` +
      `compressed / plain list: ${(rate(2) / rate(0)).toFixed(2)}`);
  } finally {
    bare.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  }
}
