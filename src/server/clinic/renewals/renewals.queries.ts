import { sql, type Transaction } from 'kysely';
import { RX_STATUS } from '../../../domain/constants';
import { renewalRows } from '../../account/prescriptions';
import type { Db } from '../../db/database';
import type { Database, RenewalStatus } from '../../db/schema';

/** The clinic's tasks: requested, then open (oldest first), then the decided ones (newest first). */
export function clinicTasks(db: Db, clinicId: number, limit: number) {
  return renewalRows(db).where('r.clinic_id', '=', clinicId)
    .orderBy(sql`case r.status when 'requested' then 0 when 'open' then 1 else 2 end`)
    .orderBy(sql`case when r.status in ('requested', 'open') then r.created_at end`)
    .orderBy('r.decided_at', 'desc').orderBy('r.id').limit(limit).execute();
}

export async function closeTask(trx: Transaction<Database>, id: number, changes: { status: RenewalStatus; decline_reason: string; decided_at: string; decided_by_user_id: number }) {
  await trx.updateTable('prescription_renewals').set(changes).where('id', '=', id).execute();
}

/** Validated prescriptions of the clinic's clients whose expiry falls in [from, to), with the task of that expiry if any. */
export function reportRows(db: Db, clinicId: number, from: string, to: string, order: 'asc' | 'desc') {
  return db.selectFrom('prescriptions as rx')
    .innerJoin('users as u', 'u.id', 'rx.user_id')
    .innerJoin('pets', 'pets.id', 'rx.pet_id')
    .innerJoin('product_families as f', 'f.id', 'rx.family_id')
    .leftJoin('products as p', 'p.id', 'rx.product_id')
    .leftJoin('prescription_renewals as r', (j) => j.onRef('r.prescription_id', '=', 'rx.id').on('r.cycle', '=', sql<string>`coalesce(rx.expires_at, '')`))
    .select([
      'rx.id', 'rx.user_id as userId', 'rx.expires_at as expiresAt', 'rx.refill_quantity_remaining as refillQuantityRemaining', 'r.id as renewalId',
      'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'pets.name as petName',
      'f.name_en as familyNameEn', 'f.name_fr as familyNameFr', 'p.name_en as productNameEn', 'p.name_fr as productNameFr',
    ])
    .where('u.clinic_id', '=', clinicId)
    .where('rx.rx_status_id', 'in', [RX_STATUS.validated, RX_STATUS.expired])
    .where('rx.expires_at', '>=', from).where('rx.expires_at', '<', to)
    .orderBy('rx.expires_at', order).orderBy('rx.id').limit(500).execute();
}

export type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];
