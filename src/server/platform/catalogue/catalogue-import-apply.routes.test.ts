import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyResponseSchema, importListResponseSchema, type CatalogueImport } from '../../../contracts/catalogue-feed';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import { readCatalogueState } from '../../db/catalogue-version';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { APPLY_BATCH_ROWS } from './catalogue-apply.queries';
import { importFeed } from './catalogue-import.service';
import { INTERRUPTED_AFTER_MS, insertRunningImport } from './catalogue-imports.queries';
import { spoolFeed } from './feed-csv';

const PASSWORD = DEMO_SHOPPER.password;
const SAMPLE = readFileSync(new URL('../../../../docs/samples/catalogue-feed-sample.csv', import.meta.url), 'utf8');
const LINES = SAMPLE.trimEnd().split('\r\n');
const feedOf = (lines: readonly string[]) => `${lines.join('\r\n')}\r\n`;
type Headers = Record<string, string>;

/**
 * Applying a catalogue feed (issue 26): all or nothing. The sample adds a family of three and
 * changes a price, every product on no row is discontinued, a second feed changing a price only
 * goes through the change log, a feed with a refused row (or failing midway) changes nothing,
 * and the history keeps who applied what. Site administrators only.
 */
describe.each(testEngines())('applying a catalogue feed on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  const apply = (csv: string, { headers = admin, query = '' }: { headers?: Headers; query?: string } = {}) =>
    injectChecked(t.app, {
      method: 'POST', url: `/api/platform/catalogue/imports${query}`, headers: { ...headers, 'content-type': 'text/csv' }, payload: csv,
    }, applyResponseSchema);
  const history = async () => {
    const res = await injectChecked(t.app, { method: 'GET', url: '/api/platform/catalogue/imports', headers: admin }, importListResponseSchema);
    expect(res.statusCode, res.body).toBe(200);
    return (res.parsed as { imports: CatalogueImport[] }).imports;
  };
  const productsNow = () => t.database.db.selectFrom('products')
    .select(['id', 'mfg_sku', 'unit_price_cents', 'regular_unit_price_cents', 'allow_browsing', 'name_fr']).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
    admin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('refuses the apply and the history to a visitor (401), a shopper and clinic staff (403), and writes nothing', async () => {
    const before = await productsNow();
    const visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
    expect((await apply(SAMPLE, { headers: visitor })).statusCode).toBe(401);
    for (const email of [DEMO_SHOPPER.email, DEMO_STAFF.admin.email]) {
      const headers = (await signInAs(t.app, email, PASSWORD)).headers;
      expect((await apply(SAMPLE, { headers })).statusCode, email).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/platform/catalogue/imports', headers })).statusCode, email).toBe(403);
    }
    expect(await productsNow()).toEqual(before);
    expect(await history()).toEqual([]);
  });

  it('refuses a feed with a refused row with 409 and a message in the language asked, and changes nothing', async () => {
    const before = await productsNow();
    const version = await readCatalogueState(t.database.db);
    const bad = LINES.map((line, i) => (i === 4 ? line.replace(',in,', ',maybe,') : line));
    const res = await apply(feedOf(bad), { query: '?lang=fr' });
    expect(res.statusCode, res.body).toBe(409);
    const body = knownErrorResponseSchema.parse(res.json());
    expect([body.code, body.message]).toEqual(['feed_has_refusals',
      'Rien n’a été appliqué\u202F: 1 ligne est refusée. Lancez l’essai, corrigez les lignes qu’il indique et envoyez le fichier de nouveau.']);
    expect(await productsNow()).toEqual(before);
    expect(await readCatalogueState(t.database.db)).toEqual(version);
    expect(await history()).toEqual([]);
  });

  it('rolls everything back when the import fails midway, and keeps the failure in the history', async () => {
    const before = await productsNow();
    const template = LINES.at(-1)!;
    const many = Array.from({ length: APPLY_BATCH_ROWS * 2 }, (_, i) => template.replace('HLS-NT-1000', `HLS-NT-X${i}`));
    const feed = await spoolFeed(Readable.from([Buffer.from(feedOf([...LINES, ...many]))]), 'en');
    const row = await t.database.db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).where('email', '=', DEMO_SITE_ADMIN.email).executeTakeFirstOrThrow();
    const siteAdmin = { id: Number(row.id), firstName: row.first_name, lastName: row.last_name, email: row.email, roles: ['site_admin' as const], manufacturer: null };
    let batches = 0;
    await expect(importFeed(t.database.db, feed, {
      admin: siteAdmin, fileName: 'midway.csv', lang: 'en', now: new Date(),
      onProgress: () => { batches += 1; if (batches === 2) throw new Error('the server stopped midway'); },
    })).rejects.toThrow('the server stopped midway');
    await feed.remove();
    expect(await productsNow()).toEqual(before);
    expect(await t.database.db.selectFrom('product_families').select('id').where('name_en', '=', 'Heritage Life Northern Trails Bison Jerky').execute()).toEqual([]);
    expect((await history())[0]).toMatchObject({ fileName: 'midway.csv', status: 'failed', error: 'the server stopped midway', counts: { added: 0 } });
  });

  it('applies the sample: a new family with its French names, a changed price, the rest discontinued, audited, in the history', async () => {
    const before = await productsNow();
    const version = (await readCatalogueState(t.database.db)).version;
    const res = await apply(SAMPLE, { query: '?fileName=distributor-2026-11.csv' });
    expect(res.statusCode, res.body).toBe(200);
    const done = (res.parsed as { import: CatalogueImport }).import;
    expect(done).toMatchObject({
      fileName: 'distributor-2026-11.csv', status: 'applied', rows: 10, byName: expect.stringMatching(/\S/),
      counts: { added: 3, changed: 1, unchanged: 6, discontinued: before.length - 7, newFamilies: 1, refused: 0 },
    });
    const after = await productsNow();
    const bison = after.filter((p) => p.mfg_sku.startsWith('HLS-NT-'));
    expect(bison.map((p) => [p.mfg_sku, p.allow_browsing])).toEqual([['HLS-NT-0150', 1], ['HLS-NT-0400', 1], ['HLS-NT-1000', 1]]);
    expect(bison[1]!.name_fr).toBe('Heritage Life Sentiers du Nord – Jerky de bison – 400 g');
    expect(after.find((p) => p.mfg_sku === 'HLS-923757')!.regular_unit_price_cents).toBe(4799);
    const onFeed = new Set(LINES.slice(1).map((line) => line.split(',')[1]));
    expect(after.filter((p) => !onFeed.has(p.mfg_sku)).every((p) => p.allow_browsing === 0)).toBe(true);
    expect((await readCatalogueState(t.database.db)).version).toBe(version + 1);
    const audit = await t.database.db.selectFrom('audit_events').selectAll().where('entity', '=', 'catalogue_import').execute();
    expect(audit.map((e) => [e.entity_id, e.action, e.actor_role])).toEqual([[done.id, 'apply', 'site_admin']]);
    expect((await history()).map((i) => [i.fileName, i.status])).toEqual([['distributor-2026-11.csv', 'applied'], ['midway.csv', 'failed']]);
  });

  it('takes a price change in place (the change log, no rebuild), and brings back a product a later feed names again', async () => {
    const state = await readCatalogueState(t.database.db);
    const repriced = LINES.map((line) => (line.includes('HLS-923757') ? line.replace('43.29,47.99,40.04', '44.29,47.99,40.04') : line));
    expect((await apply(feedOf(repriced))).statusCode).toBe(200);
    const product = await t.database.db.selectFrom('products').select(['id', 'unit_price_cents']).where('mfg_sku', '=', 'HLS-923757').executeTakeFirstOrThrow();
    expect(product.unit_price_cents).toBe(4429);
    const now = await readCatalogueState(t.database.db);
    expect(now.version).toBe(state.version);
    expect(now.changeSeq).toBe(state.changeSeq + 1);
    expect((await t.database.db.selectFrom('catalogue_changes').select('product_id').where('seq', '=', now.changeSeq).execute()).map((c) => Number(c.product_id)))
      .toEqual([Number(product.id)]);

    const without = repriced.filter((line) => !line.includes('HLS-NT-0150'));
    expect((await apply(feedOf(without))).parsed).toMatchObject({ import: { counts: { discontinued: 1 } } });
    const again = await apply(feedOf(repriced));
    expect(again.parsed).toMatchObject({ import: { counts: { changed: 1, discontinued: 0 } } });
    expect(await t.database.db.selectFrom('products').select(['allow_browsing', 'discontinued_at']).where('mfg_sku', '=', 'HLS-NT-0150').executeTakeFirstOrThrow())
      .toEqual({ allow_browsing: 1, discontinued_at: null });
  });

  it('says an import whose server stopped mid-way was interrupted, and one younger than that is still running (another instance)', async () => {
    const adminId = (await t.database.db.selectFrom('users').select('id').where('email', '=', DEMO_SITE_ADMIN.email).executeTakeFirstOrThrow()).id;
    const startedAgo = (ms: number) => insertRunningImport(t.database.db, {
      userId: Number(adminId), fileName: `ago-${ms}.csv`, bytes: 10, rows: 1, startedAt: new Date(Date.now() - ms).toISOString(),
    });
    const stopped = await startedAgo(INTERRUPTED_AFTER_MS + 60_000);
    const elsewhere = await startedAgo(60_000);
    const rows = await history();
    expect(rows.find((i) => i.id === stopped)).toMatchObject({ status: 'interrupted', processedRows: null });
    expect(rows.find((i) => i.id === elsewhere)).toMatchObject({ status: 'running' });
  });

  it('keeps a SKU to one product: the database refuses a second', async () => {
    const product = await t.database.db.selectFrom('products').selectAll().where('mfg_sku', '=', 'HLS-923757').executeTakeFirstOrThrow();
    await expect(t.database.db.insertInto('products').values({ ...product, id: 999_999 }).execute()).rejects.toThrow();
  });
});
