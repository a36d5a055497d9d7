import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMeSchema } from '../../../contracts/clinic';
import { acceptInvitationResponseSchema, auditListSchema, invitationInfoSchema, staffListSchema, staffMemberSchema } from '../../../contracts/staff';
import { createStaff, otherClinic } from '../clinic-test-fixtures';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
const NEW_PASSWORD = 'Invited-pass-1!';
type Headers = Record<string, string>;

describe.each(testEngines())('staff API on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let adminId: number;
  let vet: Headers;
  let shopper: Headers;
  let otherAdmin: Headers;
  let otherStaffId: number;

  const db = () => t.database.db;
  const invite = (headers: Headers, payload: object) =>
    injectChecked(t.app, { method: 'POST', url: '/api/clinic/staff/invitations', headers, payload }, staffMemberSchema);
  /** The link's token from the last invitation email sent to this address. */
  const tokenSentTo = async (email: string) => {
    const mail = await db().selectFrom('email_outbox').select('body_text').where('to_address', '=', email).where('kind', '=', 'staff_invitation')
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    return decodeURIComponent(/token=([^\s]+)/.exec(mail.body_text)![1]!);
  };
  const accept = (token: string, password = NEW_PASSWORD) =>
    injectChecked(t.app, { method: 'POST', url: '/api/staff/invitation/accept', payload: { token, password, confirmPassword: password } }, acceptInvitationResponseSchema);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 40 });
    const rx = await db().selectFrom('prescriptions').select('family_id').executeTakeFirstOrThrow();
    const other = await otherClinic(db(), PASSWORD, rx.family_id);
    await createStaff(db(), { email: 'staff-other-admin@example.com', password: PASSWORD, clinicId: other.clinicId, isAdmin: true });
    otherStaffId = other.vetId;
    admin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    adminId = (await db().selectFrom('users').select('id').where('email', '=', DEMO_STAFF.admin.email).executeTakeFirstOrThrow()).id;
    vet = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, PASSWORD)).headers;
    shopper = (await signInAs(t.app)).headers;
    otherAdmin = (await signInAs(t.app, 'staff-other-admin@example.com', PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('is for the clinic admin only', async () => {
    expect((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/staff' }, staffListSchema)).statusCode).toBe(401);
    for (const headers of [shopper, vet]) {
      expect((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/staff', headers }, staffListSchema)).statusCode).toBe(403);
      expect((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/audit', headers }, auditListSchema)).statusCode).toBe(403);
      expect((await invite(headers, { email: 'x@example.com', firstName: 'X', lastName: 'Y', language: 'en', isAdmin: true, isVeterinarian: false })).statusCode).toBe(403);
    }
    const list = staffListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/staff', headers: admin }, staffListSchema)).json());
    expect(list.staff.map((s) => s.email).sort()).toEqual([DEMO_STAFF.admin.email, DEMO_STAFF.staff.email, DEMO_STAFF.veterinarian.email].sort());
  });

  it('refuses an invalid invitation with a 400 naming the problem, and an email already used with a 409', async () => {
    const bad = await invite(admin, { email: 'not-an-email', firstName: 'A', lastName: 'B', language: 'en', isAdmin: false, isVeterinarian: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/email/i);
    const taken = await invite(admin, { email: DEMO_SHOPPER.email, firstName: 'A', lastName: 'B', language: 'en', isAdmin: false, isVeterinarian: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_in_use');
  });

  it('invites a veterinarian who sets a password once with the link, then works in the portal', async () => {
    const email = `invited-vet-${engine}@example.com`;
    const invited = await invite(admin, { email, firstName: 'Inès', lastName: 'Vet', language: 'fr', isAdmin: false, isVeterinarian: true });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ email, status: 'invited', isVeterinarian: true, isAdmin: false });
    const mail = await db().selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/Invitation/);
    expect(mail.body_text).toContain('/clinic/invitation?token=');

    // No password yet: no sign-in.
    expect((await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email, password: NEW_PASSWORD } })).statusCode).not.toBe(200);

    const token = await tokenSentTo(email);
    const info = await injectChecked(t.app, { method: 'GET', url: `/api/staff/invitation?token=${encodeURIComponent(token)}` }, invitationInfoSchema);
    expect(info.json()).toEqual({ firstName: 'Inès', email, clinicName: 'Maple Veterinary Hospital' });

    const weak = await accept(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, 'Another-pass-2!');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invitation_invalid');
    expect((await injectChecked(t.app, { method: 'GET', url: `/api/staff/invitation?token=${encodeURIComponent(token)}` }, invitationInfoSchema)).statusCode).toBe(400);

    const { headers } = await signInAs(t.app, email, NEW_PASSWORD);
    const me = staffMeSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/me', headers }, staffMeSchema)).json());
    expect(me).toMatchObject({ canDecidePrescriptions: true, roles: ['veterinarian'] });
  });

  it('refuses an expired invitation link', async () => {
    const email = `expired-${engine}@example.com`;
    expect((await invite(admin, { email, firstName: 'Old', lastName: 'Link', language: 'en', isAdmin: false, isVeterinarian: false })).statusCode).toBe(200);
    const token = await tokenSentTo(email);
    await db().updateTable('staff_invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const answer = await accept(token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('invitation_invalid');
  });

  it("changes roles, but never the admin's own admin role; another clinic's staff answer 404", async () => {
    const staffUser = await db().selectFrom('users').select('id').where('email', '=', DEMO_STAFF.staff.email).executeTakeFirstOrThrow();
    const roles = (id: number, headers: Headers, payload: object) =>
      injectChecked(t.app, { method: 'PUT', url: `/api/clinic/staff/${id}/roles`, headers, payload }, staffMemberSchema);
    const given = await roles(staffUser.id, admin, { isAdmin: false, isVeterinarian: true });
    expect(given.json()).toMatchObject({ isVeterinarian: true, isAdmin: false });
    expect((await roles(staffUser.id, admin, { isAdmin: false, isVeterinarian: false })).json()).toMatchObject({ isVeterinarian: false });
    const own = await roles(adminId, admin, { isAdmin: false, isVeterinarian: true });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_admin_role');
    expect((await roles(adminId, admin, { isAdmin: true, isVeterinarian: false })).statusCode).toBe(200);
    const cross = await roles(otherStaffId, admin, { isAdmin: false, isVeterinarian: false });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().code).toBe('staff_not_found');
    expect((await roles(staffUser.id, otherAdmin, { isAdmin: true, isVeterinarian: true })).statusCode).toBe(404);
    expect((await roles(staffUser.id, admin, { isAdmin: 'yes', isVeterinarian: false })).json().message).toMatch(/isAdmin must be true or false/);
  });

  it('disables an account: its sessions end and it cannot sign in; enabling lets it back; never oneself', async () => {
    const email = `disabled-${engine}@example.com`;
    const id = await createStaff(db(), { email, password: PASSWORD, clinicId: (await db().selectFrom('users').select('clinic_id').where('id', '=', adminId).executeTakeFirstOrThrow()).clinic_id });
    const session = await signInAs(t.app, email, PASSWORD);
    const post = (url: string, headers: Headers) => injectChecked(t.app, { method: 'POST', url, headers }, staffMemberSchema);

    expect((await post(`/api/clinic/staff/${adminId}/disable`, admin)).json().code).toBe('own_account');
    expect((await post(`/api/clinic/staff/${otherStaffId}/disable`, admin)).statusCode).toBe(404);
    expect((await post(`/api/clinic/staff/${id}/disable`, vet)).statusCode).toBe(403);
    const disabled = await post(`/api/clinic/staff/${id}/disable`, admin);
    expect(disabled.json()).toMatchObject({ status: 'disabled' });
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/me', headers: session.headers }, staffMeSchema)).statusCode).toBeGreaterThanOrEqual(401);
    const logon = await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email, password: PASSWORD } });
    expect(logon.statusCode).toBe(403);
    expect(logon.json().code).toBe('account_disabled');

    expect((await post(`/api/clinic/staff/${id}/enable`, admin)).json()).toMatchObject({ status: 'active' });
    expect((await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email, password: PASSWORD } })).statusCode).toBe(200);
  });

  it('lists who did what, filtered by kind, person and day, for the own clinic only', async () => {
    const all = auditListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/audit', headers: admin }, auditListSchema)).json());
    expect(all.events.map((e) => e.action)).toEqual(expect.arrayContaining(['invite', 'change_roles', 'disable', 'enable', 'accept_invitation']));
    expect(all.actors.map((a) => a.id)).toContain(adminId);
    const staffOnly = auditListSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/audit?entity=staff&actorId=${adminId}`, headers: admin }, auditListSchema)).json());
    expect(staffOnly.events.length).toBeGreaterThan(0);
    expect(staffOnly.events.every((e) => e.entity === 'staff' && e.actorId === adminId)).toBe(true);
    const future = auditListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/audit?from=2999-01-01', headers: admin }, auditListSchema)).json());
    expect(future.events).toEqual([]);
    const bad = await injectChecked(t.app, { method: 'GET', url: '/api/clinic/audit?entity=everything', headers: admin }, auditListSchema);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/entity must be one of/);
    const other = auditListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/audit', headers: otherAdmin }, auditListSchema)).json());
    expect(other.events.some((e) => e.action === 'invite')).toBe(false);
  });
});
