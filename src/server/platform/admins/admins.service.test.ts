import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformMeSchema } from '../../../contracts/platform';
import { createStaff } from '../../clinic/clinic-test-fixtures';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN } from '../../db/seed';
import { createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { addSiteAdmin, listSiteAdmins, removeSiteAdmin } from '.';

const PASSWORD = DEMO_SHOPPER.password;

/**
 * `npm run platform -- add-admin | remove-admin | admins` (scripts/platform.ts), through the functions
 * it calls (issue 25): an existing active account becomes a site administrator, audited; nobody
 * else does.
 */
describe.each(testEngines())('site administrators from the command line on %s', (engine) => {
  let t: TestApp;
  const db = () => t.database.db;
  const me = async (email: string) => t.app.inject({ method: 'GET', url: '/api/platform/me', headers: (await signInAs(t.app, email, PASSWORD)).headers });
  const auditOf = (userId: number) => db().selectFrom('audit_events').select(['clinic_id', 'actor_user_id', 'actor_role', 'entity', 'action', 'before_json', 'after_json'])
    .where('entity', '=', 'platform_admin').where('entity_id', '=', userId).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
  });
  afterAll(() => t.close());

  it('makes an active account a site administrator (any case of its email), audited with no clinic; the portal is theirs at once', async () => {
    const email = `new-admin-${engine}@example.com`;
    const userId = Number(await createShopper(db(), { email, password: PASSWORD }));
    expect((await me(email)).statusCode).toBe(403);
    expect(await addSiteAdmin(db(), `  ${email.toUpperCase()} `, new Date())).toBe('added');
    expect(platformMeSchema.parse((await me(email)).json())).toMatchObject({ email, roles: ['site_admin'] });
    expect(await auditOf(userId)).toEqual([{
      clinic_id: null, actor_user_id: null, actor_role: 'command_line', entity: 'platform_admin', action: 'add', before_json: '', after_json: JSON.stringify({ email }),
    }]);
    expect(await addSiteAdmin(db(), email, new Date())).toBe('already_admin');
    expect(await auditOf(userId)).toHaveLength(1);
    expect((await listSiteAdmins(db())).map((a) => a.email)).toEqual(expect.arrayContaining([email, DEMO_SITE_ADMIN.email]));
  });

  it('refuses an unknown email, an account that is not active and a clinic’s staff member, adding nobody', async () => {
    const pending = `pending-admin-${engine}@example.com`;
    await createShopper(db(), { email: pending, password: PASSWORD, status: 'pending' });
    const staffEmail = `staff-admin-${engine}@example.com`;
    const clinicId = Number((await db().selectFrom('clinics').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    await createStaff(db(), { email: staffEmail, password: PASSWORD, clinicId });
    const count = async () => (await listSiteAdmins(db())).length;
    const before = await count();
    expect(await addSiteAdmin(db(), `nobody-${engine}@example.com`, new Date())).toBe('not_found');
    expect(await addSiteAdmin(db(), pending, new Date())).toBe('not_active');
    expect(await addSiteAdmin(db(), staffEmail, new Date())).toBe('clinic_staff');
    expect(await count()).toBe(before);
    expect((await me(staffEmail)).statusCode).toBe(403);
  });

  it('removes the role, audited; the session that had it is refused from the next call', async () => {
    const email = `gone-admin-${engine}@example.com`;
    const userId = Number(await createShopper(db(), { email, password: PASSWORD }));
    await addSiteAdmin(db(), email, new Date());
    const session = await signInAs(t.app, email, PASSWORD);
    const call = () => t.app.inject({ method: 'GET', url: '/api/platform/clinics', headers: session.headers });
    expect((await call()).statusCode).toBe(200);
    expect(await removeSiteAdmin(db(), email, new Date())).toBe('removed');
    expect((await call()).statusCode).toBe(403);
    expect((await auditOf(userId)).map((e) => [e.action, e.clinic_id])).toEqual([['add', null], ['remove', null]]);
    expect(await removeSiteAdmin(db(), email, new Date())).toBe('not_admin');
    expect(await removeSiteAdmin(db(), `nobody-${engine}@example.com`, new Date())).toBe('not_found');
  });
});
