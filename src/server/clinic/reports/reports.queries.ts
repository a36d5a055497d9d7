import { sql, type RawBuilder } from 'kysely';
import { RX_STATUS } from '../../../domain/constants';
import type { ReportPeriod } from '../../../domain/report-periods';
import type { Db } from '../../db/database';

/**
 * The reports' aggregate SQL (issue 17), the same on SQLite and PostgreSQL, over a list of clinics:
 * one clinic's own reports, or a master clinic's group (issue 25). Timestamps are ISO-8601
 * UTC text, so a row's period is found by comparing text with the UTC instants the clinic's local
 * periods start and end at (domain/report-periods.ts): `case when at < end₀ then 0 when at < end₁
 * then 1 … end`, computed in a subquery and grouped outside it (PostgreSQL would not match a
 * parameterised expression repeated in GROUP BY). Sums come back as numbers or bigint strings.
 */

/** Orders that are sales: placed (not waiting for their card) and not cancelled or reversed. */
export const NOT_SALES = ['pending_payment', 'cancelled', 'transaction_reversed'] as const;

const n = (value: unknown): number => Number(value ?? 0);

function bucket(column: string, periods: readonly ReportPeriod[]): RawBuilder<number> {
  const branches = periods.map((p, i) => sql`when ${sql.ref(column)} < ${p.endsAt} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.join(branches, sql` `)} end`;
}

const range = (periods: readonly ReportPeriod[]) => ({ from: periods[0]!.startsAt, to: periods[periods.length - 1]!.endsAt });

export interface OrderSums { bucket: number; orders: number; subtotal: number; discounts: number; shipping: number; taxes: number }

export async function orderSums(db: Db, clinicIds: readonly number[], periods: readonly ReportPeriod[]): Promise<OrderSums[]> {
  const { from, to } = range(periods);
  const inner = db.selectFrom('orders as o')
    .select([
      bucket('o.created_at', periods).as('b'), 'o.item_subtotal_cents', 'o.discount_cents', 'o.rebate_cents', 'o.shipping_cents',
      'o.shipping_discount_cents', 'o.tax_cents',
    ])
    .where('o.clinic_id', 'in', clinicIds).where('o.status', 'not in', NOT_SALES)
    .where('o.created_at', '>=', from).where('o.created_at', '<', to);
  const rows = await db.selectFrom(inner.as('t'))
    .select((eb) => [
      't.b',
      eb.fn.countAll().as('orders'),
      eb.fn.sum('t.item_subtotal_cents').as('subtotal'),
      sql<number>`sum(t.discount_cents + t.rebate_cents)`.as('discounts'),
      sql<number>`sum(t.shipping_cents - t.shipping_discount_cents)`.as('shipping'),
      eb.fn.sum('t.tax_cents').as('taxes'),
    ])
    .groupBy('t.b').execute();
  return rows.map((r) => ({
    bucket: n(r.b), orders: n(r.orders), subtotal: n(r.subtotal), discounts: n(r.discounts), shipping: n(r.shipping), taxes: n(r.taxes),
  }));
}

export async function itemSums(db: Db, clinicIds: readonly number[], periods: readonly ReportPeriod[]): Promise<{ bucket: number; items: number }[]> {
  const { from, to } = range(periods);
  const inner = db.selectFrom('order_items as i').innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([bucket('o.created_at', periods).as('b'), 'i.quantity'])
    .where('o.clinic_id', 'in', clinicIds).where('o.status', 'not in', NOT_SALES)
    .where('o.created_at', '>=', from).where('o.created_at', '<', to);
  const rows = await db.selectFrom(inner.as('t')).select((eb) => ['t.b', eb.fn.sum('t.quantity').as('items')]).groupBy('t.b').execute();
  return rows.map((r) => ({ bucket: n(r.b), items: n(r.items) }));
}

export async function taxSums(db: Db, clinicIds: readonly number[], periods: readonly ReportPeriod[]): Promise<{ bucket: number; label: string; amount: number }[]> {
  const { from, to } = range(periods);
  const inner = db.selectFrom('order_taxes as x').innerJoin('orders as o', 'o.id', 'x.order_id')
    .select([bucket('o.created_at', periods).as('b'), 'x.label', 'x.amount_cents'])
    .where('o.clinic_id', 'in', clinicIds).where('o.status', 'not in', NOT_SALES)
    .where('o.created_at', '>=', from).where('o.created_at', '<', to);
  const rows = await db.selectFrom(inner.as('t')).select((eb) => ['t.b', 't.label', eb.fn.sum('t.amount_cents').as('amount')])
    .groupBy(['t.b', 't.label']).execute();
  return rows.map((r) => ({ bucket: n(r.b), label: r.label, amount: n(r.amount) }));
}

/** Completed returns, counted on the day they were completed. */
export async function refundSums(db: Db, clinicIds: readonly number[], periods: readonly ReportPeriod[]): Promise<{ bucket: number; refunds: number }[]> {
  const { from, to } = range(periods);
  const inner = db.selectFrom('returns as r')
    .select([bucket('r.completed_at', periods).as('b'), 'r.refund_total_cents'])
    .where('r.clinic_id', 'in', clinicIds).where('r.status', '=', 'completed')
    .where('r.completed_at', '>=', from).where('r.completed_at', '<', to);
  const rows = await db.selectFrom(inner.as('t')).select((eb) => ['t.b', eb.fn.sum('t.refund_total_cents').as('refunds')]).groupBy('t.b').execute();
  return rows.map((r) => ({ bucket: n(r.b), refunds: n(r.refunds) }));
}

/** Veterinarians' decisions by the day they were made: approved (validated) or denied (with a reason). */
export async function prescriptionDecisions(db: Db, clinicIds: readonly number[], periods: readonly ReportPeriod[]) {
  const { from, to } = range(periods);
  const inner = db.selectFrom('prescriptions as rx').innerJoin('users as u', 'u.id', 'rx.user_id')
    .select([
      bucket('rx.decided_at', periods).as('b'),
      sql<number>`case when rx.denial_reason <> '' then 1 else 0 end`.as('denied'),
    ])
    .where('u.clinic_id', 'in', clinicIds).where('rx.decided_at', 'is not', null)
    .where('rx.decided_at', '>=', from).where('rx.decided_at', '<', to);
  const rows = await db.selectFrom(inner.as('t'))
    .select((eb) => ['t.b', eb.fn.countAll().as('decided'), eb.fn.sum('t.denied').as('denied')]).groupBy('t.b').execute();
  return rows.map((r) => ({ bucket: n(r.b), approved: n(r.decided) - n(r.denied), denied: n(r.denied) }));
}

/** Approved prescriptions of the clinic's clients expiring in [from, to), soonest first. */
export async function expiringPrescriptions(db: Db, clinicIds: readonly number[], fromIso: string, toIso: string, limit = 200) {
  return db.selectFrom('prescriptions as rx').innerJoin('users as u', 'u.id', 'rx.user_id')
    .innerJoin('pets as p', 'p.id', 'rx.pet_id').innerJoin('product_families as f', 'f.id', 'rx.family_id')
    .select(['rx.id', 'rx.expires_at', 'u.first_name', 'u.last_name', 'p.name as pet_name', 'f.name_en', 'f.name_fr'])
    .where('u.clinic_id', 'in', clinicIds).where('rx.rx_status_id', '=', RX_STATUS.validated)
    .where('rx.expires_at', '>=', fromIso).where('rx.expires_at', '<', toIso)
    .orderBy('rx.expires_at').orderBy('rx.id').limit(limit).execute();
}

/** Active subscriptions of the clinic's clients with what one of their orders' items come to. */
export async function activeSubscriptionValues(db: Db, clinicIds: readonly number[]) {
  const rows = await db.selectFrom('auto_order_subscriptions as s').innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('auto_order_items as i', 'i.subscription_id', 's.id').innerJoin('products as p', 'p.id', 'i.product_id')
    .select([
      's.id', 's.next_order_date', 's.frequency_weeks',
      sql<number>`sum(i.quantity * coalesce(i.unit_price_cents, p.auto_order_unit_price_cents))`.as('value'),
    ])
    .where('u.clinic_id', 'in', clinicIds).where('s.status', '=', 'active')
    .groupBy(['s.id', 's.next_order_date', 's.frequency_weeks']).execute();
  return rows.map((r) => ({ id: n(r.id), nextOrderDate: r.next_order_date, frequencyWeeks: n(r.frequency_weeks), value: n(r.value) }));
}

export async function activeSubscriptionCount(db: Db, clinicIds: readonly number[]): Promise<number> {
  const row = await db.selectFrom('auto_order_subscriptions as s').innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => eb.fn.countAll().as('n')).where('u.clinic_id', 'in', clinicIds).where('s.status', '=', 'active').executeTakeFirst();
  return n(row?.n);
}

