import { randomBytes } from 'node:crypto';
import type {
  DistributorLine, DistributorMe, DistributorOrderDetail, DistributorOrderSummary, DistributorShip, DistributorSplit, NoticeKind, SandboxOrderStatus,
  ShipmentNotice,
} from '../../../contracts/distributor';
import { AppError } from '../../errors';
import { signNotice } from '../../integrations/distributor/distributor-gateway';
import * as sandbox from '../../integrations/distributor/sandbox-distributor.queries';
import type { SandboxOrderRow } from '../../integrations/distributor/sandbox-distributor.queries';
import { receiveNotice, type NoticeDeps } from './distributor-notices.service';

/**
 * The sandbox distributor's portal (issue 25): its people see the orders their distributor received
 * and answer each: send to shipping, confirm (ship everything left), split (ship part, backorder the
 * rest) or backorder. Each answer is a signed shipment notice delivered to the store's inbound path
 * (receiveNotice, the webhook's own), then recorded in the sandbox's ledger.
 */
type Action = DistributorOrderDetail['actions'][number];

const ACTIONS: Record<SandboxOrderStatus, Action[]> = {
  received: ['send_to_shipping', 'confirm', 'split', 'backorder'],
  sent_to_shipping: ['confirm', 'split', 'backorder'],
  backordered: ['send_to_shipping', 'confirm', 'split'],
  partly_shipped: ['confirm', 'split'],
  shipped: [],
};

const notFound = () => new AppError(404, 'distributor_order_not_found', 'This order was not found.');
const notAllowed = () => new AppError(409, 'distributor_action_not_allowed', 'Update failed: the order cannot take this step from its status; reload it.');

const remaining = (l: DistributorLine) => l.quantity - l.shipped;
const units = (o: SandboxOrderRow) => o.lines.reduce((sum, l) => sum + l.quantity, 0);

const toSummary = (o: SandboxOrderRow): DistributorOrderSummary => ({
  id: o.id, distributorRef: o.distributorRef, orderNumber: o.orderNumber, clinicName: o.clinicName, isClinicPickup: o.isClinicPickup,
  status: o.status, units: units(o), receivedAt: o.receivedAt,
});

export async function listOrders(deps: NoticeDeps, me: DistributorMe, status?: SandboxOrderStatus) {
  return { orders: (await sandbox.listForDistributor(deps.db, me.distributor.id, status)).map(toSummary) };
}

export async function orderDetail(deps: NoticeDeps, me: DistributorMe, id: number): Promise<DistributorOrderDetail> {
  const order = await sandbox.findForDistributor(deps.db, me.distributor.id, id);
  if (!order) throw notFound();
  return { order: { ...toSummary(order), shipTo: order.shipTo }, lines: order.lines, actions: ACTIONS[order.status] };
}

export type PortalStep =
  | { action: 'send_to_shipping' | 'backorder' }
  | { action: 'confirm'; body: DistributorShip }
  | { action: 'split'; body: DistributorSplit };

/** What a step does to the ledger and which notice tells the store. */
function plan(order: SandboxOrderRow, step: PortalStep): { status: SandboxOrderStatus; lines: DistributorLine[]; notice: Omit<ShipmentNotice, 'noticeId' | 'reference'> } {
  const none = { carrier: '', trackingNumber: '', lines: [] };
  switch (step.action) {
    case 'send_to_shipping':
      return { status: 'sent_to_shipping', lines: order.lines, notice: { kind: 'sent_to_shipping', ...none } };
    case 'backorder':
      return { status: 'backordered', lines: order.lines.map((l) => ({ ...l, backordered: remaining(l) })), notice: { kind: 'backordered', ...none } };
    case 'confirm':
      return {
        status: 'shipped', lines: order.lines.map((l) => ({ ...l, shipped: l.quantity, backordered: 0 })),
        notice: { kind: 'shipped', carrier: step.body.carrier, trackingNumber: step.body.trackingNumber, lines: [] },
      };
    case 'split': {
      const asked = new Map(step.body.lines.map((l) => [l.lineId, l.quantity]));
      if ([...asked.keys()].some((id) => !order.lines.some((l) => l.lineId === id))) {
        throw new AppError(400, 'split_nothing_or_everything', 'lines: a line is not on this order.');
      }
      const shipping = order.lines.map((l) => ({ line: l, now: Math.min(asked.get(l.lineId) ?? 0, remaining(l)) }));
      const shippedNow = shipping.reduce((sum, s) => sum + s.now, 0);
      const left = order.lines.reduce((sum, l) => sum + remaining(l), 0);
      if (shippedNow === 0 || shippedNow >= left) {
        throw new AppError(400, 'split_nothing_or_everything', 'lines: ship some of what is left and not all of it (to ship everything, confirm).');
      }
      return {
        status: 'partly_shipped',
        lines: shipping.map(({ line, now }) => ({ ...line, shipped: line.shipped + now, backordered: remaining(line) - now })),
        notice: {
          kind: 'partly_shipped', carrier: step.body.carrier, trackingNumber: step.body.trackingNumber,
          lines: shipping.filter((s) => s.now > 0).map((s) => ({ lineId: s.line.lineId, quantity: s.now })),
        },
      };
    }
  }
}

const ACTION_OF: Record<PortalStep['action'], Action> = { send_to_shipping: 'send_to_shipping', backorder: 'backorder', confirm: 'confirm', split: 'split' };

/** One of the distributor person's answers: the notice goes to the store first, then the ledger follows. */
export async function takeStep(deps: NoticeDeps, me: DistributorMe, id: number, step: PortalStep, now = new Date()) {
  const order = await sandbox.findForDistributor(deps.db, me.distributor.id, id);
  if (!order) throw notFound();
  if (!ACTIONS[order.status].includes(ACTION_OF[step.action])) throw notAllowed();
  const next = plan(order, step);
  const notice: ShipmentNotice = { noticeId: `${order.distributorRef}-${randomBytes(4).toString('hex')}`, reference: order.reference, ...next.notice };
  const kind: NoticeKind = notice.kind;
  const result = await receiveNotice(deps, { distributorId: me.distributor.id, signature: signNotice(deps.noticeSecret, me.distributor.id, notice), notice }, now);
  if (!(await sandbox.updateOrder(deps.db, order.id, order.status, { status: next.status, lines: next.lines, now: now.toISOString() }))) throw notAllowed();
  return { kind, storeOutcome: result.outcome, detail: await orderDetail(deps, me, id) };
}
