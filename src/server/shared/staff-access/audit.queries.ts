import type { Kysely, Transaction } from 'kysely';
import type { AuditEvent } from '../../../contracts/clinic';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * What a staff action is about; the audit log of a page is chosen by these. The platform's site
 * administrators write 'clinic' (a clinic's capabilities) and 'platform_admin' (issue 25), and the
 * product editor's 'product_family', 'product' and 'uploaded_image' (issue 26).
 */
export type AuditEntity =
  | 'client' | 'prescription' | 'order' | 'auto_order' | 'return' | 'staff' | 'settings' | 'coupon' | 'clinic' | 'platform_admin'
  | 'clinic_application' | 'new_clinic_request' | 'enrolment_pin' | 'promotion' | 'banner' | 'product_family' | 'product' | 'uploaded_image'
  | 'catalogue_import' | 'store_preview' | 'custom_payment' | 'wellness_plan' | 'wellness_enrolment' | 'wellness_payment'
  | 'clinic_invoice' | 'invoice_payment' | 'platform_fee_rate' | 'chargeback' | 'prescription_renewal';

export interface AuditInput {
  /** The clinic the action is about; null for a platform action about no clinic (a site administrator added). */
  clinicId: number | null;
  /** Null for the command line (`npm run platform`), which is nobody signed in. */
  actorUserId: number | null;
  actorRole: string;
  entity: AuditEntity;
  entityId: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  now: string;
}

/**
 * Every staff action is an audited event (issue 16 "Rules": who, role, when, what, before and
 * after), written in the transaction of the change it records.
 */
export async function writeAudit(trx: Transaction<Database>, input: AuditInput): Promise<void> {
  await trx.insertInto('audit_events').values({
    clinic_id: input.clinicId, actor_user_id: input.actorUserId, actor_role: input.actorRole, entity: input.entity, entity_id: input.entityId,
    action: input.action, before_json: input.before ? JSON.stringify(input.before) : '', after_json: input.after ? JSON.stringify(input.after) : '',
    created_at: input.now,
  }).execute();
}

/** A clinic's audit events with their actor's name, newest first; callers narrow it with `where`. */
export function selectAudit(db: Executor, clinicId: number) {
  return db.selectFrom('audit_events as e').leftJoin('users as a', 'a.id', 'e.actor_user_id')
    .select(['e.id', 'e.created_at as createdAt', 'e.actor_role as actorRole', 'e.entity', 'e.entity_id as entityId', 'e.action',
      'e.before_json as beforeJson', 'e.after_json as afterJson', 'a.first_name as actorFirstName', 'a.last_name as actorLastName'])
    .where('e.clinic_id', '=', clinicId)
    .orderBy('e.id', 'desc');
}

type AuditRow = Awaited<ReturnType<ReturnType<typeof selectAudit>['execute']>>[number];

function parseJson(value: string | null): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An audit row as the portal's pages show it. */
export const toAuditEvent = (e: AuditRow): AuditEvent => ({
  id: Number(e.id), createdAt: e.createdAt, actorName: [e.actorFirstName, e.actorLastName].filter(Boolean).join(' '), actorRole: e.actorRole,
  entity: e.entity, entityId: Number(e.entityId), action: e.action, before: parseJson(e.beforeJson), after: parseJson(e.afterJson),
});
