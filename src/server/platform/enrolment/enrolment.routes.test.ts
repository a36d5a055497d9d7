import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import {
  clinicApplicationResultSchema, enrolmentDecisionSchema, enrolmentPinListSchema, enrolmentPinSchema, enrolmentQueueSchema, goLiveResultSchema,
  type ClinicApplicationInput, type EnrolmentApproval, type EnrolmentPinRequest,
} from '../../../contracts/platform-enrolment';
import { acceptInvitationResponseSchema } from '../../../contracts/staff';
import { freshIp, register, registration } from '../../account/registration/test-fixtures';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * Clinics join (issue 25): a clinic applies (its distributor, or a PIN), the site administrator
 * approves (the clinic, its subdomain, its first admin's invitation) or refuses with a reason (the
 * applicant is emailed), sets it live (its waiting clients are emailed); a clinic not approved or
 * not live refuses registrations. Site administrators only; every decision audited.
 */
describe.each(testEngines())('clinic enrolment on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let n = 0;
  const db = () => t.database.db;
  const unique = (what: string) => `${what}-${engine}-${++n}`;

  const application = (overrides: Partial<ClinicApplicationInput> = {}): ClinicApplicationInput => ({
    practiceName: `Clinique du Lac ${unique('app')}`, address: '12 Lakeshore Road', city: 'Kingston', province: 'ON', postalCode: 'k7l 2n8',
    phone: '(613) 555-0177', email: `${unique('apply')}@example.com`, contactFirstName: 'Aline', contactLastName: 'Roy', vetName: 'Dr. Aline Roy',
    licenceNumber: 'ON-4412', distributorName: 'Northern Vet Supply', distributorAccount: 'NVS-99812', pin: '', language: 'fr', ...overrides,
  });
  const apply = (payload: unknown, ip = freshIp()) =>
    injectChecked(t.app, { method: 'POST', url: '/api/enrol/apply', payload: payload as object, remoteAddress: ip }, clinicApplicationResultSchema);
  const queue = (headers = admin, query = '') => injectChecked(t.app, { method: 'GET', url: `/api/platform/enrolment${query}`, headers }, enrolmentQueueSchema);
  const segment = (kind: string) => ({ application: 'applications', registration_request: 'requests' } as Record<string, string>)[kind] ?? kind;
  const approve = (kind: string, id: number | string, payload: unknown, headers = admin) =>
    injectChecked(t.app, { method: 'POST', url: `/api/platform/enrolment/${segment(kind)}/${id}/approve`, headers, payload: payload as object }, enrolmentDecisionSchema);
  const refuse = (kind: string, id: number | string, payload: unknown, headers = admin) =>
    injectChecked(t.app, { method: 'POST', url: `/api/platform/enrolment/${segment(kind)}/${id}/refuse`, headers, payload: payload as object }, enrolmentDecisionSchema);
  const goLive = (clinicId: number | string, headers = admin) =>
    injectChecked(t.app, { method: 'POST', url: `/api/platform/clinics/${clinicId}/go-live`, headers }, goLiveResultSchema);
  const makePin = (payload: EnrolmentPinRequest | Record<string, unknown>, headers = admin) =>
    injectChecked(t.app, { method: 'POST', url: '/api/platform/enrolment/pins', headers, payload }, enrolmentPinSchema);
  const approval = (overrides: Partial<EnrolmentApproval> = {}): EnrolmentApproval => ({
    subdomain: unique('lac').replace(/[^a-z0-9-]/g, ''), admin: { firstName: 'Aline', lastName: 'Roy', email: `${unique('first-admin')}@example.com`, language: 'fr' },
    goLive: false, ...overrides,
  });
  const outbox = (to: string) => db().selectFrom('email_outbox').select(['kind', 'subject', 'body_text']).where('to_address', '=', to).orderBy('id').execute();
  const auditOf = (entity: string, entityId: number) =>
    db().selectFrom('audit_events').select(['clinic_id', 'actor_role', 'action', 'after_json']).where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id').execute();
  const applied = async (overrides: Partial<ClinicApplicationInput> = {}) => {
    const res = await apply(application(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return clinicApplicationResultSchema.parse(res.parsed).applicationId;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
    admin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('refuses a visitor with 401 and a shopper or a clinic admin with 403 on every platform route, changing nothing', async () => {
    const id = await applied();
    const visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
    const others = await Promise.all([DEMO_SHOPPER.email, DEMO_STAFF.admin.email].map(async (email) => (await signInAs(t.app, email, PASSWORD)).headers));
    const ownClinic = Number((await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_STAFF.admin.email).executeTakeFirstOrThrow()).clinic_id);
    const calls = (h: Headers) => [
      queue(h), approve('application', id, approval(), h), refuse('application', id, { reason: 'no' }, h), goLive(ownClinic, h),
      makePin({ scope: 'clinic', label: 'x', distributorName: 'y', maxUses: 1, validDays: 30 }, h),
      injectChecked(t.app, { method: 'GET', url: '/api/platform/enrolment/pins', headers: h }, enrolmentPinListSchema),
      injectChecked(t.app, { method: 'GET', url: `/api/platform/enrolment/applications/${id}`, headers: h }, enrolmentDecisionSchema),
      injectChecked(t.app, { method: 'PUT', url: '/api/platform/clients/1/ordering', headers: h, payload: { mayNotOrder: true } }, enrolmentDecisionSchema),
    ];
    for (const res of await Promise.all(calls(visitor))) expect(res.statusCode).toBe(401);
    for (const h of others) {
      for (const res of await Promise.all(calls(h))) {
        expect(res.statusCode).toBe(403);
        expect(knownErrorResponseSchema.parse(res.json()).code).toBe('not_platform_admin');
      }
    }
    expect(await db().selectFrom('clinic_applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'pending' });
    expect(await db().selectFrom('enrolment_pins').select('id').execute()).toEqual([]);
  });

  it('answers 400 with a message for malformed input, never 500', async () => {
    const id = await applied();
    const bad: unknown[] = [
      {}, null, application({ postalCode: 'D1A 1A1' }), application({ phone: '123' }), application({ email: 'nope' }), application({ province: 'XX' as 'ON' }),
      application({ distributorName: '', distributorAccount: '', pin: '' }), application({ pin: 'short' }), { ...application(), extra: 1 },
      application({ practiceName: 'x'.repeat(101) }), application({ licenceNumber: '<script>' }),
    ];
    for (const payload of bad) {
      const res = await apply(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    for (const payload of [{}, approval({ subdomain: 'Bad Sub' }), { ...approval(), goLive: 'yes' }, { ...approval(), admin: { ...approval().admin, email: 'x' } }]) {
      expect((await approve('application', id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{}, { reason: '' }, { reason: 'x'.repeat(501) }]) expect((await refuse('application', id, payload)).statusCode).toBe(400);
    for (const ident of ['abc', 0, -1]) expect((await approve('application', ident, approval())).statusCode).toBe(400);
    expect((await approve('nope', id, approval())).statusCode).toBe(404);
    for (const payload of [{}, { scope: 'group', label: 'G', distributorName: 'D', maxUses: 5, validDays: 30 }, { scope: 'clinic', label: 'C', distributorName: 'D', maxUses: 0, validDays: 30 },
      { scope: 'clinic', label: 'C', distributorName: 'D', maxUses: 1, validDays: 1000 }]) {
      expect((await makePin(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await goLive('abc')).statusCode).toBe(400);
    expect((await approve('application', 2_000_000_000, approval())).statusCode).toBe(404);
    expect((await goLive(2_000_000_000)).statusCode).toBe(404);
  });

  it('approval creates the clinic with its subdomain, not live, and emails its first admin the staff invitation; the admin accepts; going live then lets clients register', async () => {
    const id = await applied();
    const pending = enrolmentQueueSchema.parse((await queue()).parsed).items.find((i) => i.kind === 'application' && i.id === id)!;
    expect(pending).toMatchObject({ status: 'pending', distributorAccount: 'NVS-99812', licenceNumber: 'ON-4412', postalCode: 'K7L 2N8', phone: '613-555-0177' });
    const body = approval();
    const res = await approve('application', id, body);
    expect(res.statusCode, res.body).toBe(200);
    const { item } = enrolmentDecisionSchema.parse(res.parsed);
    expect(item).toMatchObject({ status: 'approved', clinicId: expect.any(Number) });
    const clinic = await db().selectFrom('clinics').selectAll().where('id', '=', item.clinicId!).executeTakeFirstOrThrow();
    expect(clinic).toMatchObject({ subdomain: body.subdomain, is_approved: 1, is_live: 0, distributor_name: 'Northern Vet Supply', distributor_account: 'NVS-99812', province: 'ON' });
    const [invitation] = await outbox(body.admin.email);
    expect(invitation).toMatchObject({ kind: 'staff_invitation', subject: expect.stringMatching(/Invitation/) });
    expect(await auditOf('clinic_application', id)).toEqual([expect.objectContaining({ clinic_id: item.clinicId, actor_role: 'site_admin', action: 'approve' })]);
    // Approved twice: 409, nothing more created.
    expect((await approve('application', id, approval())).json().code).toBe('already_decided');

    const token = /[?&]token=([\w-]+)/.exec(invitation!.body_text)![1]!;
    const accepted = await injectChecked(t.app, { method: 'POST', url: '/api/staff/invitation/accept', payload: { token, password: 'Clinic-pass-2026', confirmPassword: 'Clinic-pass-2026' } }, acceptInvitationResponseSchema);
    expect(accepted.statusCode).toBe(200);
    const staffRow = await db().selectFrom('staff_members').select(['staff_members.clinic_id', 'staff_members.is_admin']).innerJoin('users', 'users.id', 'staff_members.user_id').where('users.email', '=', body.admin.email).executeTakeFirstOrThrow();
    expect(staffRow).toEqual({ clinic_id: item.clinicId, is_admin: 1 });

    // Not live: registration refused with "clinic not activated", nothing written.
    const early = await register(t.app, registration(`${unique('early')}@example.com`, item.clinicId!));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'clinic_not_activated' });
    const live = await goLive(item.clinicId!);
    expect(live.statusCode).toBe(200);
    expect((await goLive(item.clinicId!)).json().code).toBe('clinic_already_live');
    expect((await register(t.app, registration(`${unique('client')}@example.com`, item.clinicId!))).statusCode).toBe(200);
    expect((await auditOf('clinic', item.clinicId!)).map((e) => e.action)).toEqual(['go_live']);
  });

  it('refuses with a reason: the applicant is emailed it in their language, the application leaves the queue, audited', async () => {
    const id = await applied();
    const email = (await db().selectFrom('clinic_applications').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
    const res = await refuse('application', id, { reason: 'Licence number not found with the Ontario college.' });
    expect(res.statusCode).toBe(200);
    expect(enrolmentDecisionSchema.parse(res.parsed).item).toMatchObject({ status: 'refused', refusalReason: 'Licence number not found with the Ontario college.' });
    expect(await outbox(email)).toEqual([expect.objectContaining({ kind: 'enrolment_refused', subject: expect.stringMatching(/refusée/), body_text: expect.stringContaining('Motif\u202f: Licence number not found') })]);
    const items = enrolmentQueueSchema.parse((await queue()).parsed).items;
    expect(items.some((i) => i.kind === 'application' && i.id === id)).toBe(false);
    expect(enrolmentQueueSchema.parse((await queue(admin, '?status=refused')).parsed).items.map((i) => i.id)).toContain(id);
    expect(await auditOf('clinic_application', id)).toEqual([expect.objectContaining({ clinic_id: null, actor_role: 'site_admin', action: 'refuse' })]);
    expect((await refuse('application', id, { reason: 'again' })).statusCode).toBe(409);
  });

  it('PINs: single use, limited and expired; a PIN brings its distributor and group; creation audited', async () => {
    const single = enrolmentPinSchema.parse((await makePin({ scope: 'clinic', label: 'Clinique du Lac', distributorName: 'Centre Vet Distribution', distributorAccount: 'CVD-1', maxUses: 1, validDays: 30 })).parsed);
    expect(single.code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    expect(await auditOf('enrolment_pin', single.id)).toEqual([expect.objectContaining({ clinic_id: null, actor_role: 'site_admin', action: 'create' })]);
    const withPin = await applied({ distributorName: '', distributorAccount: '', pin: single.code.toLowerCase() });
    const row = await db().selectFrom('clinic_applications').select(['distributor_name', 'distributor_account', 'pin_id']).where('id', '=', withPin).executeTakeFirstOrThrow();
    expect(row).toEqual({ distributor_name: 'Centre Vet Distribution', distributor_account: 'CVD-1', pin_id: single.id });
    const again = await apply(application({ pin: single.code }));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('pin_used_up');
    // Refused, the application gives its use back: the clinic applies again with the same PIN, once.
    expect((await refuse('application', withPin, { reason: 'The licence number does not match.' })).statusCode).toBe(200);
    const reapplied = await applied({ distributorName: '', distributorAccount: '', pin: single.code });
    expect((await db().selectFrom('clinic_applications').select('pin_id').where('id', '=', reapplied).executeTakeFirstOrThrow()).pin_id).toBe(single.id);
    expect((await apply(application({ pin: single.code }))).json().code).toBe('pin_used_up');

    const group = enrolmentPinSchema.parse((await makePin({ scope: 'group', label: 'Prairie group', purchasingGroup: 'Prairie Vets Co-op', distributorName: 'Prairie Supply', maxUses: 2, validDays: 7 })).parsed);
    for (let i = 0; i < 2; i += 1) await applied({ pin: group.code, distributorAccount: `PS-${i}` });
    const groupRows = await db().selectFrom('clinic_applications').select(['purchasing_group', 'distributor_account']).where('pin_id', '=', group.id).orderBy('id').execute();
    expect(groupRows).toEqual([{ purchasing_group: 'Prairie Vets Co-op', distributor_account: 'PS-0' }, { purchasing_group: 'Prairie Vets Co-op', distributor_account: 'PS-1' }]);
    expect((await apply(application({ pin: group.code }))).json().code).toBe('pin_used_up');

    const expiring = enrolmentPinSchema.parse((await makePin({ scope: 'clinic', label: 'Late', distributorName: 'D', maxUses: 3, validDays: 1 })).parsed);
    await db().updateTable('enrolment_pins').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expiring.id).execute();
    expect((await apply(application({ pin: expiring.code }))).json().code).toBe('pin_expired');
    expect((await apply(application({ pin: 'ABCDE-FGHJK' }))).json()).toMatchObject({ code: 'invalid_pin', message: expect.stringMatching(/Invalid PIN/) });
    const pins = enrolmentPinListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/platform/enrolment/pins', headers: admin }, enrolmentPinListSchema)).parsed).pins;
    expect(pins.find((p) => p.id === group.id)).toMatchObject({ uses: 2, maxUses: 2 });
    expect(pins.find((p) => p.id === expiring.id)).toMatchObject({ uses: 0 });
  });

  it('a clinic typed in at registration waits in the same queue; approved, it keeps its client, who is emailed when it goes live', async () => {
    const email = `${unique('typed')}@example.com`;
    const typed = await register(t.app, registration(email, -1, {
      clinicSearchOption: 'manualEntry', provinceId: 'NS', clinicInfo: { id: -1, practiceName: `Bluenose Vet ${engine}`, addressCity: 'Lunenburg', clinicPhone: '9025550199', vetName: 'Dr. Blue' },
    }));
    expect(typed.statusCode).toBe(200);
    const item = enrolmentQueueSchema.parse((await queue()).parsed).items.find((i) => i.kind === 'registration_request' && i.email === email)!;
    expect(item).toMatchObject({ status: 'pending', practiceName: `Bluenose Vet ${engine}`, city: 'Lunenburg', waitingClients: 1, vetName: 'Dr. Blue' });
    // Not approved: another client cannot register there.
    const refused = await register(t.app, registration(`${unique('other')}@example.com`, item.clinicId!));
    expect(refused.json()).toMatchObject({ code: 'clinic_not_approved' });

    const body = approval({ subdomain: `bluenose-${engine}` });
    expect((await approve('registration_request', item.id, body)).statusCode).toBe(200);
    expect(await db().selectFrom('clinics').select(['subdomain', 'is_approved', 'is_live']).where('id', '=', item.clinicId!).executeTakeFirstOrThrow())
      .toEqual({ subdomain: `bluenose-${engine}`, is_approved: 1, is_live: 0 });
    expect((await outbox(email)).map((m) => m.kind)).toEqual(['confirm']);
    const live = await goLive(item.clinicId!);
    expect(goLiveResultSchema.parse(live.parsed)).toEqual({ clinicId: item.clinicId, clientsTold: 1 });
    expect((await outbox(email)).map((m) => m.kind)).toEqual(['confirm', 'clinic_live']);
    expect((await outbox(email))[1]!.body_text).toContain(`Bluenose Vet ${engine}`);
    // The admin's own invitation, and the taken subdomain refused for the next one.
    expect((await outbox(body.admin.email)).map((m) => m.kind)).toEqual(['staff_invitation']);
    const next = await applied();
    expect((await approve('application', next, approval({ subdomain: `bluenose-${engine}` }))).json().code).toBe('subdomain_taken');
    expect((await approve('application', next, approval({ admin: { ...body.admin } }))).json().code).toBe('admin_email_in_use');
  });

  it('rate limits the public application per address, like registration', async () => {
    const ip = freshIp();
    const codes = [];
    for (let i = 0; i < 11; i += 1) codes.push((await apply({}, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
