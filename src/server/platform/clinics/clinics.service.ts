import type { Transaction } from 'kysely';
import type {
  ClinicCapabilities, ClinicCapabilitiesUpdate, PlatformClinicClientList, PlatformClinicDetail, PlatformClinicList, PlatformClinicSummary,
  RestrictedAreaAdd,
} from '../../../contracts/platform-clinics';
import { clinicState, type ClinicState } from '../../../domain/clinic-state';
import { PLATFORM_CLIENTS_PAGE_SIZE, PLATFORM_CLINICS_PAGE_SIZE } from '../../../domain/constants';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { selectAudit, toAuditEvent } from '../../shared/staff-access';
import { paging } from '../list-paging';
import { deleteClinicArea, insertClinicArea, listClinicAreas } from '../../shared/ordering-limits';
import { normalizeAreaValue } from '../../../domain/ordering-limits';
import type { SiteAdmin } from '../platform-guard';
import { writePlatformAudit } from '../platform-routes';
import * as q from './clinics.queries';

/** The platform's audit events about a clinic are of this entity (its capabilities). */
const CLINIC_ENTITY = 'clinic';
/** How many of them a clinic's page shows. */
const AUDIT_SHOWN = 20;

export const clinicNotFound = () => new AppError(404, 'clinic_not_found', 'This clinic was not found.');

const flag = (value: unknown) => Number(value) === 1;

type Activity = NonNullable<PlatformClinicSummary['lastActivity']>;

/** The latest of the clinic's last order, registration and staff action (ISO texts compare as times). */
function lastActivity(row: q.ClinicSummaryRow): Activity | null {
  const candidates: [string | null, Activity['kind']][] = [
    [row.lastOrderAt as string | null, 'order'], [row.lastRegistrationAt as string | null, 'registration'], [row.lastStaffActionAt as string | null, 'staff_action'],
  ];
  let latest: Activity | null = null;
  for (const [at, kind] of candidates) if (at && (!latest || at > latest.at)) latest = { at, kind };
  return latest;
}

function toSummary(row: q.ClinicSummaryRow): PlatformClinicSummary {
  return {
    id: Number(row.id), name: row.name, subdomain: row.subdomain, city: row.city, province: row.province,
    state: clinicState({ isApproved: flag(row.isApproved), isLive: flag(row.isLive) }),
    staffCount: Number(row.staffCount ?? 0), clientCount: Number(row.clientCount ?? 0), orderCount: Number(row.orderCount ?? 0),
    lastActivity: lastActivity(row),
    masterClinic: row.masterId === null ? null : { id: Number(row.masterId), name: row.masterName ?? '' },
    capabilities: { isAuthorisedToOrder: flag(row.isAuthorisedToOrder), isApprovedForReturns: flag(row.isApprovedForReturns) },
  };
}

/** GET /api/platform/clinics: a page of clinics by name, with the filter's total. */
export async function listClinics(db: Db, query: { q?: string; state?: ClinicState; page: number }): Promise<PlatformClinicList> {
  const filter = { q: query.q, state: query.state };
  const { limit, offset, ...pages } = paging(query.page, await q.countClinics(db, filter), PLATFORM_CLINICS_PAGE_SIZE);
  const ids = await q.pageOfClinicIds(db, filter, { limit, offset });
  const byId = new Map((await q.clinicSummaries(db, ids)).map((row) => [Number(row.id), row]));
  const clinics = ids.flatMap((id) => { const row = byId.get(id); return row ? [toSummary(row)] : []; });
  return { clinics, ...pages };
}

/**
 * GET /api/platform/clinics/:clinicId/clients (issue 25): the clinic's client accounts by name, a
 * page at a time, with their pets and orders counts and whether each may not place orders.
 */
export async function listClinicClients(db: Db, clinicId: number, query: { q?: string; page: number }): Promise<PlatformClinicClientList> {
  const clinic = await q.clinicName(db, clinicId);
  if (!clinic) throw clinicNotFound();
  const { limit, offset, ...pages } = paging(query.page, await q.countClinicClients(db, clinicId, query.q), PLATFORM_CLIENTS_PAGE_SIZE);
  const rows = await q.pageOfClinicClients(db, clinicId, query.q, { limit, offset });
  return {
    clinic: { id: Number(clinic.id), name: clinic.name },
    clients: rows.map((r) => ({
      id: Number(r.id), firstName: r.firstName, lastName: r.lastName, email: r.email, createdAt: r.createdAt,
      petCount: Number(r.petCount ?? 0), orderCount: Number(r.orderCount ?? 0), mayNotOrder: flag(r.mayNotOrder),
    })),
    ...pages,
  };
}

