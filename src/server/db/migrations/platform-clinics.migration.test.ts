import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic } from '../../testing/fixtures';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database';
import { down, up } from './2026-11-28-220-platform-clinics';

/**
 * Migration 210 on a database with clinics and a staff audit log: every clinic keeps ordering and
 * creating returns, every audit event stays as it was, and a platform event may name no clinic.
 */
describe.each(testEngines())('migration 2026-11-28-220-platform-clinics on %s', (engine) => {
  let t: TestDatabase;
  let any: Kysely<any>;
  let clinicId: number;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    any = t.db as unknown as Kysely<any>;
    await down(any);
    clinicId = await createClinic(t.db);
    await any.insertInto('audit_events').values({
      clinic_id: clinicId, actor_user_id: null, actor_role: 'clinic_admin', entity: 'settings', entity_id: clinicId, action: 'update',
      before_json: '{"a":1}', after_json: '{"a":2}', created_at: '2026-11-20T10:00:00.000Z',
    }).execute();
    await up(any);
  });
  afterAll(() => t.dispose());

  it('leaves every clinic authorised to order and approved to create returns', async () => {
    expect(await t.db.selectFrom('clinics').select(['is_authorised_to_order', 'is_approved_for_returns']).where('id', '=', clinicId).executeTakeFirstOrThrow())
      .toEqual({ is_authorised_to_order: 1, is_approved_for_returns: 1 });
  });

  it('keeps the audit log as it was, and takes an event with no clinic after it', async () => {
    const [kept] = await t.db.selectFrom('audit_events').selectAll().where('clinic_id', '=', clinicId).execute();
    expect(kept).toMatchObject({ actor_role: 'clinic_admin', entity: 'settings', action: 'update', before_json: '{"a":1}', after_json: '{"a":2}' });
    const added = await t.db.insertInto('audit_events').values({
      clinic_id: null, actor_user_id: null, actor_role: 'command_line', entity: 'platform_admin', entity_id: 1, action: 'add', created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    expect(Number(added.id)).toBeGreaterThan(Number(kept!.id));
  });
});
