import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema, type ProductListItem } from '../../../contracts/catalogue';
import { plainProducts } from '../cart/cart-test-fixtures';
import { checkoutBody, readyShopper } from '../checkout/checkout-test-fixtures';
import { pruneChangeLog, readCatalogueState } from '../../db/catalogue-version';
import { createTestApp, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { markProductsChanged, startCatalogueIndex, type CatalogueIndexHolder } from './index';
import { MINUTE_MS } from '../../../domain/time';

/**
 * Stock and price changes reach the live index in place (issue 12): no rebuild, the version left
 * alone, every server (here: a second index on the same database) seeing them, and no kept answer,
 * plain or compressed, served stale.
 */
describe.each(testEngines())('catalogue changes on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let other: CatalogueIndexHolder;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    auth = { authorization: `Bearer ${await visitorToken(t.app)}` };
    other = await startCatalogueIndex(t.database.db, { checkIntervalMs: 0 });
  });
  afterAll(async () => {
    await other.stop();
    await t.close();
  });

  /** A plain product that is its family's card (so the list shows its stock and price). */
  async function shownProduct() {
    const plain = await plainProducts(t.database.db, 60);
    const index = t.app.catalogue.current().index;
    const found = plain.filter((p) => index.positionOfProduct(p.id) !== undefined)[n++]!;
    const sku = index.families[index.positionOfProduct(found.id)!]!.product.mfgSku;
    return { ...found, sku };
  }

  async function card(sku: string, headers: Record<string, string> = auth): Promise<ProductListItem> {
    const response = await t.app.inject({ method: 'GET', url: `/api/prods/list?q=${encodeURIComponent(sku)}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
    return productListResponseSchema.parse(JSON.parse(body)).results[0]!;
  }

  async function change(productId: number, set: { is_in_stock?: number; unit_price_cents?: number }) {
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set(set).where('id', '=', productId).execute();
      await markProductsChanged(trx, [productId]);
    });
  }

  it('applies a logged stock or price change in place: same index, same version, fresh answers', async () => {
    const product = await shownProduct();
    const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' };
    expect(await card(product.sku)).toMatchObject({ productId: product.id, isInStock: true });
    expect((await card(product.sku, browser)).productPrice.unitPrice).toBe(product.unitPrice); // kept, with its brotli bytes
    const index = t.app.catalogue.current().index;
    const before = await readCatalogueState(t.database.db);

    await change(product.id, { is_in_stock: 0, unit_price_cents: product.unitPrice + 100 });
    expect(await t.app.catalogue.refresh()).toBe(true);

    expect(t.app.catalogue.current().index).toBe(index);
    expect((await readCatalogueState(t.database.db)).version).toBe(before.version);
    for (const headers of [auth, browser]) {
      expect(await card(product.sku, headers)).toMatchObject({ isInStock: false, productPrice: { unitPrice: product.unitPrice + 100 } });
    }
    expect(await t.app.catalogue.refresh()).toBe(false);
  });

  it('reaches every server: another index on the same database applies it too', async () => {
    const product = await shownProduct();
    await other.refresh();
    await change(product.id, { unit_price_cents: product.unitPrice + 7 });
    const position = other.current().index.positionOfProduct(product.id)!;
    expect(other.current().index.families[position]!.product.unitPrice).toBe(product.unitPrice);
    expect(await other.refresh()).toBe(true);
    expect(other.current().index.families[position]!.product.unitPrice).toBe(product.unitPrice + 7);
  });

  it('rebuilds an index that missed changes the log no longer holds', async () => {
    const product = await shownProduct();
    await other.refresh();
    const index = other.current().index;
    await change(product.id, { unit_price_cents: product.unitPrice + 3 });
    await pruneChangeLog(t.database.db, new Date(Date.now() + MINUTE_MS));
    expect(await other.refresh()).toBe(true); // the log cannot bring it up to date: a rebuild does
    expect(other.current().index).not.toBe(index);
    const rebuilt = other.current().index;
    expect(rebuilt.families[rebuilt.positionOfProduct(product.id)!]!.product.unitPrice).toBe(product.unitPrice + 3);
  });

  it('shows a product an order sold out as out of stock, without a rebuild', async () => {
    const product = await shownProduct();
    await t.database.db.updateTable('products').set({ stock_quantity: 1, is_in_stock: 1 }).where('id', '=', product.id).execute();
    await t.app.catalogue.refresh();
    const shopper = await readyShopper(t, `sold-out-${engine}@example.com`, { productId: product.id });
    const index = t.app.catalogue.current().index;
    expect((await shopper.api.place(checkoutBody())).statusCode).toBe(200);
    await t.app.catalogue.refresh();
    expect(t.app.catalogue.current().index).toBe(index);
    expect(await card(product.sku)).toMatchObject({ productId: product.id, isInStock: false });
  });
});
