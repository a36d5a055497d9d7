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

/**
 * The list call's throughput beside a bare Fastify route serving the very same bytes, in the same
 * run: without compression (autocannon's default, no Accept-Encoding) and with a browser's
 * Accept-Encoding (the bare route sends the same compressed bytes the store chose).
 */
export async function listThroughput(base: string, headers: Record<string, string>, path: string, seconds: number, connections: number) {
  const plain = await rawGet(`${base}${path}`, headers);
  const compressed = await rawGet(`${base}${path}`, { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  const encoding = String(compressed.headers['content-encoding'] ?? 'identity');
  // A store that answered without compression is compared with brotli bytes.
  const [encodedBytes, bareEncoding] = encoding === 'identity' ? [brotliCompressSync(plain.body), 'br'] : [compressed.body, encoding];
  console.log(`  answer ${plain.status}: ${(plain.body.length / 1024).toFixed(1)} KB plain, ${(compressed.body.length / 1024).toFixed(1)} KB as ${encoding} for a browser`);

  const folder = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  writeFileSync(join(folder, 'plain'), plain.body);
  writeFileSync(join(folder, 'encoded'), encodedBytes);
  const port = await freePort();
  const bare = await startProcess('bench/bare-server.ts', { PORT: String(port), BARE_PLAIN: join(folder, 'plain'), BARE_ENCODED: join(folder, 'encoded'), BARE_ENCODING: bareEncoding }, 'bare route ready');
  const bareBase = `http://127.0.0.1:${port}`;
  try {
    const browser = { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const run = (target: string, h: Record<string, string>) => load({ base: target, paths: [path], headers: h, seconds, connections });
    await run(base, headers).then(() => run(bareBase, headers)); // warm both
    const results: [string, AutocannonResult][] = [];
    results.push(['list call, no compression', await run(base, headers)]);
    results.push(['bare route, same bytes', await run(bareBase, headers)]);
    results.push(['list call, browser Accept-Encoding', await run(base, browser)]);
    results.push([`bare route, same ${bareEncoding} bytes`, await run(bareBase, browser)]);
    for (const [label, result] of results) console.log(describeLoad(label, result));
    const rate = (i: number) => results[i]![1].requests.average;
    console.log(`  list / bare: ${(rate(0) / rate(1)).toFixed(2)} plain, ${(rate(2) / rate(3)).toFixed(2)} compressed; ` +
      `compressed / plain list: ${(rate(2) / rate(0)).toFixed(2)}`);
  } finally {
    bare.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  }
}
