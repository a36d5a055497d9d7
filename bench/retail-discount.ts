/**
 * The clinic retail discount's cost on the list call (`npm run bench:retail-discount -- [--seconds 10]`,
 * issue 26: "the list call must stay as fast as today at 50,000 products, same run as a clinic
 * without a discount"). Prints figures, asserts nothing (DESIGN §5). On the 50,000-product bench
 * database (data/bench.db, seeded on first use):
 *  1. in the process: the list call for a signed-in client of a clinic at 0 % and at 10 %, taking turns,
 *     and (issue 26, a clinic switching promotions off) at 0 % with every promotion switched off, the
 *     worst case: each card of the page that names one is built again for the call;
 *  2. over HTTP against the real server: the demo shopper's list calls, their clinic's discount
 *     switched between 0 % and 10 % in the database between short rounds (the server reads it on
 *     every call), beside a visitor's, all in the same run.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PAGE_SIZE } from '../src/domain/constants';
import { DEMO_SHOPPER } from '../src/server/db/seed';
import type { Db } from '../src/server/db/database';
import { createCatalogueIndex, liveCatalogue, type LiveCatalogue } from '../src/server/shop/catalogue';
import { listProducts } from '../src/server/shop/catalogue/catalogue.service';
import { clientRetailDiscountPercent, clientSwitchedOffPromotionIds } from '../src/server/shared/clinic-policies';
import { benchDatabasePath, openBenchDatabase } from './bench-db';
import { signIn } from './cart-answer';
import { describeLoad, load, startServer, visitorHeaders, type AutocannonResult } from './http-load';
import { MAIN_FILTER, MAIN_PATH, measure, summary } from './in-process';

const ROUNDS = 6;

/** In the process: a client's list call at 0 %, at 10 % and with every promotion switched off, in turns of 500 calls (uncached outcome and cached). */
export function discountLatency(uncached: LiveCatalogue, cached: LiveCatalogue) {
  const paging = { pg: 1, pgSize: DEFAULT_PAGE_SIZE };
  const everyPromotion = new Set(uncached.index.promotions.keys());
  const none = new Set<number>();
  const variants = { '0 %': [0, none], '10 %': [10, none], 'all promotions off': [0, everyPromotion] } as const;
  type Variant = keyof typeof variants;
  const client = (variant: Variant) => ({
    lang: 'en' as const, debug: false, favourites: new Set<number>(), retailDiscountPercent: variants[variant][0], switchedOffPromotionIds: variants[variant][1],
  });
  for (const [label, live] of [['no result cache', uncached], ['result cache on', cached]] as const) {
    const times: Record<Variant, number[]> = { '0 %': [], '10 %': [], 'all promotions off': [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = Object.keys(variants) as Variant[];
      for (const variant of round % 2 === 0 ? order : [...order].reverse()) times[variant].push(...measure(500, () => listProducts(live, MAIN_FILTER, paging, client(variant))));
    }
    console.log(`  client, ${label}: ${(Object.keys(times) as Variant[]).map((v) => `${v} ${summary(times[v])}`).join('; ')}`);
  }
}

async function setDiscount(db: Db, clinicId: number, percent: number) {
  await db.deleteFrom('clinic_policies').where('clinic_id', '=', clinicId).where('policy', '=', 'retailDiscountPercent').execute();
  if (percent === 0) return;
  await db.insertInto('clinic_policies').values({
    clinic_id: clinicId, policy: 'retailDiscountPercent', applies_to: 'own', value_json: String(percent), allow_override: 0,
    set_by_clinic_id: clinicId, updated_by_user_id: null, updated_at: new Date().toISOString(),
  }).execute();
}

function combined(rounds: AutocannonResult[], seconds: number): AutocannonResult {
  const total = rounds.reduce((n, r) => n + r.requests.total, 0);
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    requests: { total, average: total / seconds },
    latency: {
      p50: mid(rounds.map((r) => r.latency.p50)), p99: mid(rounds.map((r) => r.latency.p99)),
      average: rounds.reduce((n, r) => n + r.latency.average, 0) / rounds.length, max: Math.max(...rounds.map((r) => r.latency.max)),
    },
    errors: rounds.reduce((n, r) => n + r.errors, 0), timeouts: rounds.reduce((n, r) => n + r.timeouts, 0), non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
  };
}

if (process.argv[1]?.endsWith('retail-discount.ts')) {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { seconds: { type: 'string', default: '12' }, connections: { type: 'string', default: '16' } } });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const database = await openBenchDatabase();
  const db = database.db;
  const index = await createCatalogueIndex(db);
  console.log(`Retail discount on the list call: ${index.size.toLocaleString('en-CA')} families; ${MAIN_PATH}`);
  discountLatency(liveCatalogue(index, 0), liveCatalogue(index));

  const shopper = await db.selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
  const clinicId = Number(shopper.clinic_id);
  const user = await db.selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
  const reads: number[] = [];
  for (let i = 0; i < 1200; i++) {
    const t = performance.now();
    await clientRetailDiscountPercent(db, Number(user.id));
    if (i >= 200) reads.push(performance.now() - t);
  }
  console.log(`  the client's discount read alone (SQLite, two small queries): ${summary(reads)}`);
  const switchReads: number[] = [];
  for (let i = 0; i < 1200; i++) {
    const t = performance.now();
    await clientSwitchedOffPromotionIds(db, Number(user.id));
    if (i >= 200) switchReads.push(performance.now() - t);
  }
  console.log(`  the client's switched-off promotions read alone (SQLite, one small query, made beside the discount's): ${summary(switchReads)}`);
  const server = await startServer(benchDatabasePath());
  try {
    const visitor = await visitorHeaders(server.base);
    const client = await signIn(server.base);
    const runs: Record<string, AutocannonResult[]> = { visitor: [], '0 %': [], '10 %': [] };
    const each = seconds / ROUNDS;
    for (let round = 0; round < ROUNDS; round++) {
      runs.visitor!.push(await load({ base: server.base, paths: [MAIN_PATH], headers: visitor, seconds: each, connections }));
      for (const percent of round % 2 === 0 ? [0, 10] : [10, 0]) {
        await setDiscount(db, clinicId, percent);
        runs[`${percent} %`]!.push(await load({ base: server.base, paths: [MAIN_PATH], headers: client, seconds: each, connections }));
      }
    }
    console.log(`HTTP, ${connections} connections, ${ROUNDS} rounds of ${each.toFixed(1)} s each, taking turns (no Accept-Encoding)`);
    console.log(describeLoad('visitor (kept page)', combined(runs.visitor!, seconds)));
    console.log(describeLoad('client, clinic at 0 %', combined(runs['0 %']!, seconds)));
    console.log(describeLoad('client, clinic at 10 %', combined(runs['10 %']!, seconds)));
  } finally {
    await setDiscount(db, clinicId, 0);
    server.stop();
    await database.destroy();
  }
}
