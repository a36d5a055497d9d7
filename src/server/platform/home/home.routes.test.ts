import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import { platformMeSchema } from '../../../contracts/platform';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;

/** The platform audience (issue 23): its role is checked on the server, for every kind of caller. */
describe.each(testEngines())('platform portal API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/platform/me', headers });

  it('answers the site administrator with who they are, and sends them to /platform when they sign in', async () => {
    const logon = await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email: DEMO_SITE_ADMIN.email, password: PASSWORD } });
    expect(logon.json()).toMatchObject({ isSuccess: true, home: '/platform' });
    const answer = await me((await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers);
    expect(answer.statusCode).toBe(200);
    expect(platformMeSchema.strict().parse(answer.json())).toMatchObject({ email: DEMO_SITE_ADMIN.email, roles: ['site_admin'] });
  });

  it('refuses a visitor with 401, and a shopper, a staff member and a clinic admin with 403', async () => {
    expect((await me({ authorization: `Bearer ${await visitorToken(t.app)}` })).statusCode).toBe(401);
    for (const email of [DEMO_SHOPPER.email, DEMO_STAFF.staff.email, DEMO_STAFF.admin.email]) {
      const answer = await me((await signInAs(t.app, email, PASSWORD)).headers);
      expect(answer.statusCode, email).toBe(403);
      expect(knownErrorResponseSchema.parse(answer.json()).code).toBe('not_platform_admin');
    }
  });

  it('loses the portal once the platform role is taken away, even within a live session', async () => {
    const session = await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD);
    expect((await me(session.headers)).statusCode).toBe(200);
    const admin = await t.database.db.selectFrom('users').select('id').where('email', '=', DEMO_SITE_ADMIN.email).executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('platform_admins').where('user_id', '=', admin.id).execute();
    expect((await me(session.headers)).statusCode).toBe(403);
  });
});
