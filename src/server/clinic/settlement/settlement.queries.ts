import type { SettlementSourceLine } from '../../../contracts/settlement';
import type { FeeRate } from '../../../domain/settlement';
import type { Db } from '../../db/database';

/**
 * The settlement report's reads (issue 27): the shop's orders and AutoOrders joined to the sandbox
 * provider's ledger (payment_captures, payment_refunds, payment_chargebacks), and the platform's
 * fee rates. Instants are ISO strings, compared as text (every ledger row is written that way).
 */

/** An order's capture reference: `order:{id}` (charged whole) or `order:{id}:shipment:{n}` (split shipping). */
const ORDER_REFERENCE = /^order:(\d+)(?::shipment:\d+)?$/;

export const orderIdOfReference = (reference: string): number | null => {
  const match = ORDER_REFERENCE.exec(reference);
  return match ? Number(match[1]) : null;
};

const CHUNK = 500;

/** The clinic's orders among ids: number, client and whether an AutoOrder placed it. */
async function clinicOrders(db: Db, clinicId: number, ids: readonly number[]) {
  const byId = new Map<number, { orderNumber: string; clientName: string; isAutoOrder: boolean }>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.id', 'o.order_number', 'o.auto_order_subscription_id', 'u.first_name', 'u.last_name'])
      .where('o.clinic_id', '=', clinicId).where('o.id', 'in', unique.slice(start, start + CHUNK)).execute();
    for (const row of rows) {
      byId.set(Number(row.id), {
        orderNumber: row.order_number,
        clientName: `${row.first_name} ${row.last_name}`.trim(),
        // Placed by the AutoOrder engine (the checkout that started a subscription is a shop order).
        isAutoOrder: row.auto_order_subscription_id !== null,
      });
    }
  }
  return byId;
}

/** Captures of the clinic's shop orders and AutoOrders in [fromIso, toIso): kind 'order' or 'autoorder'. */
export async function orderSettlementLines(db: Db, clinicId: number, fromIso: string, toIso: string): Promise<SettlementSourceLine[]> {
  const captures = await db.selectFrom('payment_captures').select(['capture_id', 'amount_cents', 'reference', 'created_at'])
    .where('reference', 'like', 'order:%').where('created_at', '>=', fromIso).where('created_at', '<', toIso).execute();
  const withOrder = captures.flatMap((c) => {
    const orderId = orderIdOfReference(c.reference);
    return orderId === null ? [] : [{ ...c, orderId }];
  });
  const orders = await clinicOrders(db, clinicId, withOrder.map((c) => c.orderId));
  return withOrder.flatMap((c) => {
    const order = orders.get(c.orderId);
    if (!order) return [];
    return [{
      kind: order.isAutoOrder ? 'autoorder' as const : 'order' as const, providerId: c.capture_id, reference: order.orderNumber,
      clientName: order.clientName, occurredAt: c.created_at, amountCents: Number(c.amount_cents),
    }];
  });
}

/** Refunds of the clinic's returns to the card in [fromIso, toIso): kind 'refund', negative. */
export async function refundSettlementLines(db: Db, clinicId: number, fromIso: string, toIso: string): Promise<SettlementSourceLine[]> {
  const rows = await db.selectFrom('payment_refunds as r')
    .innerJoin('returns as ret', 'ret.provider_refund_id', 'r.refund_id')
    .innerJoin('orders as o', 'o.id', 'ret.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['r.refund_id', 'r.amount_cents', 'r.created_at', 'o.order_number', 'u.first_name', 'u.last_name'])
    .where('ret.clinic_id', '=', clinicId).where('r.created_at', '>=', fromIso).where('r.created_at', '<', toIso).execute();
  return rows.map((r) => ({
    kind: 'refund' as const, providerId: r.refund_id, reference: r.order_number, clientName: `${r.first_name} ${r.last_name}`.trim(),
    occurredAt: r.created_at, amountCents: -Number(r.amount_cents),
  }));
}

/** Chargebacks against captures of the clinic's orders in [fromIso, toIso): kind 'chargeback', negative. */
export async function chargebackSettlementLines(db: Db, clinicId: number, fromIso: string, toIso: string): Promise<SettlementSourceLine[]> {
  const rows = await db.selectFrom('payment_chargebacks as cb').innerJoin('payment_captures as c', 'c.capture_id', 'cb.capture_id')
    .select(['cb.chargeback_id', 'cb.amount_cents', 'cb.created_at', 'c.reference'])
    .where('cb.created_at', '>=', fromIso).where('cb.created_at', '<', toIso).execute();
  const withOrder = rows.flatMap((r) => {
    const orderId = orderIdOfReference(r.reference);
    return orderId === null ? [] : [{ ...r, orderId }];
  });
  const orders = await clinicOrders(db, clinicId, withOrder.map((r) => r.orderId));
  return withOrder.flatMap((r) => {
    const order = orders.get(r.orderId);
    return order ? [{
      kind: 'chargeback' as const, providerId: r.chargeback_id, reference: order.orderNumber, clientName: order.clientName,
      occurredAt: r.created_at, amountCents: -Number(r.amount_cents),
    }] : [];
  });
}

/** Every fee rate the platform set, oldest first. */
export async function feeRates(db: Db): Promise<FeeRate[]> {
  const rows = await db.selectFrom('platform_fee_rates').select(['percent_bp', 'fixed_cents', 'effective_from']).orderBy('effective_from').orderBy('id').execute();
  return rows.map((r) => ({ percentBp: Number(r.percent_bp), fixedCents: Number(r.fixed_cents), effectiveFrom: r.effective_from }));
}
