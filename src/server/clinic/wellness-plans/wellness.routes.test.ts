import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardLinkInfoSchema, cardLinkResultSchema, declinedListSchema, enrolmentListSchema, enrolmentResponseSchema, enrolOptionsSchema, planListSchema, planResponseSchema,
  type WellnessEnrolment,
} from '../../../contracts/wellness-plans';
import { toIsoDate } from '../../../domain/time';
import { addMonths, WELLNESS_CONSENT_VERSION } from '../../../domain/wellness-plans';
import { runDueWellnessPayments, type BillingDeps } from '../../account/wellness-plans';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { createStaff } from '../clinic-test-fixtures';
import { clientWithDog, planInput } from './wellness-test-fixtures';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

describe.each(testEngines())('wellness plans API on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let staff: Headers;
  let vet: Headers;
  let shopper: Headers;
  let otherAdmin: Headers;
  let demoClinicId: number;
  let n = 0;
  const db = () => t.database.db;
  const deps = (): BillingDeps => ({ db: db(), payments: createPaymentProvider(t.config), baseUrl: 'http://store.test' });
  const today = toIsoDate(new Date());

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newPlan = async (overrides = {}) => {
    const r = await injectChecked(t.app, { method: 'POST', url: '/api/clinic/wellness-plans', headers: admin, payload: planInput(overrides) }, planResponseSchema);
    expect(r.statusCode, r.body).toBe(200);
    return planResponseSchema.parse(r.json()).plan;
  };
  const newClient = async () => {
    const email = `wellness-${engine}-${++n}@example.com`;
    const client = await clientWithDog(db(), { clinicId: demoClinicId, email, password: PASSWORD });
    return { ...client, headers: (await signInAs(t.app, email, PASSWORD)).headers };
  };
  const enrolBody = (planId: number, c: { userId: number; dogId: number; goodCardId: number }, overrides = {}) => ({
    planId, clientId: c.userId, petId: c.dogId, paymentMethodId: c.goodCardId, startDate: today, consentGiven: true, consentTextVersion: WELLNESS_CONSENT_VERSION, ...overrides,
  });
  const enrol = async (body: object): Promise<WellnessEnrolment> => {
    const r = await injectChecked(t.app, { method: 'POST', url: '/api/clinic/wellness-enrolments', headers: staff, payload: body }, enrolmentResponseSchema);
    expect(r.statusCode, r.body).toBe(200);
    return enrolmentResponseSchema.parse(r.json()).enrolment;
  };
  const getEnrolment = async (id: number, headers = staff) => enrolmentResponseSchema.parse((await call(headers, 'GET', `/api/clinic/wellness-enrolments/${id}`)).json()).enrolment;
  const states = (e: WellnessEnrolment) => e.payments.map((p) => p.state);
  const authorizationsOf = async (reference: string) => db().selectFrom('payment_authorizations').select('status').where('reference', '=', reference).execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    demoClinicId = (await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow()).clinic_id;
    const otherClinicId = await createClinic(db());
    await createStaff(db(), { email: `wellness-other-admin-${engine}@example.com`, password: PASSWORD, clinicId: otherClinicId, isAdmin: true });
    admin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    vet = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, PASSWORD)).headers;
    shopper = (await signInAs(t.app)).headers;
    otherAdmin = (await signInAs(t.app, `wellness-other-admin-${engine}@example.com`, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('lets only the clinic admin define, retire, delete and refund; staff read plans and enrol', async () => {
    const plan = await newPlan();
    for (const headers of [staff, vet, shopper]) {
      expect((await call(headers, 'POST', '/api/clinic/wellness-plans', planInput({ nameEn: 'Nope' }))).statusCode).toBe(403);
      expect((await call(headers, 'PUT', `/api/clinic/wellness-plans/${plan.id}`, planInput({ nameEn: 'Nope' }))).statusCode).toBe(403);
      expect((await call(headers, 'POST', `/api/clinic/wellness-plans/${plan.id}/retire`)).statusCode).toBe(403);
      expect((await call(headers, 'DELETE', `/api/clinic/wellness-plans/${plan.id}`)).statusCode).toBe(403);
      expect((await call(headers, 'POST', '/api/clinic/wellness-payments/1/refund')).statusCode).toBe(403);
    }
    expect((await call(shopper, 'GET', '/api/clinic/wellness-plans')).statusCode).toBe(403);
    expect((await call({}, 'GET', '/api/clinic/wellness-plans')).statusCode).toBe(401);
    expect((await call({}, 'GET', '/api/account/wellness-plans')).statusCode).toBe(401);
    const listed = planListSchema.parse((await call(staff, 'GET', '/api/clinic/wellness-plans')).json()).plans;
    expect(listed.find((p) => p.id === plan.id)).toMatchObject({ nameEn: 'Puppy wellness', nameFr: 'Bien-être chiot', status: 'active', mayDelete: true });
    expect(await db().selectFrom('wellness_plans').select('id').where('name_en', '=', 'Nope').execute()).toEqual([]);
    const audit = await db().selectFrom('audit_events').select(['action', 'actor_role']).where('entity', '=', 'wellness_plan').where('entity_id', '=', plan.id).execute();
    expect(audit).toEqual([{ action: 'wellness_plan_created', actor_role: 'clinic_admin' }]);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const before = (await db().selectFrom('wellness_plans').select('id').execute()).length;
    for (const bad of [planInput({ monthlyPriceCents: -1 }), planInput({ termMonths: 0 }), planInput({ nameEn: '' }), { ...planInput(), species: 'dragons' }, planInput({ monthlyPriceCents: 12.5 })]) {
      const r = await call(admin, 'POST', '/api/clinic/wellness-plans', bad);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toBeTruthy();
    }
    expect((await db().selectFrom('wellness_plans').select('id').execute()).length).toBe(before);
    const plan = await newPlan();
    const c = await newClient();
    const noConsent = await call(staff, 'POST', '/api/clinic/wellness-enrolments', enrolBody(plan.id, c, { consentGiven: false }));
    expect(noConsent.statusCode).toBe(400);
    expect((await call(staff, 'POST', '/api/clinic/wellness-enrolments', enrolBody(plan.id, c, { startDate: '2026-02-31' }))).statusCode).toBe(400);
    expect((await call(staff, 'GET', '/api/clinic/wellness-enrolments/abc')).statusCode).toBe(400);
    expect(await db().selectFrom('wellness_enrolments').select('id').where('user_id', '=', c.userId).execute()).toEqual([]);
  });

  it("answers 404 for another clinic's ids on every id-taking route, and changes nothing", async () => {
    const plan = await newPlan();
    const c = await newClient();
    const e = await enrol(enrolBody(plan.id, c));
    await runDueWellnessPayments(deps(), { asOf: today, now: new Date() });
    const paid = (await getEnrolment(e.id)).payments[0]!;
    expect(paid.state).toBe('paid');
    const attempts: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', `/api/clinic/wellness-plans/${plan.id}`],
      ['PUT', `/api/clinic/wellness-plans/${plan.id}`, planInput({ nameEn: 'Stolen' })],
      ['POST', `/api/clinic/wellness-plans/${plan.id}/retire`],
      ['POST', `/api/clinic/wellness-plans/${plan.id}/reinstate`],
      ['DELETE', `/api/clinic/wellness-plans/${plan.id}`],
      ['GET', `/api/clinic/wellness-plans/enrol-options/${c.userId}`],
      ['POST', '/api/clinic/wellness-enrolments', enrolBody(plan.id, c, { petId: c.catId })],
      ['GET', `/api/clinic/wellness-enrolments/${e.id}`],
      ['POST', `/api/clinic/wellness-enrolments/${e.id}/service-uses`, { planServiceId: e.services[0]!.planServiceId, usedOn: today }],
      ['POST', `/api/clinic/wellness-enrolments/${e.id}/hold`, { reason: 'x' }],
      ['POST', `/api/clinic/wellness-enrolments/${e.id}/resume`],
      ['POST', `/api/clinic/wellness-enrolments/${e.id}/deceased`],
      ['POST', `/api/clinic/wellness-enrolments/${e.id}/cancel`, { option: 'nothing_further' }],
      ['POST', `/api/clinic/wellness-payments/${paid.id}/refund`],
    ];
    for (const [method, url, payload] of attempts) {
      const r = await call(otherAdmin, method, url, payload);
      expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(404);
    }
    const other = planListSchema.parse((await call(otherAdmin, 'GET', '/api/clinic/wellness-plans')).json()).plans;
    expect(other).toEqual([]);
    expect(declinedListSchema.parse((await call(otherAdmin, 'GET', '/api/clinic/wellness-payments/declined')).json()).payments).toEqual([]);
    expect(enrolmentListSchema.parse((await call(otherAdmin, 'GET', '/api/clinic/wellness-enrolments')).json()).enrolments).toEqual([]);
    const after = await getEnrolment(e.id);
    expect(after.status).toBe('active');
    expect(after.services.every((s) => s.used === 0)).toBe(true);
    expect(after.payments[0]!.state).toBe('paid');
    expect((await db().selectFrom('wellness_plans').select(['name_en', 'retired_at', 'deleted_at']).where('id', '=', plan.id).executeTakeFirstOrThrow()))
      .toEqual({ name_en: 'Puppy wellness', retired_at: null, deleted_at: null });
    expect(await db().selectFrom('wellness_enrolments').select('id').where('pet_id', '=', c.catId).execute()).toEqual([]);
  });

  it('enrols a pet with the consent and its schedule; one plan per pet, the plan species, no retired plan', async () => {
    const plan = await newPlan();
    const c = await newClient();
    const options = enrolOptionsSchema.parse((await call(staff, 'GET', `/api/clinic/wellness-plans/enrol-options/${c.userId}`)).json());
    expect(options.cards.map((x) => x.last4)).toEqual(['4242', '0002']);
    const e = await enrol(enrolBody(plan.id, c));
    expect(e.payments).toHaveLength(12);
    expect(e.payments[0]).toMatchObject({ month: 1, dueDate: today, amountCents: 3999 + 2500, state: 'pending' });
    expect(e.payments[1]).toMatchObject({ month: 2, dueDate: addMonths(today, 1), amountCents: 3999 });
    expect(e.consent).toMatchObject({ textVersion: WELLNESS_CONSENT_VERSION });
    expect(e.consent.recordedBy).not.toBe('');
    const again = await call(staff, 'POST', '/api/clinic/wellness-enrolments', enrolBody(plan.id, c));
    expect([again.statusCode, again.json().code]).toEqual([409, 'wellness_pet_enrolled']);
    const cat = await call(staff, 'POST', '/api/clinic/wellness-enrolments', enrolBody(plan.id, c, { petId: c.catId }));
    expect([cat.statusCode, cat.json().code]).toEqual([409, 'wellness_wrong_species']);
    const other = await newClient();
    const foreignCard = await call(staff, 'POST', '/api/clinic/wellness-enrolments', enrolBody(plan.id, other, { paymentMethodId: c.goodCardId }));
    expect(foreignCard.statusCode).toBe(404);
    expect((await call(admin, 'POST', `/api/clinic/wellness-plans/${plan.id}/retire`)).statusCode).toBe(200);
    const retired = await call(staff, 'POST', '/api/clinic/wellness-enrolments', enrolBody(plan.id, other));
    expect([retired.statusCode, retired.json().code]).toEqual([409, 'wellness_plan_retired']);
    // A plan in use keeps its prices: a change to them is refused, a change of words is not.
    expect((await call(admin, 'PUT', `/api/clinic/wellness-plans/${plan.id}`, planInput({ monthlyPriceCents: 100 }))).statusCode).toBe(409);
    const renamed = await call(admin, 'PUT', `/api/clinic/wellness-plans/${plan.id}`, planInput({ nameEn: 'Puppy care' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    const mine = enrolmentListSchema.parse((await call(c.headers, 'GET', '/api/account/wellness-plans')).json()).enrolments;
    expect(mine.map((x) => [x.id, x.plan.nameEn, x.payments.length])).toEqual([[e.id, 'Puppy care', 12]]);
    const audit = await db().selectFrom('audit_events').select(['action', 'actor_role']).where('entity', '=', 'wellness_enrolment').where('entity_id', '=', e.id).execute();
    expect(audit).toEqual([{ action: 'wellness_enrolled', actor_role: 'clinic_staff' }]);
  });

  it('charges month one with the fee and month two once each; a declined month is retried after 1 then 3 days and paid once the client gives a new card by the link', async () => {
    const plan = await newPlan();
    const c = await newClient();
    const e = await enrol(enrolBody(plan.id, c));
    const now = new Date();
    expect((await runDueWellnessPayments(deps(), { asOf: today, now, onlyEnrolmentIds: [e.id] })).map((x) => [x.month, x.outcome, x.amountCents])).toEqual([[1, 'paid', 6499]]);
    // Run again the same day: nothing more.
    expect(await runDueWellnessPayments(deps(), { asOf: today, now, onlyEnrolmentIds: [e.id] })).toEqual([]);
    const month2 = addMonths(today, 1);
    expect((await runDueWellnessPayments(deps(), { asOf: month2, now, onlyEnrolmentIds: [e.id] })).map((x) => [x.month, x.outcome])).toEqual([[2, 'paid']]);
    expect(await authorizationsOf(`wellness:${e.id}:1`)).toEqual([{ status: 'approved' }]);
    expect(await authorizationsOf(`wellness:${e.id}:2`)).toEqual([{ status: 'approved' }]);

    // Month three on the declining card.
    await db().updateTable('wellness_enrolments').set({ payment_method_id: c.declineCardId }).where('id', '=', e.id).execute();
    const month3 = addMonths(today, 2);
    expect((await runDueWellnessPayments(deps(), { asOf: month3, now, onlyEnrolmentIds: [e.id] })).map((x) => x.outcome)).toEqual(['declined']);
    let p3 = (await getEnrolment(e.id)).payments[2]!;
    expect(p3).toMatchObject({ state: 'bill_declined', declineCount: 1 });
    expect(p3.retryAt).toBe(new Date(now.getTime() + 86_400_000).toISOString());
    const declined = declinedListSchema.parse((await call(staff, 'GET', '/api/clinic/wellness-payments/declined')).json()).payments;
    expect(declined.filter((d) => d.enrolmentId === e.id).map((d) => [d.month, d.amountCents])).toEqual([[3, 3999]]);
    // Not before the retry time; then declined again, next retry 3 days later; then no more automatic retries.
    expect(await runDueWellnessPayments(deps(), { asOf: month3, now: new Date(now.getTime() + 3_600_000), onlyEnrolmentIds: [e.id] })).toEqual([]);
    const day1 = new Date(now.getTime() + 86_400_000 + 1000);
    expect((await runDueWellnessPayments(deps(), { asOf: month3, now: day1, onlyEnrolmentIds: [e.id] })).map((x) => x.outcome)).toEqual(['declined']);
    p3 = (await getEnrolment(e.id)).payments[2]!;
    expect([p3.declineCount, p3.retryAt]).toEqual([2, new Date(day1.getTime() + 3 * 86_400_000).toISOString()]);
    const day4 = new Date(day1.getTime() + 3 * 86_400_000 + 1000);
    expect((await runDueWellnessPayments(deps(), { asOf: month3, now: day4, onlyEnrolmentIds: [e.id] })).map((x) => x.outcome)).toEqual(['declined']);
    expect((await getEnrolment(e.id)).payments[2]).toMatchObject({ declineCount: 3, retryAt: null });
    expect(await runDueWellnessPayments(deps(), { asOf: month3, now: new Date(day4.getTime() + 30 * 86_400_000), onlyEnrolmentIds: [e.id] })).toEqual([]);

    // Each decline emailed a single-use link; the client uses the last one with the good card.
    const emails = await db().selectFrom('email_outbox').select(['body_text', 'subject']).where('to_address', '=', c.email).where('kind', '=', 'wellness-declined').orderBy('id').execute();
    expect(emails).toHaveLength(3);
    const token = decodeURIComponent(/\/account\/wellness-plans\/card\/(\S+)/.exec(emails[2]!.body_text)![1]!);
    const stranger = await newClient();
    // A client reads only their own plans.
    expect(enrolmentListSchema.parse((await call(stranger.headers, 'GET', '/api/account/wellness-plans')).json()).enrolments).toEqual([]);
    expect((await call(stranger.headers, 'GET', `/api/account/wellness-plans/card/${token}`)).statusCode).toBe(404);
    expect((await call(stranger.headers, 'POST', `/api/account/wellness-plans/card/${token}`, { paymentMethodId: stranger.goodCardId })).statusCode).toBe(404);
    const info = cardLinkInfoSchema.parse((await call(c.headers, 'GET', `/api/account/wellness-plans/card/${token}`)).json());
    expect(info).toMatchObject({ enrolmentId: e.id, dueCents: 3999 });
    expect((await call(c.headers, 'POST', `/api/account/wellness-plans/card/${token}`, { paymentMethodId: stranger.goodCardId })).statusCode).toBe(404);
    const used = await call(c.headers, 'POST', `/api/account/wellness-plans/card/${token}`, { paymentMethodId: c.goodCardId });
    expect(used.statusCode, used.body).toBe(200);
    const result = cardLinkResultSchema.parse(used.json());
    expect(result.paid).toBe(true);
    expect(states(result.enrolment).slice(0, 4)).toEqual(['paid', 'paid', 'paid', 'pending']);
    expect(result.enrolment.card.last4).toBe('4242');
    expect(await authorizationsOf(`wellness:${e.id}:3`)).toEqual([{ status: 'approved' }]);
    // Single use.
    expect((await call(c.headers, 'POST', `/api/account/wellness-plans/card/${token}`, { paymentMethodId: c.goodCardId })).statusCode).toBe(404);
    expect((await call(c.headers, 'GET', `/api/account/wellness-plans/card/${token}`)).statusCode).toBe(404);
  });

  it('charges nothing while on hold (with its reason), and resumes', async () => {
    const plan = await newPlan();
    const c = await newClient();
    const e = await enrol(enrolBody(plan.id, c));
    expect((await call(staff, 'POST', `/api/clinic/wellness-enrolments/${e.id}/hold`, { reason: '' })).statusCode).toBe(400);
    const held = enrolmentResponseSchema.parse((await call(staff, 'POST', `/api/clinic/wellness-enrolments/${e.id}/hold`, { reason: 'Travelling for two months' })).json()).enrolment;
    expect([held.status, held.holdReason]).toEqual(['on_hold', 'Travelling for two months']);
    expect(await runDueWellnessPayments(deps(), { asOf: addMonths(today, 1), now: new Date(), onlyEnrolmentIds: [e.id] })).toEqual([]);
    expect((await call(staff, 'POST', `/api/clinic/wellness-enrolments/${e.id}/resume`)).statusCode).toBe(200);
    expect((await runDueWellnessPayments(deps(), { asOf: today, now: new Date(), onlyEnrolmentIds: [e.id] })).map((x) => x.outcome)).toEqual(['paid']);
  });

  it('records service uses up to the count, and cancels with each option', async () => {
    const plan = await newPlan();
    const now = new Date();
    const setUp = async () => {
      const c = await newClient();
      const e = await enrol(enrolBody(plan.id, c));
      await runDueWellnessPayments(deps(), { asOf: today, now, onlyEnrolmentIds: [e.id] });
      return e;
    };
    const cancel = async (id: number, option: string) => {
      const r = await call(staff, 'POST', `/api/clinic/wellness-enrolments/${id}/cancel`, { option });
      expect(r.statusCode, r.body).toBe(200);
      return enrolmentResponseSchema.parse(r.json()).enrolment;
    };
    const e1 = await setUp();
    const exam = e1.services[0]!.planServiceId;
    for (let i = 0; i < 2; i += 1) {
      expect((await call(staff, 'POST', `/api/clinic/wellness-enrolments/${e1.id}/service-uses`, { planServiceId: exam, usedOn: today })).statusCode).toBe(200);
    }
    const otherPlan = await newPlan();
    const foreignService = await call(staff, 'POST', `/api/clinic/wellness-enrolments/${e1.id}/service-uses`, { planServiceId: otherPlan.services[0]!.id, usedOn: today });
    expect(foreignService.statusCode).toBe(404);
    const over = await call(staff, 'POST', `/api/clinic/wellness-enrolments/${e1.id}/service-uses`, { planServiceId: exam, usedOn: today });
    expect([over.statusCode, over.json().code]).toEqual([409, 'wellness_service_used_up']);
    expect((await getEnrolment(e1.id)).services[0]).toMatchObject({ used: 2, left: 0 });
    // Used 2 exams at 80.00 = 160.00, paid 64.99: the difference is 95.01.
    const diff = await cancel(e1.id, 'used_difference');
    expect(diff.status).toBe('cancelled');
    expect(diff.payments.find((p) => p.month === 0)).toMatchObject({ amountCents: 16000 - 6499, state: 'paid' });
    expect(diff.payments.filter((p) => p.month > 1).every((p) => p.state === 'cancelled')).toBe(true);

    const e2 = await setUp();
    const balance = await cancel(e2.id, 'remaining_balance');
    expect(balance.payments.find((p) => p.month === 0)).toMatchObject({ amountCents: 11 * 3999, state: 'paid' });
    const e3 = await setUp();
    const nothing = await cancel(e3.id, 'nothing_further');
    expect(nothing.payments.find((p) => p.month === 0)).toBeUndefined();
    expect(states(nothing)).toEqual(['paid', ...Array(11).fill('cancelled')]);
    expect((await call(staff, 'POST', `/api/clinic/wellness-enrolments/${e3.id}/hold`, { reason: 'x' })).statusCode).toBe(409);

    const e4 = await setUp();
    const dead = enrolmentResponseSchema.parse((await call(vet, 'POST', `/api/clinic/wellness-enrolments/${e4.id}/deceased`)).json()).enrolment;
    expect([dead.status, dead.endedOn]).toEqual(['deceased', today]);
    expect(states(dead)).toEqual(['paid', ...Array(11).fill('void')]);
    expect(await runDueWellnessPayments(deps(), { asOf: addMonths(today, 12), now, onlyEnrolmentIds: [e4.id] })).toEqual([]);
  });

  it("a cancelled plan's closing payment, declined, is paid by the client's new card through its link", async () => {
    const plan = await newPlan();
    const c = await newClient();
    const e = await enrol(enrolBody(plan.id, c));
    await runDueWellnessPayments(deps(), { asOf: today, now: new Date(), onlyEnrolmentIds: [e.id] });
    await db().updateTable('wellness_enrolments').set({ payment_method_id: c.declineCardId }).where('id', '=', e.id).execute();
    const cancelled = enrolmentResponseSchema.parse((await call(staff, 'POST', `/api/clinic/wellness-enrolments/${e.id}/cancel`, { option: 'remaining_balance' })).json()).enrolment;
    expect(cancelled.payments.find((p) => p.month === 0)).toMatchObject({ amountCents: 11 * 3999, state: 'bill_declined' });
    const email = await db().selectFrom('email_outbox').select('body_text').where('to_address', '=', c.email).where('kind', '=', 'wellness-declined').executeTakeFirstOrThrow();
    const token = decodeURIComponent(/\/account\/wellness-plans\/card\/(\S+)/.exec(email.body_text)![1]!);
    const used = cardLinkResultSchema.parse((await call(c.headers, 'POST', `/api/account/wellness-plans/card/${token}`, { paymentMethodId: c.goodCardId })).json());
    expect(used.paid).toBe(true);
    expect(used.enrolment.payments.find((p) => p.month === 0)?.state).toBe('paid');
    expect(used.enrolment.status).toBe('cancelled');
  });

  it('deletes a plan only without active enrolments or declined payments (rr §4)', async () => {
    const plan = await newPlan();
    const c = await newClient();
    const e = await enrol(enrolBody(plan.id, c, { paymentMethodId: c.declineCardId }));
    await runDueWellnessPayments(deps(), { asOf: today, now: new Date(), onlyEnrolmentIds: [e.id] });
    const inUse = await call(admin, 'DELETE', `/api/clinic/wellness-plans/${plan.id}`);
    expect([inUse.statusCode, inUse.json().code]).toEqual([409, 'wellness_plan_in_use']);
    await call(staff, 'POST', `/api/clinic/wellness-enrolments/${e.id}/hold`, { reason: 'card' });
    // On hold still counts as active; and the declined payment stands.
    expect((await call(admin, 'DELETE', `/api/clinic/wellness-plans/${plan.id}`)).statusCode).toBe(409);
    await call(staff, 'POST', `/api/clinic/wellness-enrolments/${e.id}/cancel`, { option: 'nothing_further' });
    expect((await call(admin, 'DELETE', `/api/clinic/wellness-plans/${plan.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/clinic/wellness-plans/${plan.id}`)).statusCode).toBe(404);
    // The client still sees the ended enrolment and its history.
    const mine = enrolmentListSchema.parse((await call(c.headers, 'GET', '/api/account/wellness-plans')).json()).enrolments;
    expect(mine.map((x) => x.status)).toEqual(['cancelled']);
  });

  it('refunds a paid month once through the gateway (admin), ', async () => {
    const plan = await newPlan();
    const c = await newClient();
    const e = await enrol(enrolBody(plan.id, c));
    await runDueWellnessPayments(deps(), { asOf: today, now: new Date(), onlyEnrolmentIds: [e.id] });
    const paid = (await getEnrolment(e.id)).payments[0]!;
    const pending = (await getEnrolment(e.id)).payments[1]!;
    expect((await call(admin, 'POST', `/api/clinic/wellness-payments/${pending.id}/refund`)).statusCode).toBe(409);
    const r = await call(admin, 'POST', `/api/clinic/wellness-payments/${paid.id}/refund`);
    expect(r.statusCode, r.body).toBe(200);
    expect(enrolmentResponseSchema.parse(r.json()).enrolment.payments[0]!.state).toBe('refunded');
    expect((await call(admin, 'POST', `/api/clinic/wellness-payments/${paid.id}/refund`)).statusCode).toBe(409);
    const refunds = await db().selectFrom('payment_refunds').select(['amount_cents', 'reference']).where('reference', '=', `wellness-refund:${paid.id}`).execute();
    expect(refunds.map((x) => Number(x.amount_cents))).toEqual([6499]);
    const audit = await db().selectFrom('audit_events').select(['action', 'actor_role']).where('entity', '=', 'wellness_payment').where('entity_id', '=', paid.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['wellness_payment_paid', 'wellness_payment_refunded']);
  });
});
