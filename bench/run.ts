/**
 * Catalogue benchmark (`npm run bench -- [--sizes 10k,50k,100k] [--seconds 10]`): prints figures,
 * asserts nothing (DESIGN §5). For each catalogue size (an SQLite file in data/, seeded once):
 *  1. index build time and retained heap, and a build in a worker thread (the main thread's
 *     longest pause while it runs and is brought over);
 *  2. the list call inside the process, uncached and cached, and the cart's suggestions alone;
 *  3. the real server in its own process (NODE_ENV=production) over loopback, under autocannon:
 *     list throughput beside a bare Fastify route serving the same bytes (plain and with a
 *     browser's Accept-Encoding), varied filters, the longest request while a product's stock
 *     changes every second (a run twice as long, to hold a whole rebuild where changes rebuild, after
 *     the same load without changes), the cart answer time and a server-rendered page load.
 *  4. then, unless --no-orders, orders per second on SQLite and PostgreSQL at 50,000 products
 *     (bench/orders.ts --scenario scale, in its own processes).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createCatalogueIndex, liveCatalogue, markProductsChanged, suggestedProductsForCart } from '../src/server/shop/catalogue';
import { buildIndexInWorker } from '../src/server/shop/catalogue/index-build/build-in-worker';
import { connectionOptionsOf } from '../src/server/db/database';
import { benchArgs, type BenchArgs } from './args';
import { benchDatabasePath, openBenchDatabase } from './bench-db';
import { cartAnswerTime } from './cart-answer';
import { describeLoad, load, pageLoad, residentBytes, startServer, visitorHeaders } from './http-load';
import { listLatency, MAIN_PATH, summary, TERMS } from './in-process';
import { listThroughput } from './list-throughput';
import { discountLatency } from './retail-discount';
import { stockChangeUnderLoad } from './stock-change';

declare const gc: (() => void) | undefined;

// Heap figures need --expose-gc: run again with it (same arguments) when it is missing.
if (typeof gc !== 'function') {
  const child = spawn(process.execPath, ['--expose-gc', ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  const args = benchArgs(process.argv.slice(2));
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`Machine: ${cpus()[0]?.model ?? 'unknown'} × ${cpus().length} cores, ${mb(totalmem())} RAM; Node ${process.version} (${process.platform} ${process.arch})`);
  console.log(`Sizes: ${args.sizes.map((n) => n.toLocaleString('en-CA')).join(', ')} products; ${args.seconds} s a load run, ${args.connections} connections\n`);
  for (const size of args.sizes) await benchSize(size, args, gc, mb);
  if (args.orders) {
    console.log('===== orders per second (bench/orders.ts --scenario scale) =====');
    const orders = spawnSync(process.execPath, [...process.execArgv, 'bench/orders.ts', '--scenario', 'scale'], { stdio: 'inherit' });
    if (orders.status !== 0) console.log(`  the orders bench failed (exit ${orders.status ?? orders.signal}); run it alone: npm run bench:orders -- --scenario scale`);
  }
}

async function benchSize(size: number, args: BenchArgs, collect: () => void, mb: (bytes: number) => string) {
  console.log(`===== ${size.toLocaleString('en-CA')} products ===== (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  const database = await openBenchDatabase((line) => console.log(line), size);

  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = await createCatalogueIndex(database.db);
  const buildMs = performance.now() - started;
  collect();
  const retained = process.memoryUsage().heapUsed - heapBefore;
  console.log('Index build on the main thread (database reads included)');
  console.log(`  ${index.size.toLocaleString('en-CA')} families, ${index.text.termCount.toLocaleString('en-CA')} terms: ` +
    `build ${buildMs.toFixed(0)} ms, heap retained ${mb(retained)} (rss ${mb(process.memoryUsage().rss)})`);

  // The main thread's longest pause while idle is the machine's noise floor (other processes).
  const idle = monitorEventLoopDelay({ resolution: 1 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  idle.disable();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const workerStarted = performance.now();
  const cpuBefore = process.threadCpuUsage();
  await buildIndexInWorker(connectionOptionsOf(database.db)!);
  const cpu = process.threadCpuUsage(cpuBefore);
  delay.disable();
  console.log(`  in a worker thread: whole on the main thread after ${(performance.now() - workerStarted).toFixed(0)} ms, ` +
    `having used ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of its CPU; its longest pause ${(delay.max / 1e6).toFixed(1)} ms ` +
    `(idle: ${(idle.max / 1e6).toFixed(1)} ms)`);

  listLatency(liveCatalogue(index, 0), liveCatalogue(index));
  discountLatency(liveCatalogue(index, 0), liveCatalogue(index));
  const live = liveCatalogue(index);
  const cartFamilies = [index.families[0]!.family.id, index.families[1]!.family.id];
  const suggestions: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    await suggestedProductsForCart(live, database.db, { userId: 1, cartFamilyIds: cartFamilies, lang: 'en', retailDiscountPercent: 0 });
    suggestions.push(performance.now() - t);
  }
  console.log(`  cart suggestions alone (2 families in the cart, favourites read included): ${summary(suggestions.slice(50))}`);

  console.log(`HTTP: the server in its own process, ${args.connections} connections, ${args.seconds} s a run, loopback`);
  const server = await startServer(benchDatabasePath(size));
  // The start-up build's garbage (issue 30): the store's resident memory once it is ready, before any request.
  const rss = residentBytes(server.process.pid!);
  console.log(`  started (NODE_ENV=production) in ${server.startSeconds.toFixed(1)} s; resident memory once ready ${rss === null ? 'unknown (no /proc)' : mb(rss)}`);
  try {
    const headers = await visitorHeaders(server.base);
    await listThroughput(server.base, headers, MAIN_PATH, args.seconds, args.connections);
    const variedPaths = TERMS.flatMap((q) => [10, 20].map((l1) => `/api/prods/list?q=${encodeURIComponent(q)}&l1=${l1}&pg=1`));
    console.log(describeLoad(`${variedPaths.length} filters in turn`, await load({ base: server.base, paths: variedPaths, headers, seconds: args.seconds, connections: args.connections })));
    await stockChangeUnderLoad({
      base: server.base, headers, db: database.db, signal: (db, ids) => markProductsChanged(db, ids),
      paths: ['/api/prods/list?pg=1', MAIN_PATH, '/api/prods/list?l1=10&pg=1'], seconds: args.seconds, connections: args.connections,
    });
    await cartAnswerTime(server.base, headers, database.db);
    await pageLoad(server.base, args.seconds);
  } finally {
    server.stop();
    await database.destroy();
  }
  console.log('');
}