/** GET /api/platform/clinics/:clinicId: the clinic, its child clinics and what the platform changed for it. */
export async function clinicDetail(db: Db | Transaction<Database>, clinicId: number): Promise<PlatformClinicDetail> {
  const [row] = await q.clinicSummaries(db, [clinicId]);
  if (!row) throw clinicNotFound();
  const [children, audit, areas] = await Promise.all([
    q.childClinicsOf(db, clinicId),
    selectAudit(db, clinicId).where('e.entity', '=', CLINIC_ENTITY).limit(AUDIT_SHOWN).execute(),
    listClinicAreas(db, clinicId),
  ]);
  return {
    clinic: {
      ...toSummary(row),
      address: row.address, postalCode: row.postalCode, phone: row.phone, email: row.email, vetName: row.vetName, distributorName: row.distributorName,
      isAutomaticRegistration: flag(row.isAutomaticRegistration), createdAt: row.createdAt,
      childClinics: children.map((c) => ({ id: Number(c.id), name: c.name })),
      restrictedAreas: areas.map((a) => ({ id: a.id, kind: a.kind, value: a.value })),
    },
    audit: audit.map(toAuditEvent),
  };
}

/**
 * PUT /api/platform/clinics/:clinicId/capabilities: sets either capability (issue 25 "Capabilities
 * per clinic"); a change is audited with the site administrator as actor and the clinic as object,
 * in the transaction of the change. Setting a value it already has changes and audits nothing.
 */
export async function setCapabilities(trx: Transaction<Database>, admin: SiteAdmin, clinicId: number, patch: ClinicCapabilitiesUpdate, now: Date): Promise<void> {
  const row = await q.lockCapabilities(trx, clinicId);
  if (!row) throw clinicNotFound();
  const before: ClinicCapabilities = { isAuthorisedToOrder: flag(row.isAuthorisedToOrder), isApprovedForReturns: flag(row.isApprovedForReturns) };
  const after: ClinicCapabilities = {
    isAuthorisedToOrder: patch.isAuthorisedToOrder ?? before.isAuthorisedToOrder,
    isApprovedForReturns: patch.isApprovedForReturns ?? before.isApprovedForReturns,
  };
  const changed = (Object.keys(after) as (keyof ClinicCapabilities)[]).filter((key) => after[key] !== before[key]);
  if (changed.length === 0) return;
  await q.updateCapabilities(trx, clinicId, after);
  await writePlatformAudit(trx, admin, {
    clinicId, entity: CLINIC_ENTITY, entityId: clinicId, action: 'capabilities',
    before: Object.fromEntries(changed.map((key) => [key, before[key]])), after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  }, now);
}

/**
 * rr §6 "some customer accounts may not place orders" (issue 25): a site administrator sets it on any
 * client account (not a staff member's, not a site administrator's: 404); a change is audited in the
 * client's clinic's log, as the clinic admin's own change is.
 */
export async function setClientOrdering(trx: Transaction<Database>, admin: SiteAdmin, userId: number, mayNotOrder: boolean, now: Date): Promise<void> {
  const client = await q.findClient(trx, userId);
  if (!client) throw new AppError(404, 'client_not_found', 'This client account was not found.');
  const before = flag(client.mayNotOrder);
  if (before === mayNotOrder) return;
  await q.setMayNotOrder(trx, userId, mayNotOrder);
  await writePlatformAudit(trx, admin, {
    clinicId: Number(client.clinicId), entity: 'client', entityId: userId, action: 'ordering', before: { mayNotOrder: before }, after: { mayNotOrder },
  }, now);
}

export const invalidRestrictedArea = () =>
  new AppError(400, 'invalid_restricted_area', 'Enter a postal code (K1A 0B1), the start of one (X0A) or a province code (NU).');
export const restrictedAreaNotFound = () => new AppError(404, 'restricted_area_not_found', 'This restricted area was not found for this clinic.');

/** How an area is named in the audit log: 'prefix P0V'. */
const areaLabel = (a: { kind: string; value: string }) => `${a.kind} ${a.value}`;

/**
 * POST /api/platform/clinics/:clinicId/restricted-areas (issue 25): home delivery from the clinic
 * stops going to the area (pickup still does); audited. An area the clinic has already changes nothing.
 */
export async function addRestrictedArea(trx: Transaction<Database>, admin: SiteAdmin, clinicId: number, body: RestrictedAreaAdd, now: Date): Promise<void> {
  if (!(await q.lockCapabilities(trx, clinicId))) throw clinicNotFound();
  const value = normalizeAreaValue(body.kind, body.value);
  if (value === null) throw invalidRestrictedArea();
  const added = await insertClinicArea(trx, clinicId, body.kind, value, now);
  if (!added) return;
  await writePlatformAudit(trx, admin, {
    clinicId, entity: CLINIC_ENTITY, entityId: clinicId, action: 'restricted_area_add', before: {}, after: { restrictedArea: areaLabel(added) },
  }, now);
}

/** DELETE /api/platform/clinics/:clinicId/restricted-areas/:areaId: home delivery goes there again; audited. */
export async function removeRestrictedArea(trx: Transaction<Database>, admin: SiteAdmin, clinicId: number, areaId: number, now: Date): Promise<void> {
  if (!(await q.lockCapabilities(trx, clinicId))) throw clinicNotFound();
  const removed = await deleteClinicArea(trx, clinicId, areaId);
  if (!removed) throw restrictedAreaNotFound();
  await writePlatformAudit(trx, admin, {
    clinicId, entity: CLINIC_ENTITY, entityId: clinicId, action: 'restricted_area_remove', before: { restrictedArea: areaLabel(removed) }, after: {},
  }, now);
}
