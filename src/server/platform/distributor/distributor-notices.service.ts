import type { NoticeResult, ShipmentNotice } from '../../../contracts/distributor';
import type { OrderStatus } from '../../../domain/order-status';
import { applyDistributorNotice } from '../../clinic/orders';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { verifyNotice } from '../../integrations/distributor/distributor-gateway';
import * as q from './distributor.queries';

export interface NoticeDeps {
  db: Db;
  /** The store's public origin, for the links in the client's email. */
  baseUrl: string;
  noticeSecret: string;
}

const unauthenticated = () => new AppError(401, 'notice_unauthenticated', 'The notice is not signed by a distributor the store knows.');

/**
 * A distributor's shipment notice (issue 25), as `POST /api/distributor/notices` receives it and as
 * the sandbox distributor's portal sends it: checked against its signature, matched to the order the
 * store sent that distributor (another distributor's reference is unknown to it), recorded once by
 * notice id (a repeat answers "duplicate" and does nothing), and applied to the order in the same
 * transaction. A notice for an order that moved on meanwhile is recorded as ignored.
 */
export async function receiveNotice(
  deps: NoticeDeps, input: { distributorId: number | null; signature: string; notice: ShipmentNotice }, now = new Date(),
): Promise<Omit<NoticeResult, 'isSuccess'>> {
  const { distributorId, notice } = input;
  if (distributorId === null || !verifyNotice(deps.noticeSecret, distributorId, notice, input.signature)) throw unauthenticated();
  const record = await q.sendRecordByReference(deps.db, notice.reference);
  if (!record || Number(record.distributor_id) !== distributorId || record.state !== 'sent') {
    throw new AppError(404, 'notice_order_unknown', `reference: no order ${notice.reference} was sent to this distributor.`);
  }
  const orderId = Number(record.order_id);
  const lines = await q.orderLines(deps.db, orderId);
  const quantityOf = new Map(lines.map((l) => [l.lineId, l.quantity]));
  if (notice.lines.some((l) => !quantityOf.has(l.lineId) || l.quantity > quantityOf.get(l.lineId)!)) {
    throw new AppError(400, 'notice_rejected', 'lines: a line is not on this order or ships more than was ordered.');
  }
  const nowIso = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const noticeRow = await q.insertNotice(trx, { distributorId, noticeId: notice.noticeId, orderId, kind: notice.kind, bodyJson: JSON.stringify(notice), now: nowIso });
    if (noticeRow === null) {
      const current = await q.orderStatus(trx, orderId);
      return { outcome: 'duplicate' as const, status: (current?.status ?? null) as OrderStatus | null };
    }
    const result = await applyDistributorNotice(trx, { baseUrl: deps.baseUrl }, orderId, {
      kind: notice.kind, carrier: notice.carrier, trackingNumber: notice.trackingNumber,
      shippedUnits: notice.lines.reduce((sum, l) => sum + l.quantity, 0), totalUnits: lines.reduce((sum, l) => sum + l.quantity, 0),
    }, now);
    await q.setNoticeOutcome(trx, noticeRow, result.applied ? 'applied' : `ignored: the order was ${result.status ?? 'gone'}`);
    return { outcome: result.applied ? 'applied' as const : 'ignored' as const, status: result.status };
  });
}
