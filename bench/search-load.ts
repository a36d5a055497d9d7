import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CatalogueIndex } from '../src/server/shop/catalogue/search-index/catalogue-index';
import { startServer, visitorHeaders } from './http-load';

/** The few parts of autocannon's API used here (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const TERMS = ['dog food', 'chien', 'salmon', 'nouriture chat', 'treats', 'litter', 'flea', 'joint', 'puppy', 'toy', 'shampoo', 'hay', 'chicken', 'friandises', 'senior'];

/**
 * List-call paths that are all different filters (term × top category × one property value), more
 * of them than the server's result cache keeps (500), shuffled, so requests taken in turn always miss.
 */
export function distinctFilterPaths(index: CatalogueIndex): string[] {
  const categories = [undefined, ...index.topCategories.map((c) => c.id)];
  const values = [undefined, ...index.properties.filter((p) => p.filterName !== 'brand').flatMap((p) => p.values.map((v) => `${p.filterName}=${v.queryValue}`))];
  const paths: string[] = [];
  for (const q of TERMS) for (const l1 of categories) for (const value of values) {
    const parts = [`q=${encodeURIComponent(q)}`, l1 === undefined ? '' : `l1=${l1}`, value ?? ''].filter(Boolean);
    paths.push(`/api/prods/list?${parts.join('&')}`);
  }
  let seed = 7;
  for (let i = paths.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return paths;
}

/** CPU time (user + system) a process has used so far, from /proc (Linux; NaN elsewhere). */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The real server (own process, production mode) answering `paths` in turn under load. */
export async function loadDistinctFilters(options: { database: string; paths: string[]; seconds: number; connections: number }) {
  const server = await startServer(options.database);
  try {
    const { base } = server;
    const headers = await visitorHeaders(base);
    // One shared turn for all connections: each request takes the next path, so no two requests in
    // a row of fewer than paths.length share a filter (a per-connection list would send 32 alike).
    let turn = 0;
    const requests = [{ method: 'GET', setupRequest: (request: { path: string }) => ({ ...request, path: options.paths[turn++ % options.paths.length]! }) }];
    await autocannon({ url: base, connections: options.connections, duration: 2, headers, requests });
    const seen = turn;
    const cpuBefore = cpuMsOf(server.process.pid);
    const result = await autocannon({ url: base, connections: options.connections, duration: options.seconds, headers, requests });
    const cpuMs = cpuMsOf(server.process.pid) - cpuBefore;
    console.log(
      `  HTTP ${options.paths.length.toLocaleString('en-CA')} distinct filters in turn (result cache misses), ${options.connections} connections, ${options.seconds} s: ` +
      `${Math.round(result.requests.average).toLocaleString('en-CA')} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms ` +
      `(${result.non2xx} non-2xx, ${result.errors} errors, ${(turn - seen).toLocaleString('en-CA')} paths sent)`,
    );
    if (Number.isFinite(cpuMs) && result.requests.total > 0) {
      const perRequest = cpuMs / result.requests.total;
      console.log(`    server CPU ${perRequest.toFixed(3)} ms a request, so about ${Math.round(1000 / perRequest).toLocaleString('en-CA')} req/s for a core of its own (load tool and other processes excluded)`);
    }
  } finally {
    server.stop();
  }
}
