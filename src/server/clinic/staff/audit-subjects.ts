import { clinicClientPath, clinicOrderPath, clinicPrescriptionPath, clinicWellnessEnrolmentPath, clinicWellnessPlanPath, CLINIC_ROUTES } from '../../../contracts/clinic';
import { clinicCustomPaymentPath } from '../../../contracts/custom-payments';
import { PAGE_ROUTES } from '../../../contracts/routes';
import { staffMemberAnchor, type AuditSubject } from '../../../contracts/staff';
import type { Language } from '../../../domain/constants';
import type { Db } from '../../db/database';
import type { AuditEntity } from '../../shared/staff-access';
import { nameIn } from '../clinic-records';
import * as q from './audit-subjects.queries';

type Found = Map<number, AuditSubject>;
const person = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();
const byId = <T extends { id: number | string }>(rows: T[], subject: (row: T) => AuditSubject): Found =>
  new Map(rows.map((row) => [Number(row.id), subject(row)]));

/** How each kind of object is found and named, and which portal page shows it. */
const FINDERS: Record<AuditEntity, (db: Db, clinicId: number, ids: number[], language: Language) => Promise<Found>> = {
  client: async (db, clinicId, ids) => byId(await q.clientNames(db, clinicId, ids), (r) => ({ name: person(r), href: clinicClientPath(r.id) })),
  staff: async (db, clinicId, ids) =>
    byId(await q.staffNames(db, clinicId, ids), (r) => ({ name: person(r), href: `${CLINIC_ROUTES.staff}#${staffMemberAnchor(Number(r.id))}` })),
  prescription: async (db, clinicId, ids, language) => byId(await q.prescriptionNames(db, clinicId, ids), (r) => ({
    name: `${r.petName} — ${nameIn(language, r.productNameEn, r.productNameFr) || nameIn(language, r.familyNameEn, r.familyNameFr)}`,
    href: clinicPrescriptionPath(r.id),
  })),
  order: async (db, clinicId, ids) => byId(await q.orderNumbers(db, clinicId, ids), (r) => ({ name: r.orderNumber, href: clinicOrderPath(r.id) })),
  auto_order: async (db, clinicId, ids) => byId(await q.autoOrderClients(db, clinicId, ids), (r) => ({ name: person(r), href: clinicClientPath(r.clientId) })),
  return: async (db, clinicId, ids) =>
    byId(await q.returnOrderNumbers(db, clinicId, ids), (r) => ({ name: r.orderNumber, href: PAGE_ROUTES.clinicReturn.replace(':returnId', String(r.id)) })),
  coupon: async (db, clinicId, ids) => byId(await q.couponCodes(db, clinicId, ids), (r) => ({ name: r.code, href: CLINIC_ROUTES.coupons })),
  // The settings are the clinic's own: the page names them, there is one page.
  settings: async (_db, _clinicId, ids) => new Map(ids.map((id) => [id, { name: '', href: CLINIC_ROUTES.settings }])),
  // The platform's changes to the clinic itself (issue 25: what it may do): the settings page is the clinic's own.
  clinic: async (_db, clinicId, ids) => new Map(ids.filter((id) => id === clinicId).map((id) => [id, { name: '', href: CLINIC_ROUTES.settings }])),
  // A site administrator's own records are the platform's, never in a clinic's log.
  platform_admin: async () => new Map(),
  // The platform's enrolment of the clinic (issue 25): its settings page is where the admin takes it on.
  clinic_application: async (_db, _clinicId, ids) => new Map(ids.map((id) => [id, { name: '', href: CLINIC_ROUTES.settings }])),
  new_clinic_request: async (_db, _clinicId, ids) => new Map(ids.map((id) => [id, { name: '', href: CLINIC_ROUTES.settings }])),
  // A PIN is about no clinic.
  enrolment_pin: async () => new Map(),
  // The platform's promotions and banners are the whole store's, never in a clinic's log.
  promotion: async () => new Map(),
  banner: async () => new Map(),
  // The product editor's changes (issue 26) are about the catalogue, never in a clinic's log.
  product_family: async () => new Map(),
  product: async () => new Map(),
  uploaded_image: async () => new Map(),
  catalogue_import: async () => new Map(),
  // A custom payment (issue 27) by its invoice number, on its page.
  custom_payment: async (db, clinicId, ids) =>
    byId(await q.customPaymentInvoices(db, clinicId, ids), (r) => ({ name: r.invoiceNumber, href: clinicCustomPaymentPath(r.id) })),
  // The platform's invoices to the clinic and their payments (issue 27): the invoices page; fee rates and chargebacks are the platform's.
  clinic_invoice: async (_db, _clinicId, ids) => new Map(ids.map((id) => [id, { name: '', href: CLINIC_ROUTES.invoices }])),
  invoice_payment: async (_db, _clinicId, ids) => new Map(ids.map((id) => [id, { name: '', href: CLINIC_ROUTES.invoices }])),
  platform_fee_rate: async () => new Map(),
  chargeback: async () => new Map(),
  // A preview of the store (issue 26) names whom it previewed: the client's page, or nobody for a visitor.
  store_preview: async (db, clinicId, ids) => byId(await q.previewClients(db, clinicId, ids), (r) => (r.clientId === null
    ? { name: '', href: null }
    : { name: person({ firstName: r.firstName ?? '', lastName: r.lastName ?? '' }), href: clinicClientPath(r.clientId) })),
  // Wellness plans (issue 27): a plan's editor, an enrolment's page (a payment's enrolment).
  wellness_plan: async (db, clinicId, ids, language) => byId(await q.wellnessPlanNames(db, clinicId, ids), (r) => ({ name: nameIn(language, r.nameEn, r.nameFr), href: clinicWellnessPlanPath(Number(r.id)) })),
  wellness_enrolment: async (db, clinicId, ids) => byId(await q.wellnessEnrolmentPets(db, clinicId, ids), (r) => ({ name: r.petName, href: clinicWellnessEnrolmentPath(r.id) })),
  wellness_payment: async (db, clinicId, ids) => byId(await q.wellnessPaymentPets(db, clinicId, ids), (r) => ({ name: r.petName, href: clinicWellnessEnrolmentPath(r.enrolmentId) })),
  prescription_renewal: async (db, clinicId, ids) => byId(await q.renewalClients(db, clinicId, ids), (r) => ({ name: person(r), href: PAGE_ROUTES.clinicRenewals })),
};

/**
 * Each audit line's subject (issue 24: "each line names its object and links to it"): looked up
 * per kind in one query each. An object gone since (a removed holiday, a deleted pet's request)
 * keeps its number and no link.
 */
export async function auditSubjects(db: Db, clinicId: number, events: readonly { entity: string; entityId: number }[], language: Language) {
  const idsByEntity = new Map<AuditEntity, Set<number>>();
  for (const e of events) {
    if (!Object.hasOwn(FINDERS, e.entity)) continue;
    const entity = e.entity as AuditEntity;
    idsByEntity.set(entity, (idsByEntity.get(entity) ?? new Set()).add(e.entityId));
  }
  const found = new Map<AuditEntity, Found>(await Promise.all([...idsByEntity].map(async ([entity, ids]) =>
    [entity, await FINDERS[entity](db, clinicId, [...ids], language)] as const)));
  return (e: { entity: string; entityId: number }): AuditSubject =>
    found.get(e.entity as AuditEntity)?.get(e.entityId) ?? { name: `#${e.entityId}`, href: null };
}
