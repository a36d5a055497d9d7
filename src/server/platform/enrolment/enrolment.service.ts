import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type {
  clinicApplicationSchema, EnrolmentItem, EnrolmentKind, EnrolmentPin, enrolmentApprovalSchema, enrolmentPinRequestSchema,
} from '../../../contracts/platform-enrolment';
import { TIME_ZONE_OF_PROVINCE } from '../../../domain/clinic-hours';
import { HOME_SHIPPING_WITHIN_CLINIC_PROVINCE_DEFAULT, type Province } from '../../../domain/constants';
import { formatPin, PIN_ALPHABET, PIN_LENGTH, pinRefusal, suggestSubdomain } from '../../../domain/enrolment';
import { DAY_MS } from '../../../domain/time';
import { normalizePhone } from '../../../domain/validation/phone';
import { asLanguage } from '../../account/access';
import { locatePostalCode, provinceCentroid } from '../../account/registration';
import { inviteFirstAdmin } from '../../clinic/staff';
import type { Db } from '../../db/database';
import type { Database, EnrolmentStatus } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import type { SiteAdmin } from '../platform-guard';
import { writePlatformAudit } from '../platform-routes';
import { clinicLiveEmail, enrolmentRefusedEmail } from './enrolment-emails';
import * as q from './enrolment.queries';

type ApplicationInput = z.output<typeof clinicApplicationSchema>;
type Approval = z.output<typeof enrolmentApprovalSchema>;
type PinRequest = z.output<typeof enrolmentPinRequestSchema>;

const notFound = () => new AppError(404, 'enrolment_not_found', 'This application was not found.');
const alreadyDecided = () => new AppError(409, 'already_decided', 'This application has already been approved or refused.');

// The public application -------------------------------------------------------------------------

/**
 * The public "open your clinic's store" form (issue 25). A PIN (rr §8 "invalid PIN") must exist,
 * not be expired and have a use left; it brings the distributor (and its account number when it has
 * one) and the purchasing group. The PIN's use is taken with the application, in one transaction.
 */
export async function apply(db: Db, input: ApplicationInput, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  let pin: Awaited<ReturnType<typeof q.findPinByCode>> | undefined;
  if (input.pin) {
    pin = await q.findPinByCode(db, input.pin);
    if (!pin) throw new AppError(400, 'invalid_pin', 'Invalid PIN: check the PIN the platform gave you.');
    const refusal = pinRefusal({ expiresAt: pin.expires_at, uses: Number(pin.uses), maxUses: Number(pin.max_uses) }, now);
    if (refusal === 'expired') throw new AppError(400, 'pin_expired', 'This PIN has expired: ask the platform for a new one.');
    if (refusal === 'used_up') throw new AppError(400, 'pin_used_up', 'This PIN has already been used: ask the platform for a new one.');
  }
  return db.transaction().execute(async (trx) => {
    if (pin && !(await q.takePinUse(trx, Number(pin.id), nowIso))) throw new AppError(400, 'pin_used_up', 'This PIN has already been used: ask the platform for a new one.');
    return q.insertApplication(trx, {
      practice_name: input.practiceName, address: input.address, city: input.city, province: input.province, postal_code: input.postalCode,
      phone: normalizePhone(input.phone) ?? input.phone, email: input.email,
      contact_first_name: input.contactFirstName, contact_last_name: input.contactLastName, vet_name: input.vetName, licence_number: input.licenceNumber,
      distributor_name: pin ? pin.distributor_name : input.distributorName,
      distributor_account: pin && pin.distributor_account ? pin.distributor_account : input.distributorAccount,
      purchasing_group: pin ? pin.purchasing_group : '',
      pin_id: pin ? Number(pin.id) : null, language: input.language, created_at: nowIso,
    });
  });
}

// The queue ---------------------------------------------------------------------------------------

function fromApplication(row: q.ApplicationRow): EnrolmentItem {
  return {
    kind: 'application', id: Number(row.id), status: row.status, practiceName: row.practice_name, address: row.address, city: row.city, province: row.province,
    postalCode: row.postal_code, phone: row.phone, email: row.email, contactName: `${row.contact_first_name} ${row.contact_last_name}`,
    vetName: row.vet_name, licenceNumber: row.licence_number, distributorName: row.distributor_name, distributorAccount: row.distributor_account,
    purchasingGroup: row.purchasing_group, pin: row.pinCode ? formatPin(row.pinCode) : null, language: asLanguage(row.language),
    refusalReason: row.refusal_reason, clinicId: row.clinic_id === null ? null : Number(row.clinic_id), waitingClients: 0,
    suggestedSubdomain: suggestSubdomain(row.practice_name), createdAt: row.created_at, decidedAt: row.decided_at,
  };
}

