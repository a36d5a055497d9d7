import type { ApprovePrescriptionRequest } from '../../../contracts/clinic';
import type { RenewalReportRow, RenewalTask } from '../../../contracts/clinic-renewals';
import type { Language } from '../../../domain/constants';
import { REPORT_WINDOW_DAYS } from '../../../domain/prescription-renewals';
import { DAY_MS } from '../../../domain/time';
import { renewalNotFound, renewalRows, renewalStatus, requestFromTask, type RenewalRow } from '../../account/prescriptions';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { policyValues } from '../../shared/clinic-policies';
import { auditRole, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import { nameIn } from '../clinic-records';
import { decidePrescription } from '../prescriptions';
import { num, text, toCsv } from '../reports';
import * as q from './renewals.queries';

/**
 * The veterinarian's renewal tasks and the prescriptions report (issue 28;
 * docs/decisions/118-prescription-renewals.md). A decision goes through the prescription approval
 * (decidePrescription): the renewal request (made now if the client never asked) becomes a new
 * validated prescription, or is denied with the reason, and the client gets that email.
 */

const decided = () => new AppError(409, 'renewal_decided', 'This renewal was already decided.');

const productNameOf = (lang: Language, r: { productNameEn: string | null; productNameFr: string | null; familyNameEn: string; familyNameFr: string }) =>
  nameIn(lang, r.productNameEn, r.productNameFr) || nameIn(lang, r.familyNameEn, r.familyNameFr);

function toTask(row: RenewalRow, lang: Language): RenewalTask {
  return {
    id: Number(row.id), status: renewalStatus(row), reason: row.reason, source: row.source,
    client: { id: Number(row.userId), firstName: row.firstName, lastName: row.lastName, email: row.email },
    petName: row.petName, productName: productNameOf(lang, row), prescriptionId: Number(row.prescriptionId), expiresAt: row.expiresAt,
    refillsRemaining: Number(row.refillQuantityRemaining), quantity: Number(row.quantity), createdAt: row.createdAt, requestedAt: row.requestedAt,
    declineReason: row.declineReason,
  };
}

const clinicTask = (db: Db, clinicId: number, id: number) => renewalRows(db).where('r.clinic_id', '=', clinicId).where('r.id', '=', id).executeTakeFirst();

/** GET /api/clinic/renewals: open and requested tasks first (requested before open), then the last decided ones. */
export async function renewalTasks(db: Db, staff: StaffIdentity, lang: Language) {
  const [rows, policies] = await Promise.all([q.clinicTasks(db, staff.clinicId, 200), policyValues(db, staff.clinicId)]);
  return { tasks: rows.map((r) => toTask(r, lang)), defaultRefills: policies.refills };
}

export type RenewalDecision = ({ kind: 'approve' } & ApprovePrescriptionRequest) | { kind: 'decline'; reason: string };

/**
 * Approve or decline a task (veterinarian only, as decidePrescription checks): the client's request
 * (made now when they never asked) is decided by the prescription approval, which emails the client;
 * then the task is closed and audited. A task already decided is 409; another clinic's is 404.
 */
export async function decideRenewal(db: Db, staff: StaffIdentity, id: number, decision: RenewalDecision, lang: Language, baseUrl: string, now = new Date()) {
  const row = await clinicTask(db, staff.clinicId, id);
  if (!row) throw renewalNotFound();
  const status0 = renewalStatus(row);
  if (status0 === 'approved' || status0 === 'declined') throw decided();
  // The approval's own checks, before the request is made: a refused decision leaves the task as it was.
  if (!staff.isVeterinarian) throw new AppError(403, 'veterinarian_only', 'Only a veterinarian can approve or deny a prescription.');
  if (!staff.licence.number || !staff.licence.province) {
    throw new AppError(409, 'licence_missing', 'Your veterinary licence is not on file: a clinic admin adds it on the staff page before you decide.');
  }
  if (decision.kind === 'approve' && `${decision.expiresOn}T23:59:59.999Z` <= now.toISOString()) {
    throw new AppError(400, 'expiry_in_past', 'expiresOn: the expiry date must be in the future.');
  }
  let requestId = row.requestPrescriptionId === null ? null : Number(row.requestPrescriptionId);
  if (requestId === null) {
    requestId = await db.transaction().execute((trx) => requestFromTask(trx, { id: Number(row.id), userId: Number(row.userId), prescriptionId: Number(row.prescriptionId) }, now));
    if (requestId === null) throw decided();
  }
  await decidePrescription(db, staff, requestId,
    decision.kind === 'approve' ? decision : { kind: 'deny', reason: decision.reason }, baseUrl, now);
  const status = decision.kind === 'approve' ? 'approved' as const : 'declined' as const;
  await db.transaction().execute(async (trx) => {
    await q.closeTask(trx, Number(row.id), { status, decline_reason: decision.kind === 'decline' ? decision.reason : '', decided_at: now.toISOString(), decided_by_user_id: staff.userId });
    await writeAudit(trx, {
      clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff, 'veterinarian'), entity: 'prescription_renewal', entityId: Number(row.id),
      action: decision.kind, before: { status: row.status }, after: { status, prescriptionId: requestId, ...(decision.kind === 'decline' ? { reason: decision.reason } : { expiresOn: decision.expiresOn, refills: decision.refills }) },
      now: now.toISOString(),
    });
  });
  const after = await clinicTask(db, staff.clinicId, id);
  return { task: toTask(after!, lang) };
}

