import type { Kysely, Transaction } from 'kysely';
import { RX_STATUS } from '../../../domain/constants';
import type { Database } from '../../db/schema';
import { prescriptionsQuery } from '../clinic-records.queries';

type Executor = Kysely<Database> | Transaction<Database>;

/** The veterinarian's queue: requests not yet decided, oldest first. */
export function prescriptionQueue(db: Executor, clinicId: number, limit: number) {
  return prescriptionsQuery(db, clinicId).where('rx.rx_status_id', '=', RX_STATUS.notValidated).orderBy('rx.created_at').orderBy('rx.id').limit(limit).execute();
}

/** Records the veterinarian's decision on a request still waiting; false when someone decided first. */
export async function decidePrescription(
  trx: Transaction<Database>,
  rxId: number,
  changes: {
    rx_status_id: number; decided_at: string; decided_by_user_id: number; instructions?: string; denial_reason?: string;
    quantity?: number; refill_quantity?: number; refill_quantity_remaining?: number; expires_at?: string;
    vet_name: string; vet_licence_number: string; vet_licence_province: string;
  },
): Promise<boolean> {
  const result = await trx.updateTable('prescriptions').set(changes).where('id', '=', rxId).where('rx_status_id', '=', RX_STATUS.notValidated).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A client's orders waiting on the veterinarian that hold an item for this pet, with their approval-needing items. */
export async function ordersWaitingOnVetForPet(trx: Executor, clinicId: number, userId: number, petId: number) {
  const orders = await trx.selectFrom('orders as o').select(['o.id', 'o.order_number as orderNumber', 'o.status'])
    .where('o.clinic_id', '=', clinicId).where('o.user_id', '=', userId).where('o.status', '=', 'waiting_on_veterinarian')
    .where((eb) => eb.exists(eb.selectFrom('order_items as i').select('i.id').whereRef('i.order_id', '=', 'o.id').where('i.pet_id', '=', petId)))
    .execute();
  if (orders.length === 0) return [];
  const items = await trx.selectFrom('order_items as i').innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.order_id as orderId', 'i.pet_id as petId', 'p.family_id as familyId'])
    .where('i.order_id', 'in', orders.map((o) => o.id))
    .where((eb) => eb.or([eb('i.requires_approval', '=', 1), eb('p.is_prescription_product', '=', 1), eb('p.is_approval_required', '=', 1)]))
    .execute();
  return orders.map((o) => ({
    id: Number(o.id), orderNumber: o.orderNumber, status: o.status,
    rxItems: items.filter((i) => Number(i.orderId) === Number(o.id)).map((i) => ({ petId: i.petId === null ? null : Number(i.petId), familyId: Number(i.familyId) })),
  }));
}

/** A client's AutoOrder subscriptions waiting for the veterinarian that hold an item for this pet, with their approval-needing items. */
export async function subscriptionsWaitingForVet(trx: Executor, userId: number, petId: number) {
  const subs = await trx.selectFrom('auto_order_subscriptions as a').select(['a.id', 'a.status'])
    .where('a.user_id', '=', userId).where('a.status', '=', 'waiting_for_vet')
    .where((eb) => eb.exists(eb.selectFrom('auto_order_items as i').select('i.id').whereRef('i.subscription_id', '=', 'a.id').where('i.pet_id', '=', petId)))
    .execute();
  if (subs.length === 0) return [];
  const items = await trx.selectFrom('auto_order_items as i').innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.subscription_id as subscriptionId', 'i.pet_id as petId', 'p.family_id as familyId'])
    .where('i.subscription_id', 'in', subs.map((s) => s.id))
    .where((eb) => eb.or([eb('p.is_prescription_product', '=', 1), eb('p.is_approval_required', '=', 1)]))
    .execute();
  return subs.map((s) => ({
    id: Number(s.id),
    rxItems: items.filter((i) => Number(i.subscriptionId) === Number(s.id)).map((i) => ({ petId: i.petId === null ? null : Number(i.petId), familyId: Number(i.familyId) })),
  }));
}

export async function activateSubscription(trx: Transaction<Database>, id: number): Promise<boolean> {
  const result = await trx.updateTable('auto_order_subscriptions').set({ status: 'active' }).where('id', '=', id).where('status', '=', 'waiting_for_vet').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
