import type { Kysely, Transaction } from 'kysely';
import { RX_STATUS } from '../../domain/constants';
import type { Database } from '../db/schema';

/**
 * The clinic's records that several portal features read (clients, their pets and prescriptions,
 * order rows): every query takes the staff member's clinic id, so a row of another clinic is never read.
 */
type Executor = Kysely<Database> | Transaction<Database>;

/** The clinic's IANA time zone: its staff's dates (filters, coupons, reports) are its local days. */
export async function clinicTimeZone(db: Executor, clinicId: number): Promise<string> {
  return (await db.selectFrom('clinics').select('time_zone').where('id', '=', clinicId).executeTakeFirstOrThrow()).time_zone;
}

/** The clinic's clients: its users who are not its staff. */
export function clientsOf(db: Executor, clinicId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('staff_members as s', 's.user_id', 'u.id')
    .where('u.clinic_id', '=', clinicId)
    .where('s.user_id', 'is', null);
}

/** The AutoOrder state the dashboard's tile counts and the clients list filters by. */
export const count = (value: unknown) => Number(value ?? 0);

export const AUTO_ORDER_ATTENTION = 'needs_attention';

/** Pets with every column there is: their details appear once the pet-details migration added them. */
export function petsOf(db: Executor, userId: number) {
  return db.selectFrom('pets').selectAll().where('user_id', '=', userId).where('is_deleted', '=', 0).orderBy('id').execute();
}

export function findPet(db: Executor, petId: number) {
  return db.selectFrom('pets').selectAll().where('id', '=', petId).executeTakeFirst();
}

const prescriptionColumns = [
  'rx.id', 'rx.user_id as userId', 'rx.pet_id as petId', 'pets.name as petName', 'rx.family_id as familyId', 'rx.rx_status_id as rxStatusId',
  'rx.quantity', 'rx.refill_quantity as refills', 'rx.refill_quantity_remaining as refillsRemaining', 'rx.requested_quantity as requestedQuantity',
  'rx.client_note as clientNote', 'rx.instructions', 'rx.denial_reason as denialReason', 'rx.vet_name as vetName', 'rx.vet_licence_number as vetLicenceNumber',
  'rx.vet_licence_province as vetLicenceProvince', 'rx.expires_at as expiresAt',
  'rx.created_at as createdAt', 'rx.decided_at as decidedAt', 'rx.renewal_of_id as renewalOfId', 'rx.product_id as productId',
  'f.name_en as familyNameEn', 'f.name_fr as familyNameFr', 'p.name_en as productNameEn', 'p.name_fr as productNameFr', 'p.mfg_sku as productSku',
] as const;

export function prescriptionsQuery(db: Executor, clinicId: number) {
  return db
    .selectFrom('prescriptions as rx')
    .innerJoin('users as u', 'u.id', 'rx.user_id')
    .innerJoin('pets', 'pets.id', 'rx.pet_id')
    .innerJoin('product_families as f', 'f.id', 'rx.family_id')
    .leftJoin('products as p', 'p.id', 'rx.product_id')
    .select([...prescriptionColumns])
    .where('u.clinic_id', '=', clinicId);
}

export type PrescriptionRow = Awaited<ReturnType<typeof findPrescription>> & object;

export function findPrescription(db: Executor, clinicId: number, rxId: number) {
  return prescriptionsQuery(db, clinicId).where('rx.id', '=', rxId).executeTakeFirst();
}

export function prescriptionsOfClient(db: Executor, clinicId: number, userId: number) {
  return prescriptionsQuery(db, clinicId).where('rx.user_id', '=', userId).orderBy('rx.id', 'desc').execute();
}

export function prescriptionsOfPet(db: Executor, clinicId: number, petId: number) {
  return prescriptionsQuery(db, clinicId).where('rx.pet_id', '=', petId).orderBy('rx.id', 'desc').execute();
}

export function clientsByIds(db: Executor, clinicId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return clientsOf(db, clinicId).select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.language']).where('u.id', 'in', ids).execute();
}

/** The families a client's pet holds a validated, unexpired prescription for. */
export async function validatedFamiliesOf(trx: Executor, userId: number, nowIso: string) {
  const rows = await trx.selectFrom('prescriptions').select(['pet_id', 'family_id'])
    .where('user_id', '=', userId).where('rx_status_id', '=', RX_STATUS.validated)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
    .execute();
  return new Set(rows.map((r) => `${Number(r.pet_id)}:${Number(r.family_id)}`));
}

export const orderListColumns = [
  'o.id', 'o.order_number as orderNumber', 'o.status', 'o.created_at as createdAt', 'o.total_cents as totalCents',
  'o.is_clinic_pickup as isClinicPickup', 'o.user_id as clientId', 'u.first_name as firstName', 'u.last_name as lastName',
] as const;
