import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAccountResponseSchema, simpleResultSchema, tokenStatusResponseSchema } from '../../../contracts/account-flows';
import { prescriptionDecisionResponseSchema, prescriptionRequestSchema, staffMeSchema } from '../../../contracts/clinic';
import { acceptInvitationResponseSchema, auditListSchema, invitationInfoSchema, staffListSchema, staffMemberSchema } from '../../../contracts/staff';
import { RX_STATUS } from '../../../domain/constants';
import { hashAccountToken } from '../../account/access';
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
  let demoClinicId: number;
  const secondAdminEmail = 'second-admin@example.com';

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
    const demoAdmin = await db().selectFrom('users').select(['id', 'clinic_id']).where('email', '=', DEMO_STAFF.admin.email).executeTakeFirstOrThrow();
    adminId = demoAdmin.id;
    demoClinicId = demoAdmin.clinic_id;
    await createStaff(db(), { email: secondAdminEmail, password: PASSWORD, clinicId: demoClinicId, isAdmin: true });
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
    expect(list.staff.map((s) => s.email).sort()).toEqual([DEMO_STAFF.admin.email, DEMO_STAFF.staff.email, DEMO_STAFF.veterinarian.email, secondAdminEmail].sort());
    expect(list.staff.find((s) => s.email === DEMO_STAFF.veterinarian.email)).toMatchObject({ licenceNumber: '4821', licenceProvince: 'ON', invitationExpiresAt: null });
  });

  it('refuses an invalid invitation with a 400 naming the problem, and an email already used with a 409', async () => {
    const bad = await invite(admin, { email: 'not-an-email', firstName: 'A', lastName: 'B', language: 'en', isAdmin: false, isVeterinarian: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/email/i);
    const noLicence = await invite(admin, { email: 'unlicensed@example.com', firstName: 'A', lastName: 'B', language: 'en', isAdmin: false, isVeterinarian: true });
    expect(noLicence.statusCode).toBe(400);
    expect(noLicence.json().message).toMatch(/licence number and the province of licence/);
    expect(await db().selectFrom('users').select('id').where('email', '=', 'unlicensed@example.com').executeTakeFirst()).toBeUndefined();
    const taken = await invite(admin, { email: DEMO_SHOPPER.email, firstName: 'A', lastName: 'B', language: 'en', isAdmin: false, isVeterinarian: true, licenceNumber: '1', licenceProvince: 'ON' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_in_use');
  });

  it('invites a veterinarian who sets a password once with the link, then works in the portal', async () => {
    const email = `invited-vet-${engine}@example.com`;
    const invited = await invite(admin, { email, firstName: 'Inès', lastName: 'Vet', language: 'fr', isAdmin: false, isVeterinarian: true, licenceNumber: 'QC-0912', licenceProvince: 'QC' });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ email, status: 'invited', isVeterinarian: true, isAdmin: false, licenceNumber: 'QC-0912', licenceProvince: 'QC' });
    expect(Date.parse(invited.json().invitationExpiresAt) - Date.now()).toBeGreaterThan(71 * 3600_000);
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

  it('resends an invitation to a pending or expired invitee: a new link, the old one dead; never to an active, disabled or other clinic\'s person', async () => {
    const email = `resend-${engine}@example.com`;
    const created = await invite(admin, { email, firstName: 'Lost', lastName: 'Link', language: 'fr', isAdmin: false, isVeterinarian: false });
    const id = created.json().id as number;
    const resend = (staffId: number, headers: Headers = admin) =>
      injectChecked(t.app, { method: 'POST', url: `/api/clinic/staff/${staffId}/invitation`, headers }, staffMemberSchema);

    // Inviting the address again says what to do instead of "an account already uses this email".
    const again = await invite(admin, { email, firstName: 'Lost', lastName: 'Link', language: 'fr', isAdmin: false, isVeterinarian: false });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_invited', message: expect.stringMatching(/resend the invitation/) });

    const first = await tokenSentTo(email);
    const resent = await resend(id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'invited' });
    const second = await tokenSentTo(email);
    expect(second).not.toBe(first);
    expect((await db().selectFrom('email_outbox').select('subject').where('to_address', '=', email).execute()).map((m) => m.subject))
      .toEqual(['Invitation à l’équipe de Maple Veterinary Hospital', 'Invitation à l’équipe de Maple Veterinary Hospital']);
    expect((await accept(first)).json().code).toBe('invitation_invalid');

    // Expired: the list says so, and a resend gives a working link again.
    await db().updateTable('staff_invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', id).execute();
    const listed = staffListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/staff', headers: admin }, staffListSchema)).json());
    expect(Date.parse(listed.staff.find((m) => m.id === id)!.invitationExpiresAt!)).toBeLessThan(Date.now());
    expect((await accept(second)).json().code).toBe('invitation_invalid');
    expect((await resend(id)).statusCode).toBe(200);
    expect((await accept(await tokenSentTo(email))).statusCode).toBe(200);

    // Now active: nothing to resend. Not for a vet, not for another clinic's admin, not another clinic's staff.
    expect((await resend(id)).json()).toMatchObject({ code: 'not_invited' });
    expect((await resend(adminId)).statusCode).toBe(409);
    const pending = (await invite(admin, { email: `resend-b-${engine}@example.com`, firstName: 'B', lastName: 'C', language: 'en', isAdmin: false, isVeterinarian: false })).json().id as number;
    expect((await resend(pending, vet)).statusCode).toBe(403);
    expect((await resend(pending, otherAdmin)).json()).toMatchObject({ code: 'staff_not_found' });
    expect((await resend(otherStaffId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/clinic/staff/abc/invitation', headers: admin })).json().message).toMatch(/staffId must be a positive whole number/);
    await injectChecked(t.app, { method: 'POST', url: `/api/clinic/staff/${pending}/disable`, headers: admin }, staffMemberSchema);
    expect((await resend(pending)).json()).toMatchObject({ code: 'invitee_disabled' });
    const audit = auditListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/audit?entity=staff', headers: admin }, auditListSchema)).json());
    expect(audit.events.filter((e) => e.action === 'resend_invitation' && e.entityId === id)).toHaveLength(2);
  });

  it("a shopper's forgot-password never sets a pending invitee's password: no link is sent, and an older confirmation link is refused", async () => {
    const email = `forgot-${engine}@example.com`;
    const id = (await invite(admin, { email, firstName: 'Pending', lastName: 'Invitee', language: 'en', isAdmin: false, isVeterinarian: false })).json().id as number;
    const forgot = await injectChecked(t.app, { method: 'POST', url: '/api/account/forgotPassword', payload: { email } }, simpleResultSchema);
    expect(forgot.statusCode).toBe(200);
    expect((await db().selectFrom('email_outbox').select('kind').where('to_address', '=', email).execute()).map((m) => m.kind)).toEqual(['staff_invitation']);

    // A confirmation link that exists anyway (say, from before this rule) does not activate the account either.
    const token = 'an-older-confirmation-link-token';
    await db().insertInto('account_tokens').values({
      user_id: id, purpose: 'confirm', token_hash: hashAccountToken(token), expires_at: new Date(Date.now() + 3600_000).toISOString(), used_at: null, created_at: new Date().toISOString(),
    }).execute();
    expect((await injectChecked(t.app, { method: 'GET', url: `/api/account/token?token=${token}&purpose=confirm` }, tokenStatusResponseSchema)).json())
      .toMatchObject({ isSuccess: false, code: 'token_invalid' });
    const confirmed = await injectChecked(t.app, {
      method: 'POST', url: '/api/account/confirmAccount', payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }, confirmAccountResponseSchema);
    expect(confirmed.json().code).toBe('token_invalid');
    expect(await db().selectFrom('users').select(['status', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'unconfirmed', password_hash: null });
    // The invitation still works.
    expect((await accept(await tokenSentTo(email))).statusCode).toBe(200);
  });

  it("changes another's roles; the veterinarian role needs a licence; nobody changes their own; the other admins are emailed", async () => {
    const staffUser = await db().selectFrom('users').select('id').where('email', '=', DEMO_STAFF.staff.email).executeTakeFirstOrThrow();
    const roles = (id: number, headers: Headers, payload: object) =>
      injectChecked(t.app, { method: 'PUT', url: `/api/clinic/staff/${id}/roles`, headers, payload }, staffMemberSchema);
    const rolesMail = (to: string) => db().selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', to)
      .where('kind', '=', 'staff_roles_changed').where('subject', 'like', '%Sam Nguyen%').orderBy('id').execute();
    const rowOf = (id: number) => db().selectFrom('staff_members').select(['is_veterinarian', 'licence_number', 'licence_province']).where('user_id', '=', id).executeTakeFirstOrThrow();

    // No licence, half a licence, a bad one: 400, nothing changed.
    const bare = await roles(staffUser.id, admin, { isAdmin: false, isVeterinarian: true });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'licence_required', message: expect.stringMatching(/licence number and the province/) });
    expect((await roles(staffUser.id, admin, { isAdmin: false, isVeterinarian: true, licenceNumber: '12345' })).json().message).toMatch(/licenceNumber, licenceProvince/);
    expect((await roles(staffUser.id, admin, { isAdmin: false, isVeterinarian: true, licenceNumber: '12345', licenceProvince: 'ZZ' })).json().message).toMatch(/licenceProvince must be one of/);
    expect((await roles(staffUser.id, admin, { isAdmin: false, isVeterinarian: true, licenceNumber: '<b>1</b>', licenceProvince: 'ON' })).statusCode).toBe(400);
    expect(await rowOf(staffUser.id)).toMatchObject({ is_veterinarian: 0, licence_number: '' });
    expect(await rolesMail(secondAdminEmail)).toEqual([]);

    const given = await roles(staffUser.id, admin, { isAdmin: false, isVeterinarian: true, licenceNumber: ' 7734-B ', licenceProvince: 'ON' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ isVeterinarian: true, isAdmin: false, licenceNumber: '7734-B', licenceProvince: 'ON' });
    // The other admin is told who gave what to whom, with the licence; the admin who acted is not.
    const [told] = await rolesMail(secondAdminEmail);
    expect(told?.subject).toBe('Roles changed at Maple Veterinary Hospital: Sam Nguyen');
    expect(told?.body_text).toContain('Jordan Roy changed Sam Nguyen\'s roles at Maple Veterinary Hospital.');
    expect(told?.body_text).toContain('Role given: veterinarian');
    expect(told?.body_text).toContain('Licence: 7734-B (ON)');
    expect(await rolesMail(DEMO_STAFF.admin.email)).toEqual([]);

    // A veterinarian keeps the licence on file when another role changes; removing the role clears it.
    expect((await roles(staffUser.id, admin, { isAdmin: true, isVeterinarian: true })).json()).toMatchObject({ isAdmin: true, licenceNumber: '7734-B' });
    expect((await roles(staffUser.id, admin, { isAdmin: false, isVeterinarian: false })).json()).toMatchObject({ isVeterinarian: false, licenceNumber: '', licenceProvince: '' });
    expect((await rolesMail(secondAdminEmail)).map((m) => m.body_text.includes('Role removed: clinic admin and veterinarian'))).toEqual([false, false, true]);

    // Nobody changes their own roles: not the veterinarian role, not even to keep them as they are.
    for (const payload of [{ isAdmin: true, isVeterinarian: true, licenceNumber: '1', licenceProvince: 'ON' }, { isAdmin: false, isVeterinarian: false }, { isAdmin: true, isVeterinarian: false }]) {
      const own = await roles(adminId, admin, payload);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ code: 'own_roles', message: 'You cannot change your own roles: another clinic admin does.' });
    }
    expect(await rowOf(adminId)).toMatchObject({ is_veterinarian: 0 });

    const cross = await roles(otherStaffId, admin, { isAdmin: false, isVeterinarian: false });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().code).toBe('staff_not_found');
    expect((await roles(staffUser.id, otherAdmin, { isAdmin: true, isVeterinarian: true, licenceNumber: '1', licenceProvince: 'ON' })).statusCode).toBe(404);
    expect((await roles(staffUser.id, vet, { isAdmin: true, isVeterinarian: false })).statusCode).toBe(403);
    expect((await roles(staffUser.id, admin, { isAdmin: 'yes', isVeterinarian: false })).json().message).toMatch(/isAdmin must be true or false/);
  });

  it('the one-click self-grant no longer approves: an admin is not a veterinarian, and a veterinarian decides only with a licence, recorded on the decision', async () => {
    const rx = await db().selectFrom('prescriptions as rx').innerJoin('users as u', 'u.id', 'rx.user_id').select('rx.id')
      .where('u.email', '=', DEMO_SHOPPER.email).where('rx.rx_status_id', '=', RX_STATUS.notValidated).executeTakeFirstOrThrow();
    const approve = (headers: Headers) => injectChecked(t.app, {
      method: 'POST', url: `/api/clinic/prescriptions/${rx.id}/approve`, headers, payload: { expiresOn: '2099-01-31', quantity: 1, refills: 0, instructions: '' },
    }, prescriptionDecisionResponseSchema);
    expect((await t.app.inject({ method: 'PUT', url: `/api/clinic/staff/${adminId}/roles`, headers: admin, payload: { isAdmin: true, isVeterinarian: true, licenceNumber: '1', licenceProvince: 'ON' } })).statusCode).toBe(403);
    expect((await approve(admin)).json().code).toBe('veterinarian_only');

    // A veterinarian without a licence on file (one from before licences were kept) is refused until an admin records it.
    const email = `unlicensed-vet-${engine}@example.com`;
    const id = await createStaff(db(), { email, password: PASSWORD, clinicId: demoClinicId, isVeterinarian: true });
    await db().updateTable('staff_members').set({ licence_number: '', licence_province: '' }).where('user_id', '=', id).execute();
    const unlicensed = (await signInAs(t.app, email, PASSWORD)).headers;
    const refused = await approve(unlicensed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('licence_missing');
    expect((await db().selectFrom('prescriptions').select('rx_status_id').where('id', '=', rx.id).executeTakeFirstOrThrow()).rx_status_id).toBe(RX_STATUS.notValidated);

    const approved = await approve(vet);
    expect(approved.statusCode, approved.body).toBe(200);
    const shown = prescriptionRequestSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/prescriptions/${rx.id}`, headers: admin }, prescriptionRequestSchema)).json());
    expect(shown).toMatchObject({ state: 'validated', vetName: 'Claire Tremblay', vetLicenceNumber: '4821', vetLicenceProvince: 'ON' });
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

  it('names what each line acted on and links to it, within the own clinic; a name in the asked language', async () => {
    const one = async <T>(query: Promise<T | undefined>) => (await query)!;
    const shopper = await one(db().selectFrom('users').select(['id', 'first_name', 'last_name']).where('email', '=', DEMO_SHOPPER.email).executeTakeFirst());
    const order = await one(db().selectFrom('orders').select(['id', 'order_number']).where('clinic_id', '=', demoClinicId).orderBy('id').executeTakeFirst());
    const coupon = await one(db().selectFrom('coupons').select(['id', 'code']).where('clinic_id', '=', demoClinicId).orderBy('id').executeTakeFirst());
    const ret = await one(db().selectFrom('returns as r').innerJoin('orders as o', 'o.id', 'r.order_id').select(['r.id', 'o.order_number']).where('r.clinic_id', '=', demoClinicId).executeTakeFirst());
    const autoOrder = await one(db().selectFrom('auto_order_subscriptions').select('id').where('user_id', '=', shopper.id).orderBy('id').executeTakeFirst());
    const otherClient = await one(db().selectFrom('users').select('id').where('email', '=', 'other-client@example.com').executeTakeFirst());
    const rx = await one(db().selectFrom('prescriptions as rx').innerJoin('products as p', 'p.id', 'rx.product_id').innerJoin('pets', 'pets.id', 'rx.pet_id')
      .select(['rx.id', 'pets.name as pet', 'p.name_en', 'p.name_fr']).where('rx.user_id', '=', shopper.id).orderBy('rx.id').executeTakeFirst());
    const staffUser = await one(db().selectFrom('users').select('id').where('email', '=', DEMO_STAFF.staff.email).executeTakeFirst());
    const lines: [string, number][] = [
      ['client', shopper.id], ['order', order.id], ['coupon', coupon.id], ['return', ret.id], ['auto_order', autoOrder.id], ['settings', demoClinicId],
      ['prescription', rx.id], ['staff', staffUser.id], ['order', 2_000_000], ['client', otherClient.id],
    ];
    await db().insertInto('audit_events').values(lines.map(([entity, entityId]) => ({
      clinic_id: demoClinicId, actor_user_id: adminId, actor_role: 'clinic_admin', entity, entity_id: entityId, action: 'subject_test',
      before_json: '', after_json: '', created_at: '2999-06-01T12:00:00.000Z',
    }))).execute();

    const read = async (lang: string) => auditListSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/audit?from=2999-06-01&lang=${lang}`, headers: admin }, auditListSchema)).json())
      .events.reverse().map((e) => e.subject);
    expect(await read('en')).toEqual([
      { name: `${shopper.first_name} ${shopper.last_name}`, href: `/clinic/clients/${shopper.id}` },
      { name: order.order_number, href: `/clinic/orders/${order.id}` },
      { name: coupon.code, href: '/clinic/coupons' },
      { name: ret.order_number, href: `/clinic/returns/${ret.id}` },
      { name: `${shopper.first_name} ${shopper.last_name}`, href: `/clinic/clients/${shopper.id}` },
      { name: '', href: '/clinic/settings' },
      { name: `${rx.pet} — ${rx.name_en}`, href: `/clinic/prescriptions/${rx.id}` },
      { name: 'Sam Nguyen', href: `/clinic/staff#staff-member-${staffUser.id}` },
      // Gone, or another clinic's: the number only, no link.
      { name: '#2000000', href: null },
      { name: `#${otherClient.id}`, href: null },
    ]);
    expect((await read('fr'))[6]).toEqual({ name: `${rx.pet} — ${rx.name_fr}`, href: `/clinic/prescriptions/${rx.id}` });
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/audit?lang=de', headers: admin })).json().message).toMatch(/lang must be en or fr/);
  });
});
