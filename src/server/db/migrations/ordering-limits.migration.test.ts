import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic } from '../../testing/fixtures';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database';
import { down, up } from './2026-11-29-310-ordering-limits';

/** Migration 310 goes down and up again on a database with clinics: the limit tables come back empty and take rows. */
describe.each(testEngines())('migration 2026-11-29-310-ordering-limits on %s', (engine) => {
  let t: TestDatabase;
  let any: Kysely<any>;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    any = t.db as unknown as Kysely<any>;
    await down(any);
    await up(any);
  });
  afterAll(() => t.dispose());

  it('creates the tables empty; a clinic’s area and a product’s limit go in', async () => {
    expect(await t.db.selectFrom('restricted_areas').select('id').execute()).toEqual([]);
    const clinicId = await createClinic(t.db);
    await t.db.insertInto('restricted_areas').values({ clinic_id: clinicId, product_id: null, kind: 'prefix', value: 'P0V', created_at: new Date().toISOString() }).execute();
    const product = await t.db.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (product) {
      await t.db.insertInto('product_order_limits').values({ product_id: product.id, monthly_max: 3, allocation_max: null, allocation_starts_on: null, updated_at: new Date().toISOString() }).execute();
    }
    expect(await t.db.selectFrom('restricted_areas').select(['kind', 'value']).where('clinic_id', '=', clinicId).execute()).toEqual([{ kind: 'prefix', value: 'P0V' }]);
  });
});
