import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic } from '../../testing/fixtures';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database';
import { down, up } from './2026-11-24-190-clinic-coupons';

/**
 * Migration 190 on a database that had store-wide coupons: each clinic gets its own copy, so every
 * shopper keeps the codes they could use (issue 17: the demo clinic keeps the demo codes).
 */
describe.each(testEngines())('migration 2026-11-24-190-clinic-coupons on %s', (engine) => {
  let t: TestDatabase;
  let any: Kysely<any>;
  let clinics: number[];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    any = t.db as unknown as Kysely<any>;
    clinics = [await createClinic(t.db), await createClinic(t.db)];
    await down(any);
    await any.insertInto('coupons').values([
      { code: 'WELCOME10', discount_cents: 0, discount_percent: 10, min_subtotal_cents: 0, auto_order_only: 0, not_for_auto_order: 0, starts_at: '2020-01-01T00:00:00.000Z', ends_at: null, is_active: 1 },
      { code: 'SAVE5', discount_cents: 500, discount_percent: 0, min_subtotal_cents: 5000, auto_order_only: 0, not_for_auto_order: 1, starts_at: '2020-01-01T00:00:00.000Z', ends_at: '2030-01-01T00:00:00.000Z', is_active: 1 },
    ]).execute();
    await up(any);
  });
  afterAll(() => t.dispose());

  it("copies every store-wide coupon to every clinic, rules and dates kept", async () => {
    const rows = await t.db.selectFrom('coupons').select(['clinic_id', 'code', 'discount_cents', 'discount_percent', 'min_subtotal_cents', 'not_for_auto_order', 'ends_at', 'one_use_per_shopper'])
      .orderBy('clinic_id').orderBy('code').execute();
    expect(rows.map((r) => [r.clinic_id, r.code])).toEqual([[clinics[0], 'SAVE5'], [clinics[0], 'WELCOME10'], [clinics[1], 'SAVE5'], [clinics[1], 'WELCOME10']]);
    expect(rows[0]).toMatchObject({ discount_cents: 500, min_subtotal_cents: 5000, not_for_auto_order: 1, ends_at: '2030-01-01T00:00:00.000Z', one_use_per_shopper: 0 });
    expect(Number(rows[1]!.discount_percent)).toBe(10);
  });

  it('keeps a code unique per clinic whatever its case', async () => {
    const now = new Date().toISOString();
    const row = (clinicId: number, code: string) => ({
      clinic_id: clinicId, code, discount_cents: 100, discount_percent: 0, min_subtotal_cents: 0, auto_order_only: 0, not_for_auto_order: 0,
      starts_at: now, ends_at: null, is_active: 1, created_at: now, updated_at: now,
    });
    await expect(t.db.insertInto('coupons').values(row(clinics[0]!, 'welcome10')).execute()).rejects.toThrow();
    await t.db.insertInto('coupons').values(row(clinics[0]!, 'WELCOME11')).execute();
  });
});
