import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema } from '../../../contracts/catalogue';
import { productEditorSchema, uploadedImageSchema } from '../../../contracts/platform-products';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { childBody, tinyPng } from './products-test-fixtures';

/**
 * Issue 26 "stored so that every server instance serves them": two copies of the server on one
 * PostgreSQL database (decision 030), as behind a load balancer. A picture uploaded through one is
 * served by the other, and the other's product card shows it once the product is saved.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('product pictures across two server instances on PostgreSQL', () => {
  let first: TestApp;
  let second: { app: FastifyInstance; handle: DatabaseHandle };

  beforeAll(async () => {
    first = await createTestApp('postgres', { products: 20 });
    const handle = openDatabase({ url: first.database.url, poolSize: 3 });
    const app = await buildApp({ config: first.config, db: handle.db, webRoot: '/nonexistent-web-root' });
    await app.ready();
    second = { app, handle };
  });
  afterAll(async () => {
    await second.app.close();
    await second.handle.destroy();
    await first.close();
  });

  it('uploads through one instance, and the other serves the bytes and shows them on the card', async () => {
    const admin = (await signInAs(first.app, DEMO_SITE_ADMIN.email, DEMO_SHOPPER.password)).headers;
    const png = tinyPng(6, 6, [30, 60, 200]);
    const uploaded = await injectChecked(first.app, {
      method: 'POST', url: '/api/images/upload', headers: { ...admin, 'content-type': 'image/png' }, payload: png,
    }, uploadedImageSchema);
    const { path } = uploadedImageSchema.parse(uploaded.parsed);

    const served = await second.app.inject({ method: 'GET', url: `/images/${path}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);

    // The card of a family shows its representing child: give that child the picture, through the first instance.
    const shown = second.app.catalogue.current().index.families[0]!.product;
    const familyId = shown.familyId;
    const editor = productEditorSchema.parse((await injectChecked(first.app, {
      method: 'GET', url: `/api/platform/products/families/${familyId}`, headers: admin,
    }, productEditorSchema)).parsed);
    const child = editor.children.find((c) => c.id === shown.id)!;
    const saved = await injectChecked(first.app, {
      method: 'PUT', url: `/api/platform/products/products/${child.id}`, headers: admin,
      payload: childBody(child, editor.family.version, { images: [path, ...child.images] }),
    }, productEditorSchema);
    expect(saved.statusCode).toBe(200);

    await second.app.catalogue.refresh();
    const visitor = { authorization: `Bearer ${await visitorToken(second.app)}` };
    const list = await second.app.inject({ method: 'GET', url: `/api/prods/list?q=${encodeURIComponent(child.mfgSku)}`, headers: visitor });
    const body = list.headers['content-encoding'] === 'br' ? brotliDecompressSync(list.rawPayload).toString() : list.body;
    const card = productListResponseSchema.parse(JSON.parse(body)).results.find((item) => item.productId === child.id);
    expect(card?.image).toBe(path);
  });
});
