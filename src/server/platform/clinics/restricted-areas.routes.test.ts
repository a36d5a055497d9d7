import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import { platformClinicDetailSchema } from '../../../contracts/platform-clinics';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;

/**
 * A clinic's restricted delivery areas on its platform page (issue 25, rr §8): a site administrator
 * adds a postal code, a prefix or a province (stored normalised, audited) and removes one; bad
 * values answer 400, another clinic's area or an unknown clinic 404, anyone else 401/403.
 */
describe.each(testEngines())('platform clinic restricted areas on %s', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let clinicId: number;
  let otherClinicId: number;
  const db = () => t.database.db;
  const add = (id: number | string, payload: unknown, headers = admin) =>
    injectChecked(t.app, { method: 'POST', url: `/api/platform/clinics/${id}/restricted-areas`, headers, payload: payload as object }, platformClinicDetailSchema);
  const remove = (id: number | string, areaId: number | string, headers = admin) =>
    injectChecked(t.app, { method: 'DELETE', url: `/api/platform/clinics/${id}/restricted-areas/${areaId}`, headers }, platformClinicDetailSchema);
  const areasOf = (res: { parsed: unknown }) => platformClinicDetailSchema.parse(res.parsed).clinic.restrictedAreas;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
    admin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
    clinicId = await createClinic(db());
    otherClinicId = await createClinic(db());
  });
  afterAll(() => t.close());

  it('adds a prefix, a postal code and a province, normalised; the same one twice changes nothing; each change is audited', async () => {
    expect(areasOf(await add(clinicId, { kind: 'prefix', value: ' x0a ' }))).toEqual([{ id: expect.any(Number), kind: 'prefix', value: 'X0A' }]);
    await add(clinicId, { kind: 'postal_code', value: 'k1a 0b1' });
    const after = areasOf(await add(clinicId, { kind: 'province', value: 'nu' }));
    expect(after.map((a) => `${a.kind} ${a.value}`).sort()).toEqual(['postal_code K1A0B1', 'prefix X0A', 'province NU']);
    expect(areasOf(await add(clinicId, { kind: 'prefix', value: 'X0A' }))).toHaveLength(3);
    const audit = await db().selectFrom('audit_events').select(['action', 'after_json', 'actor_role']).where('clinic_id', '=', clinicId).orderBy('id').execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.after_json)])).toEqual([
      ['restricted_area_add', { restrictedArea: 'prefix X0A' }],
      ['restricted_area_add', { restrictedArea: 'postal_code K1A0B1' }],
      ['restricted_area_add', { restrictedArea: 'province NU' }],
    ]);
  });

  it('refuses what is not a postal code, its start or a province with 400, and a malformed body with 400', async () => {
    for (const body of [{ kind: 'prefix', value: '0A' }, { kind: 'postal_code', value: 'K1A' }, { kind: 'province', value: 'ZZ' }]) {
      const res = await add(clinicId, body);
      expect(res.statusCode).toBe(400);
      expect(knownErrorResponseSchema.parse(res.json()).code).toBe('invalid_restricted_area');
    }
    expect((await add(clinicId, { kind: 'city', value: 'Ottawa' })).statusCode).toBe(400);
    expect((await add(clinicId, {})).statusCode).toBe(400);
    expect((await add('abc', { kind: 'prefix', value: 'X0A' })).statusCode).toBe(400);
  });

  it('removes an area (audited); another clinic’s area id or an unknown clinic answers 404 and removes nothing', async () => {
    const [area] = areasOf(await add(otherClinicId, { kind: 'prefix', value: 'P0V' }));
    const refused = await remove(clinicId, area!.id);
    expect(refused.statusCode).toBe(404);
    expect(knownErrorResponseSchema.parse(refused.json()).code).toBe('restricted_area_not_found');
    expect((await remove(999_999, area!.id)).statusCode).toBe(404);
    expect((await add(999_999, { kind: 'prefix', value: 'P0V' })).statusCode).toBe(404);
    expect(areasOf(await remove(otherClinicId, area!.id))).toEqual([]);
    const removed = await db().selectFrom('audit_events').select(['action', 'before_json']).where('clinic_id', '=', otherClinicId).where('action', '=', 'restricted_area_remove').execute();
    expect(removed.map((r) => JSON.parse(r.before_json))).toEqual([{ restrictedArea: 'prefix P0V' }]);
  });

  it('is for site administrators only: a visitor 401, a shopper or clinic staff 403, nothing written', async () => {
    const before = await db().selectFrom('restricted_areas').select('id').execute();
    expect((await add(clinicId, { kind: 'prefix', value: 'A1A' }, {})).statusCode).toBe(401);
    const shopper = (await signInAs(t.app, DEMO_SHOPPER.email, PASSWORD)).headers;
    const staff = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    expect((await add(clinicId, { kind: 'prefix', value: 'A1A' }, shopper)).statusCode).toBe(403);
    expect((await add(clinicId, { kind: 'prefix', value: 'A1A' }, staff)).statusCode).toBe(403);
    expect((await remove(clinicId, before[0]!.id, staff)).statusCode).toBe(403);
    expect(await db().selectFrom('restricted_areas').select('id').execute()).toEqual(before);
  });
});
