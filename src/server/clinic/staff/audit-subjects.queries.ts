import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * What the clinic-wide audit log's lines acted on (issue 24), read in one query per kind of object
 * and always within the clinic: an id of another clinic (there is none in its log) finds nothing.
 */
export function clientNames(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('users').select(['id', 'first_name as firstName', 'last_name as lastName'])
    .where('clinic_id', '=', clinicId).where('id', 'in', ids).execute();
}

/** The clinic's previews of the store (issue 26) and whom each previewed (null names: a visitor). */
export function previewClients(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('store_previews as p').leftJoin('users as u', 'u.id', 'p.client_user_id')
    .select(['p.id', 'p.client_user_id as clientId', 'u.first_name as firstName', 'u.last_name as lastName'])
    .where('p.clinic_id', '=', clinicId).where('p.id', 'in', ids).execute();
}

/** A custom payment by its invoice number (issue 27). */
export function customPaymentInvoices(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('custom_payments').select(['id', 'invoice_number as invoiceNumber']).where('clinic_id', '=', clinicId).where('id', 'in', ids).execute();
}

export function staffNames(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('staff_members as s').innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id as id', 'u.first_name as firstName', 'u.last_name as lastName'])
    .where('s.clinic_id', '=', clinicId).where('s.user_id', 'in', ids).execute();
}

/** A prescription by its pet and what it is for (the product asked for, else its family). */
export function prescriptionNames(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('prescriptions as rx').innerJoin('users as u', 'u.id', 'rx.user_id').innerJoin('pets', 'pets.id', 'rx.pet_id')
    .innerJoin('product_families as f', 'f.id', 'rx.family_id').leftJoin('products as p', 'p.id', 'rx.product_id')
    .select(['rx.id', 'pets.name as petName', 'f.name_en as familyNameEn', 'f.name_fr as familyNameFr', 'p.name_en as productNameEn', 'p.name_fr as productNameFr'])
    .where('u.clinic_id', '=', clinicId).where('rx.id', 'in', ids).execute();
}

export function orderNumbers(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('orders').select(['id', 'order_number as orderNumber']).where('clinic_id', '=', clinicId).where('id', 'in', ids).execute();
}

/** An AutoOrder by its client (the portal shows AutoOrders on the client's page). */
export function autoOrderClients(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('auto_order_subscriptions as a').innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'u.id as clientId', 'u.first_name as firstName', 'u.last_name as lastName'])
    .where('u.clinic_id', '=', clinicId).where('a.id', 'in', ids).execute();
}

/** A return by the number of the order it returns. */
export function returnOrderNumbers(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('returns as r').innerJoin('orders as o', 'o.id', 'r.order_id').select(['r.id', 'o.order_number as orderNumber'])
    .where('r.clinic_id', '=', clinicId).where('r.id', 'in', ids).execute();
}

export function couponCodes(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('coupons').select(['id', 'code']).where('clinic_id', '=', clinicId).where('id', 'in', ids).execute();
}

/** Wellness plans, enrolments and payments (issue 27) by plan name and pet. */
export function wellnessPlanNames(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('wellness_plans').select(['id', 'name_en as nameEn', 'name_fr as nameFr']).where('clinic_id', '=', clinicId).where('id', 'in', ids).execute();
}
export function wellnessEnrolmentPets(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('wellness_enrolments as e').innerJoin('pets as p', 'p.id', 'e.pet_id').select(['e.id', 'p.name as petName'])
    .where('e.clinic_id', '=', clinicId).where('e.id', 'in', ids).execute();
}
export function wellnessPaymentPets(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('wellness_payments as w').innerJoin('wellness_enrolments as e', 'e.id', 'w.enrolment_id').innerJoin('pets as p', 'p.id', 'e.pet_id')
    .select(['w.id', 'e.id as enrolmentId', 'p.name as petName']).where('w.clinic_id', '=', clinicId).where('w.id', 'in', ids).execute();
}

/** Renewal tasks (issue 28) by their client. */
export function renewalClients(db: Executor, clinicId: number, ids: number[]) {
  return db.selectFrom('prescription_renewals as r').innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'u.first_name as firstName', 'u.last_name as lastName']).where('r.clinic_id', '=', clinicId).where('r.id', 'in', ids).execute();
}
