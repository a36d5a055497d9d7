import type { SettlementSourceLine } from '../../../contracts/settlement';
import type { Db } from '../../db/database';

/**
 * The wellness plans' settlement source (issue 27, src/contracts/settlement.ts): every plan
 * payment the gateway captured for the clinic in [fromIso, toIso), and every refund of one, at the
 * gateway's own time and with its capture or refund id. A refunded month keeps its capture line in
 * its period and adds a negative refund line in the refund's.
 */
export async function planPaymentSettlementLines(db: Db, clinicId: number, fromIso: string, toIso: string): Promise<SettlementSourceLine[]> {
  const base = () => db.selectFrom('wellness_payments as w')
    .innerJoin('wellness_enrolments as e', 'e.id', 'w.enrolment_id')
    .innerJoin('wellness_plans as p', 'p.id', 'e.plan_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .where('w.clinic_id', '=', clinicId);
  const [captures, refunds] = await Promise.all([
    base().innerJoin('payment_captures as c', 'c.capture_id', 'w.capture_id')
      .select(['c.capture_id as providerId', 'c.created_at as occurredAt', 'c.amount_cents as amount', 'p.name_en', 'w.month', 'w.due_date', 'u.first_name', 'u.last_name'])
      .where('c.created_at', '>=', fromIso).where('c.created_at', '<', toIso).execute(),
    base().innerJoin('payment_refunds as r', 'r.refund_id', 'w.refund_id')
      .select(['r.refund_id as providerId', 'r.created_at as occurredAt', 'r.amount_cents as amount', 'p.name_en', 'w.month', 'w.due_date', 'u.first_name', 'u.last_name'])
      .where('r.created_at', '>=', fromIso).where('r.created_at', '<', toIso).execute(),
  ]);
  const reference = (r: { name_en: string; month: number; due_date: string }) =>
    Number(r.month) === 0 ? `${r.name_en} (closing ${r.due_date})` : `${r.name_en} ${r.due_date.slice(0, 7)}`;
  const line = (kind: 'plan_payment' | 'refund', sign: 1 | -1) => (r: (typeof captures)[number]): SettlementSourceLine => ({
    kind, providerId: r.providerId, reference: reference(r), clientName: `${r.first_name} ${r.last_name}`.trim(), occurredAt: r.occurredAt, amountCents: sign * Number(r.amount),
  });
  return [...captures.map(line('plan_payment', 1)), ...refunds.map(line('refund', -1))].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt) || a.providerId.localeCompare(b.providerId));
}