/** GET /api/clinic/renewals/report: validated prescriptions expired in the last 30 days, and those expiring in the next 30 (rr §9). */
export async function renewalReport(db: Db, staff: StaffIdentity, lang: Language, now = new Date()) {
  const [expired, expiring] = await Promise.all([
    q.reportRows(db, staff.clinicId, new Date(now.getTime() - REPORT_WINDOW_DAYS * DAY_MS).toISOString(), now.toISOString(), 'desc'),
    q.reportRows(db, staff.clinicId, now.toISOString(), new Date(now.getTime() + REPORT_WINDOW_DAYS * DAY_MS).toISOString(), 'asc'),
  ]);
  const toRow = (r: q.ReportRow): RenewalReportRow => ({
    prescriptionId: Number(r.id), client: { id: Number(r.userId), firstName: r.firstName, lastName: r.lastName, email: r.email },
    petName: r.petName, productName: productNameOf(lang, r), expiresAt: r.expiresAt ?? '', refillsRemaining: Number(r.refillQuantityRemaining),
    renewalId: r.renewalId === null ? null : Number(r.renewalId),
  });
  return { expired: expired.map(toRow), expiring: expiring.map(toRow) };
}

const CSV_HEADER = {
  en: ['Report', 'Client', 'Email', 'Pet', 'Product', 'Expires', 'Refills left', 'Renewal task'],
  fr: ['Rapport', 'Client', 'Courriel', 'Animal', 'Produit', 'Expiration', 'Renouvellements restants', 'Tâche de renouvellement'],
} as const;
const CSV_SECTION = { en: { expired: 'Expired (last 30 days)', expiring: 'Expiring (next 30 days)' }, fr: { expired: 'Expirée (30 derniers jours)', expiring: 'Expire (30 prochains jours)' } } as const;

/** GET /api/clinic/renewals/report.csv: the same rows, through the reports' CSV writer (UTF-8 with BOM, quoted, formulas neutralised). */
export async function renewalReportCsv(db: Db, staff: StaffIdentity, lang: Language, now = new Date()) {
  const report = await renewalReport(db, staff, lang, now);
  const rows = (['expired', 'expiring'] as const).flatMap((key) => report[key].map((r) => [
    text(CSV_SECTION[lang][key]), text(`${r.client.firstName} ${r.client.lastName}`), text(r.client.email), text(r.petName), text(r.productName),
    text(r.expiresAt.slice(0, 10)), num(r.refillsRemaining), text(r.renewalId === null ? '' : String(r.renewalId)),
  ]));
  return { fileName: `prescriptions-${now.toISOString().slice(0, 10)}.csv`, body: toCsv(CSV_HEADER[lang], rows) };
}
