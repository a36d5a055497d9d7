import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DistributorLine, SandboxOrderStatus } from '../../../contracts/distributor';
import type { Database, SandboxDistributorOrderTable } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The sandbox distributor's ledger (sandbox_distributor_orders): what it received, keyed by the
 * store's reference, and what its people did with each line. Its portal reads a distributor's own
 * rows only: every read here takes the distributor's id.
 */
export interface SandboxOrderRow {
  id: number;
  distributorId: number;
  reference: string;
  distributorRef: string;
  orderNumber: string;
  clinicName: string;
  shipTo: string;
  isClinicPickup: boolean;
  lines: DistributorLine[];
  status: SandboxOrderStatus;
  receivedAt: string;
  updatedAt: string;
}

type Row = Selectable<SandboxDistributorOrderTable>;

const toOrder = (r: Row): SandboxOrderRow => ({
  id: Number(r.id), distributorId: Number(r.distributor_id), reference: r.reference, distributorRef: r.distributor_ref, orderNumber: r.order_number,
  clinicName: r.clinic_name, shipTo: r.ship_to, isClinicPickup: Number(r.is_clinic_pickup) === 1, lines: JSON.parse(r.lines_json) as DistributorLine[],
  status: r.status as SandboxOrderStatus, receivedAt: r.received_at, updatedAt: r.updated_at,
});

/** Records a received order once: a repeat of the same reference inserts nothing. */
export async function insertReceivedOrder(db: Executor, row: Omit<SandboxOrderRow, 'id' | 'updatedAt' | 'status'>): Promise<void> {
  await db.insertInto('sandbox_distributor_orders').values({
    distributor_id: row.distributorId, reference: row.reference, distributor_ref: row.distributorRef, order_number: row.orderNumber,
    clinic_name: row.clinicName, ship_to: row.shipTo, is_clinic_pickup: row.isClinicPickup ? 1 : 0, lines_json: JSON.stringify(row.lines),
    status: 'received', received_at: row.receivedAt, updated_at: row.receivedAt,
  }).onConflict((oc) => oc.column('reference').doNothing()).execute();
}

export async function findByReference(db: Executor, reference: string): Promise<SandboxOrderRow | null> {
  const row = await db.selectFrom('sandbox_distributor_orders').selectAll().where('reference', '=', reference).executeTakeFirst();
  return row ? toOrder(row) : null;
}

/** A distributor's order, or null when it is another distributor's or unknown. */
export async function findForDistributor(db: Executor, distributorId: number, id: number): Promise<SandboxOrderRow | null> {
  const row = await db.selectFrom('sandbox_distributor_orders').selectAll().where('distributor_id', '=', distributorId).where('id', '=', id).executeTakeFirst();
  return row ? toOrder(row) : null;
}

/** A distributor's orders, newest first (at most 200: the sandbox's people work through them). */
export async function listForDistributor(db: Executor, distributorId: number, status?: SandboxOrderStatus): Promise<SandboxOrderRow[]> {
  let query = db.selectFrom('sandbox_distributor_orders').selectAll().where('distributor_id', '=', distributorId);
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('received_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  return rows.map((r) => toOrder(r));
}

/** The order's lines and status after an action, if it still had the status the action started from. */
export async function updateOrder(
  db: Executor, id: number, from: SandboxOrderStatus, change: { status: SandboxOrderStatus; lines: DistributorLine[]; now: string },
): Promise<boolean> {
  const result = await db.updateTable('sandbox_distributor_orders')
    .set({ status: change.status, lines_json: JSON.stringify(change.lines), updated_at: change.now })
    .where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