/** AutoOrder runs that placed their orders or were declined, by the day they finished. */
export async function autoOrderRuns(db: Db, clinicIds: readonly number[], periods: readonly ReportPeriod[]) {
  const { from, to } = range(periods);
  const inner = db.selectFrom('auto_order_runs as r').innerJoin('auto_order_subscriptions as s', 's.id', 'r.subscription_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      bucket('r.finished_at', periods).as('b'),
      sql<number>`case when r.state = 'placed' then 1 else 0 end`.as('placed'),
      sql<number>`case when r.state = 'declined' then 1 else 0 end`.as('declined'),
    ])
    .where('u.clinic_id', 'in', clinicIds).where('r.state', 'in', ['placed', 'declined'])
    .where('r.finished_at', '>=', from).where('r.finished_at', '<', to);
  const rows = await db.selectFrom(inner.as('t'))
    .select((eb) => ['t.b', eb.fn.sum('t.placed').as('placed'), eb.fn.sum('t.declined').as('declined')]).groupBy('t.b').execute();
  return rows.map((r) => ({ bucket: n(r.b), placed: n(r.placed), declined: n(r.declined) }));
}

/** A master clinic and its children (issue 25's group report), the master first. */
export function listGroupClinics(db: Db, masterId: number) {
  return db.selectFrom('clinics').select(['id', 'practice_name', 'master_clinic_id'])
    .where((eb) => eb.or([eb('id', '=', masterId), eb('master_clinic_id', '=', masterId)]))
    .orderBy('practice_name').orderBy('id').execute();
}
