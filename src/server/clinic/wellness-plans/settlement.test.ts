import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementSourceLineSchema, type SettlementLineKind } from '../../../contracts/settlement';
import { toIsoDate } from '../../../domain/time';
import { paymentSchedule, WELLNESS_CONSENT_VERSION } from '../../../domain/wellness-plans';
import { runDueWellnessPayments } from '../../account/wellness-plans';
import { DEMO_SHOPPER } from '../../db/seed';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { createClinic } from '../../testing/fixtures';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database';
import { planPaymentSettlementLines } from './settlement';
import { clientWithDog } from './wellness-test-fixtures';

/**
 * The settlement source of plan payments (issue 27): one line per gateway capture and one negative
 * line per refund, each with the gateway's id and time, for the clinic and period asked, and their
 * sum equal to the gateway's captures less refunds.
 */
describe.each(testEngines())('planPaymentSettlementLines on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { products: 0 });
  });
  afterAll(() => database.dispose());

  it('lists the captures and refunds of one clinic in the period, signed, to the cent', async () => {
    const db = database.db;
    const payments = createPaymentProvider({ paymentProvider: 'sandbox', paymentSandboxDelayMs: 0 });
    const setUp = async (clinicId: number, email: string) => {
      const c = await clientWithDog(db, { clinicId, email, password: DEMO_SHOPPER.password });
      const now = new Date().toISOString();
      const plan = await db.insertInto('wellness_plans').values({
        clinic_id: clinicId, name_en: 'Kitten care', name_fr: 'Soins chaton', description_en: '', description_fr: '', species: 'dogs', monthly_price_cents: 2550,
        term_months: 3, enrolment_fee_cents: 1000, store_discount_percent: 0, retired_at: null, deleted_at: null, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      const start = '2026-01-15';
      const e = await db.insertInto('wellness_enrolments').values({
        clinic_id: clinicId, plan_id: plan.id, user_id: c.userId, pet_id: c.dogId, payment_method_id: c.goodCardId, status: 'active', start_date: start,
        consent_text_version: WELLNESS_CONSENT_VERSION, consent_recorded_by: c.userId, consent_at: now, end_option: null, ended_on: null, created_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('wellness_payments').values(paymentSchedule({ monthlyPriceCents: 2550, termMonths: 3, enrolmentFeeCents: 1000 }, start).map((p) => ({
        enrolment_id: e.id, clinic_id: clinicId, month: p.month, due_date: p.dueDate, amount_cents: p.amountCents, state: 'pending', reference: `wellness:${e.id}:${p.month}`,
        retry_at: null, claimed_at: null, authorization_id: null, capture_id: null, paid_at: null, refund_reference: null, refund_id: null, refunded_at: null, updated_at: now,
      }))).execute();
      await runDueWellnessPayments({ db, payments, baseUrl: 'http://store.test' }, { asOf: '2026-03-31', now: new Date(), onlyEnrolmentIds: [Number(e.id)] });
      return Number(e.id);
    };
    const clinicId = await createClinic(db);
    const otherClinicId = await createClinic(db);
    const mine = await setUp(clinicId, `settle-${engine}@example.com`);
    await setUp(otherClinicId, `settle-other-${engine}@example.com`);
    const first = await db.selectFrom('wellness_payments').selectAll().where('enrolment_id', '=', mine).where('month', '=', 1).executeTakeFirstOrThrow();
    const refund = await payments(db).refund(first.authorization_id!, 3550, `wellness-refund:${first.id}`);
    if (!refund.refunded) throw new Error('refund refused');
    await db.updateTable('wellness_payments').set({ state: 'refunded', refund_id: refund.refundId, refund_reference: `wellness-refund:${first.id}` }).where('id', '=', first.id).execute();

    const today = toIsoDate(new Date());
    const lines = await planPaymentSettlementLines(db, clinicId, `${today}T00:00:00.000Z`, '2999-01-01T00:00:00.000Z');
    for (const line of lines) settlementSourceLineSchema.parse(line);
    const kinds: SettlementLineKind[] = ['plan_payment', 'refund'];
    expect([...new Set(lines.map((l) => l.kind))].sort()).toEqual(kinds);
    expect(lines.map((l) => [l.kind, l.amountCents]).sort()).toEqual([['plan_payment', 2550], ['plan_payment', 2550], ['plan_payment', 3550], ['refund', -3550]].sort());
    expect(lines.find((l) => l.kind === 'refund')).toMatchObject({ providerId: refund.refundId, reference: 'Kitten care 2026-01', clientName: 'Test Shopper' });
    expect(new Set(lines.map((l) => l.providerId)).size).toBe(4);
    // The sum is the gateway's captures less refunds for these references.
    const refs = (await db.selectFrom('wellness_payments').select('reference').where('enrolment_id', '=', mine).execute()).map((r) => r.reference);
    const captured = await db.selectFrom('payment_captures').select('amount_cents').where('reference', 'in', refs).execute();
    const refunded = await db.selectFrom('payment_refunds').select('amount_cents').where('reference', '=', `wellness-refund:${first.id}`).execute();
    const ledger = captured.reduce((n, r) => n + Number(r.amount_cents), 0) - refunded.reduce((n, r) => n + Number(r.amount_cents), 0);
    expect(lines.reduce((n, l) => n + l.amountCents, 0)).toBe(ledger);
    expect(ledger).toBe(2550 * 2);
    // Outside the period: nothing.
    expect(await planPaymentSettlementLines(db, clinicId, '2000-01-01T00:00:00.000Z', '2000-02-01T00:00:00.000Z')).toEqual([]);
  });
});
