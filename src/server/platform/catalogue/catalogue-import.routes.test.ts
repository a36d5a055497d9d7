import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { dryRunResponseSchema, FEED_MAX_BYTES, type DryRunResponse, type feedProductSchema } from '../../../contracts/catalogue-feed';
import type { FeedProduct } from '../../../domain/catalogue-feed/feed-row';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import { DEMO_DISTRIBUTOR_USER, DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
const SAMPLE = readFileSync(new URL('../../../../docs/samples/catalogue-feed-sample.csv', import.meta.url), 'utf8');
const URL_PATH = '/api/platform/catalogue/imports/dry-run';
type Headers = Record<string, string>;

/**
 * The catalogue feed's dry run (issue 26): the documented sample reads clean against the seeded
 * catalogue (one new family, one changed price, the rest of the catalogue discontinued), bad rows
 * are refused with their line and a reason in the language asked, a bad feed is a 400 with a
 * message, and nothing is written. Site administrators only.
 */
it('the contract of a feed product is the domain\'s FeedProduct', () => {
  expectTypeOf<z.output<typeof feedProductSchema>>().toEqualTypeOf<FeedProduct>();
});

describe.each(testEngines())('catalogue feed dry run on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  const post = (payload: string | Buffer, { headers = admin, lang = '', type = 'text/csv; charset=utf-8' }: { headers?: Headers; lang?: string; type?: string } = {}) =>
    injectChecked(t.app, { method: 'POST', url: `${URL_PATH}${lang ? `?lang=${lang}` : ''}`, headers: { ...headers, 'content-type': type }, payload }, dryRunResponseSchema);
  const answer = async (payload: string, lang = ''): Promise<DryRunResponse> => {
    const res = await post(payload, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.parsed as DryRunResponse;
  };
  const refusedWith = async (payload: string | Buffer, code: string, lang = '') => {
    const res = await post(payload, { lang });
    expect(res.statusCode, res.body).toBe(400);
    const body = knownErrorResponseSchema.parse(res.json());
    expect(body.code).toBe(code);
    return body.message;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
    admin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('refuses a visitor with 401, and a shopper, clinic staff, a clinic admin and a distributor with 403', async () => {
    const visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
    expect((await post(SAMPLE, { headers: visitor })).statusCode).toBe(401);
    for (const email of [DEMO_SHOPPER.email, DEMO_STAFF.staff.email, DEMO_STAFF.admin.email, DEMO_DISTRIBUTOR_USER.email]) {
      const res = await post(SAMPLE, { headers: (await signInAs(t.app, email, PASSWORD)).headers });
      expect(res.statusCode, email).toBe(403);
      expect(knownErrorResponseSchema.parse(res.json()).code).toBe('not_platform_admin');
    }
  });

  it('reads the sample feed clean: a new family of three, one changed price, the rest discontinued, and writes nothing', async () => {
    const before = await t.database.db.selectFrom('products').select(['id', 'regular_unit_price_cents']).orderBy('id').execute();
    const result = await answer(SAMPLE);
    expect(result.rows).toBe(10);
    expect(result.counts).toEqual({ added: 3, changed: 1, unchanged: 6, discontinued: before.length - 7, refusedRows: 0, newFamilies: 1 });
    expect(result.refusals).toEqual([]);
    expect(result.added.map((a) => [a.line, a.product.sku, a.newFamily])).toEqual([[9, 'HLS-NT-0150', true], [10, 'HLS-NT-0400', true], [11, 'HLS-NT-1000', true]]);
    expect(result.added[1]!.product).toMatchObject({ unitPriceCents: 2749, regularPriceCents: 2999, madeInCanada: true, categories: ['dogs/treats/chews-jerky'] });
    expect(result.changed).toEqual([expect.objectContaining({ line: 4, sku: 'HLS-923757', changes: [{ column: 'regular_price', from: 4329, to: 4799 }] })]);
    expect(result.changed[0]!.name).toMatch(/^Heritage Life Wholesome Grains/);
    expect(await t.database.db.selectFrom('products').select(['id', 'regular_unit_price_cents']).orderBy('id').execute()).toEqual(before);
  });

  it('refuses bad rows with their line and a reason in French, and reads the good rows still', async () => {
    const lines = SAMPLE.trimEnd().split('\r\n');
    const newRow = lines.at(-1)!;
    const bad = [
      newRow.replace('HLS-NT-1000', 'HLS-NT-2000').replace(',Heritage Life Sentiers du Nord – Jerky de bison – 1 kg,', ',,'),
      newRow.replace('HLS-NT-1000', 'HLS-NT-3000').replace('59.99,59.99,56.99', '59,99,59.99,56.99'),
      newRow,
      'NORTHPAW-JERKY,HLS-NT-4000',
    ];
    const result = await answer([...lines, ...bad].join('\r\n'), 'fr');
    expect(result.counts).toMatchObject({ added: 3, refusedRows: 4 });
    expect(result.refusals.map((r) => [r.line, r.reason, r.column])).toEqual([
      [12, 'missing_name_fr', 'name_fr'], [13, 'wrong_column_count', null], [14, 'duplicate_sku', 'sku'], [15, 'wrong_column_count', null],
    ]);
    expect(result.refusals[0]!.message).toBe('Le nom français manque.');
    expect(result.refusals[2]!.message).toBe('Le code SKU HLS-NT-1000 figure déjà à la ligne 11 du fichier.');
    const english = await answer([...lines, bad[0]].join('\n'));
    expect(english.refusals.map((r) => r.message)).toEqual(['The French name is missing.']);
  });

  it('answers a bad price, category and flag by their column, with French typography', async () => {
    const lines = SAMPLE.trimEnd().split('\r\n');
    const row = lines.at(-1)!.replace('HLS-NT-1000', 'HLS-NT-5000').replace('dogs/treats/chews-jerky', 'dogs/treats/bones').replace(',out,no,', ',out,peut-être,');
    const result = await answer([...lines, row].join('\r\n'), 'fr');
    expect(result.refusals.map((r) => [r.line, r.reason, r.column, r.value])).toEqual([
      [12, 'bad_flag', 'rx', 'peut-être'], [12, 'unknown_category', 'categories', 'dogs/treats/bones'],
    ]);
    expect(result.refusals[1]!.message).toBe('La catégorie «\u202Fdogs/treats/bones\u202F» n’existe pas dans le catalogue.');
  });

  it('refuses a feed that is not CSV, lacks columns, has no rows, is not UTF-8 or is too large, with a 400 and a message', async () => {
    expect(await refusedWith(`${SAMPLE}"unclosed,quote\r\n`, 'feed_malformed')).toMatch(/line 12/);
    expect(await refusedWith('family_key,sku\r\nA,B\r\n', 'feed_missing_columns', 'fr')).toMatch(/^Il manque ces colonnes à l’en-tête du fichier\u202F: manufacturer_id, /);
    expect(await refusedWith(SAMPLE.split('\r\n')[0]!, 'feed_empty')).toBe('The feed has no rows under its header.');
    expect(await refusedWith('', 'feed_missing_columns')).toMatch(/family_key/);
    expect(await refusedWith(Buffer.concat([Buffer.from(SAMPLE), Buffer.from([0xff, 0xfe, 0x41])]), 'feed_not_utf8')).toMatch(/UTF-8/);
    expect(await refusedWith(Buffer.alloc(FEED_MAX_BYTES + 1, 'a'), 'feed_too_large', 'fr')).toBe('Le fichier dépasse 200\u00A0Mo\u202F: divisez-le en plusieurs fichiers.');
    // Sent without a length (chunked), the limit is counted as the bytes arrive.
    const chunks = function* () { for (let sent = 0; sent <= FEED_MAX_BYTES; sent += 1024 * 1024) yield Buffer.alloc(1024 * 1024, 'a'); };
    const streamed = await t.app.inject({ method: 'POST', url: URL_PATH, headers: { ...admin, 'content-type': 'text/csv' }, payload: Readable.from(chunks()) });
    expect([streamed.statusCode, streamed.json<{ code: string }>().code]).toEqual([400, 'feed_too_large']);
    const json = await post(JSON.stringify({ csv: SAMPLE }), { type: 'application/json' });
    expect(json.statusCode).toBe(400);
  });
});