function fromRequest(row: q.RequestRow, waiting: number): EnrolmentItem {
  return {
    kind: 'registration_request', id: Number(row.id), status: row.status, practiceName: row.practice_name, address: '', city: row.city, province: row.province,
    postalCode: '', phone: row.phone, email: row.email, contactName: `${row.first_name} ${row.last_name}`, vetName: row.vet_name ?? '', licenceNumber: '',
    distributorName: '', distributorAccount: '', purchasingGroup: '', pin: null, language: asLanguage(row.language), refusalReason: row.refusal_reason,
    clinicId: Number(row.clinic_id), waitingClients: waiting, suggestedSubdomain: suggestSubdomain(row.practice_name), createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** GET /api/platform/enrolment: applications and clinics typed in at registration, oldest first. */
export async function queue(db: Db, status: EnrolmentStatus): Promise<{ items: EnrolmentItem[] }> {
  const [apps, requests] = await Promise.all([q.applications(db, status), q.registrationRequests(db, { status })]);
  const waiting = await q.countWaitingClients(db, requests.map((r) => Number(r.clinic_id)));
  const items = [...apps.map(fromApplication), ...requests.map((r) => fromRequest(r, waiting.get(Number(r.clinic_id)) ?? 0))];
  return { items: items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id) };
}

export async function item(db: Db | Transaction<Database>, kind: EnrolmentKind, id: number): Promise<EnrolmentItem> {
  if (kind === 'application') {
    const row = await q.findApplication(db, id);
    if (!row) throw notFound();
    return fromApplication(row);
  }
  const [row] = await q.registrationRequests(db, { id });
  if (!row) throw notFound();
  const waiting = await q.countWaitingClients(db, [Number(row.clinic_id)]);
  return fromRequest(row, waiting.get(Number(row.clinic_id)) ?? 0);
}

// Decisions ---------------------------------------------------------------------------------------

/** Emails every waiting client of the clinic that its store is open; how many were told. */
async function tellWaitingClients(trx: Transaction<Database>, clinicId: number, clinicName: string, baseUrl: string, now: Date): Promise<number> {
  const clients = await q.waitingClientsOf(trx, clinicId).select(['u.email', 'u.first_name', 'u.language']).orderBy('u.id').execute();
  for (const c of clients) {
    await enqueueEmail(trx, clinicLiveEmail({ email: c.email, firstName: c.first_name, language: asLanguage(c.language) }, { clinicName, link: `${baseUrl}/Account/Logon` }), now);
  }
  return clients.length;
}

/**
 * Approval (issue 25): the clinic is created (an application) or the typed-in clinic's placeholder
 * approved (its waiting clients stay with it), with its subdomain, live now or later; its first
 * admin is invited through the staff invitation; audited. One transaction.
 */
export async function approve(trx: Transaction<Database>, admin: SiteAdmin, kind: EnrolmentKind, id: number, body: Approval, baseUrl: string, now: Date) {
  const nowIso = now.toISOString();
  const current = await item(trx, kind, id);
  const locked = kind === 'application' ? await q.lockApplication(trx, id) : await q.lockRequest(trx, id);
  if (!locked) throw notFound();
  if (locked.status !== 'pending') throw alreadyDecided();
  const placeholderId = kind === 'registration_request' ? current.clinicId : null;
  if (await q.subdomainTaken(trx, body.subdomain, placeholderId)) throw new AppError(409, 'subdomain_taken', 'This subdomain is already used by another clinic: choose another.');
  if (await q.emailInUse(trx, body.admin.email)) throw new AppError(409, 'admin_email_in_use', 'An account already uses this email address: invite the first admin with another one.');

  let clinicId: number;
  if (kind === 'application') {
    const row = (await q.findApplication(trx, id))!;
    const province = row.province as Province;
    const place = locatePostalCode(row.postal_code) ?? provinceCentroid(province);
    clinicId = await q.insertClinic(trx, {
      practice_name: row.practice_name, address: row.address, city: row.city, province, postal_code: row.postal_code, latitude: place.lat, longitude: place.lng,
      phone: row.phone, email: row.email, vet_name: row.vet_name, subdomain: body.subdomain, master_clinic_id: null, is_automatic_registration: 1,
      is_live: body.goLive ? 1 : 0, is_approved: 1, restrict_shipping_to_province: HOME_SHIPPING_WITHIN_CLINIC_PROVINCE_DEFAULT ? 1 : 0,
      time_zone: TIME_ZONE_OF_PROVINCE[province], distributor_name: row.distributor_name, distributor_account: row.distributor_account,
      purchasing_group: row.purchasing_group, created_at: nowIso,
    });
    await q.decideApplication(trx, id, { status: 'approved', clinicId, now: nowIso });
  } else {
    clinicId = placeholderId!;
    await q.approvePlaceholderClinic(trx, clinicId, { subdomain: body.subdomain, live: body.goLive });
    await q.decideRequest(trx, id, { status: 'approved', now: nowIso });
  }
  try {
    await inviteFirstAdmin(trx, clinicId, { userId: admin.id, firstName: admin.firstName, lastName: admin.lastName }, body.admin, baseUrl, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'admin_email_in_use', 'An account already uses this email address: invite the first admin with another one.');
    throw error;
  }
  const clientsTold = body.goLive ? await tellWaitingClients(trx, clinicId, current.practiceName, baseUrl, now) : 0;
  await writePlatformAudit(trx, admin, {
    clinicId, entity: kind === 'application' ? 'clinic_application' : 'new_clinic_request', entityId: id, action: 'approve', before: null,
    after: { subdomain: body.subdomain, live: body.goLive, adminEmail: body.admin.email, ...(body.goLive ? { clientsTold } : {}) },
  }, now);
}

/**
 * Refusal with a reason (issue 25): the applicant (or the client who typed the clinic in) is emailed it;
 * a PIN the application used gets its use back, so the clinic can apply again with it; audited.
 */
export async function refuse(trx: Transaction<Database>, admin: SiteAdmin, kind: EnrolmentKind, id: number, reason: string, now: Date) {
  const nowIso = now.toISOString();
  const current = await item(trx, kind, id);
  const locked = kind === 'application' ? await q.lockApplication(trx, id) : await q.lockRequest(trx, id);
  if (!locked) throw notFound();
  if (locked.status !== 'pending') throw alreadyDecided();
  let firstName: string;
  if (kind === 'application') {
    await q.decideApplication(trx, id, { status: 'refused', reason, now: nowIso });
    const refused = (await q.findApplication(trx, id))!;
    firstName = refused.contact_first_name;
    if (refused.pin_id !== null) await q.releasePinUse(trx, Number(refused.pin_id));
  } else {
    await q.decideRequest(trx, id, { status: 'refused', reason, now: nowIso });
    firstName = current.contactName.split(' ')[0] ?? '';
  }
  await enqueueEmail(trx, enrolmentRefusedEmail({ email: current.email, firstName, language: current.language }, { clinicName: current.practiceName, reason }), now);
  await writePlatformAudit(trx, admin, {
    clinicId: current.clinicId, entity: kind === 'application' ? 'clinic_application' : 'new_clinic_request', entityId: id, action: 'refuse',
    before: null, after: { reason },
  }, now);
}

/** An approved clinic goes live (issue 25): it takes registrations from now on, and its waiting clients are told; audited. */
export async function goLive(trx: Transaction<Database>, admin: SiteAdmin, clinicId: number, baseUrl: string, now: Date): Promise<number> {
  const clinic = await q.lockClinic(trx, clinicId);
  if (!clinic) throw new AppError(404, 'clinic_not_found', 'This clinic was not found.');
  if (Number(clinic.is_live) === 1 && Number(clinic.is_approved) === 1) throw new AppError(409, 'clinic_already_live', 'This clinic is already live.');
  if (Number(clinic.is_approved) !== 1) throw new AppError(409, 'already_decided', 'This clinic is not approved: approve it from the enrolment queue first.');
  await q.setLive(trx, clinicId);
  const clientsTold = await tellWaitingClients(trx, clinicId, clinic.practice_name, baseUrl, now);
  await writePlatformAudit(trx, admin, { clinicId, entity: 'clinic', entityId: clinicId, action: 'go_live', before: { live: false }, after: { live: true, clientsTold } }, now);
  return clientsTold;
}

// PINs --------------------------------------------------------------------------------------------

const toPin = (row: q.PinRow): EnrolmentPin => ({
  id: Number(row.id), code: formatPin(row.code), scope: row.scope, label: row.label, purchasingGroup: row.purchasing_group, distributorName: row.distributor_name,
  distributorAccount: row.distributor_account, maxUses: Number(row.max_uses), uses: Number(row.uses), expiresAt: row.expires_at, createdAt: row.created_at,
});

export async function listPins(db: Db) {
  return { pins: (await q.listPins(db)).map(toPin) };
}

const newCode = () => Array.from({ length: PIN_LENGTH }, () => PIN_ALPHABET[randomInt(PIN_ALPHABET.length)]).join('');

/** A new PIN (issue 25): a random code, its limits and what it pre-fills; audited with no clinic. */
export async function createPin(trx: Transaction<Database>, admin: SiteAdmin, body: PinRequest, now: Date): Promise<EnrolmentPin> {
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + body.validDays * DAY_MS).toISOString();
  let code = newCode();
  // 31^10 codes: a clash is all but impossible, and is simply drawn again.
  while (await q.findPinByCode(trx, code)) code = newCode();
  const id = await q.insertPin(trx, {
    code, scope: body.scope, label: body.label, purchasing_group: body.purchasingGroup, distributor_name: body.distributorName,
    distributor_account: body.distributorAccount, max_uses: body.maxUses, expires_at: expiresAt, created_by: admin.id, created_at: nowIso,
  });
  await writePlatformAudit(trx, admin, {
    clinicId: null, entity: 'enrolment_pin', entityId: id, action: 'create', before: null,
    after: { scope: body.scope, label: body.label, maxUses: body.maxUses, expiresAt },
  }, now);
  const [row] = (await q.listPins(trx)).filter((p) => Number(p.id) === id);
  return toPin(row!);
}

