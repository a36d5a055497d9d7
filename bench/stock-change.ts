import type { Db } from '../src/server/db/database';
import { describeLoad, load } from './http-load';

export type SignalChange = (db: Db, productIds: number[]) => Promise<unknown>;

interface ListAnswer { results: { productId: number; isInStock: boolean; productPrice: { unitPrice: number } }[] }

/**
 * The list call under load while a product's stock state flips every second, the way an order
 * that sells it out does it (the stock row, then the catalogue signal place-order sends). The
 * product is the first card of the first page under load, so its cached answers are affected.
 * Its price moves by a cent each time too, so each change is told apart from the one before.
 * Prints the load's p99 and longest request beside the same load without changes just before
 * (the machine's own noise), and how soon the server showed each change.
 */
export async function stockChangeUnderLoad(options: {
  base: string; headers: Record<string, string>; db: Db; signal: SignalChange; paths: string[]; seconds: number; connections: number;
}) {
  const quiet = await load({ base: options.base, paths: options.paths, headers: options.headers, seconds: options.seconds, connections: options.connections });
  console.log(describeLoad('same load, no change', quiet));
  const { base, headers, db, signal } = options;
  const firstPage = `${base}${options.paths[0]}`;
  const shown = async () => ((await (await fetch(firstPage, { headers })).json()) as ListAnswer).results[0]!;
  const product = await shown();
  const productId = product.productId;
  const original = await db.selectFrom('products').select(['is_in_stock', 'stock_quantity', 'unit_price_cents']).where('id', '=', productId).executeTakeFirstOrThrow();

  let running = true;
  const delays: number[] = [];
  let changes = 0;
  const flipper = (async () => {
    let inStock = product.isInStock;
    while (running) {
      const tickStart = Date.now();
      inStock = !inStock;
      const price = original.unit_price_cents + changes + 1;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ is_in_stock: inStock ? 1 : 0, stock_quantity: inStock ? 10 : 0, unit_price_cents: price })
          .where('id', '=', productId).execute();
        await signal(trx, [productId]);
      });
      changes++;
      while (running && Date.now() - tickStart < 1000) {
        const card = await shown();
        if (card.isInStock === inStock && card.productPrice.unitPrice === price) {
          delays.push(Date.now() - tickStart);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - tickStart))));
    }
  })();
  const result = await load({ base, paths: options.paths, headers, seconds: options.seconds * 2, connections: options.connections });
  running = false;
  await flipper;
  await db.updateTable('products').set(original).where('id', '=', productId).execute();
  await signal(db, [productId]);

  console.log(describeLoad(`stock change every second (${changes})`, result));
  const median = delays.length ? [...delays].sort((a, b) => a - b)[Math.floor(delays.length / 2)] : null;
  console.log(`  change shown by the server within 1 s: ${delays.length} of ${changes}${median === null ? '' : ` (median ${median} ms after the commit)`}`);
}
