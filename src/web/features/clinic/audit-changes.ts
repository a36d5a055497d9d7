/**
 * What an audited staff action changed (issue 16: "who, role, when, what, before and after"): every
 * field of the event's before or after whose value differs, in the order the server wrote them (the
 * after's fields first, then those only the before had). A field only the after has is something the
 * action added (a reason, a tracking number), so it has no before.
 */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
  /** The before side had this field (else only the new value is shown). */
  hadBefore: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const was = before ?? {};
  const now = after ?? {};
  const fields = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  return fields
    .filter((field) => !same(was[field], now[field]))
    .map((field) => ({ field, before: was[field], after: now[field], hadBefore: Object.hasOwn(was, field) }));
}

/** Which message family names a "status" value, by the audited entity (unknown ones: the audit's own). */
export const STATUS_MESSAGES: Record<string, string> = {
  order: 'clinic.orderStatus',
  client: 'clinic.clientStatus',
  auto_order: 'clinic.autoOrderStatus',
  prescription_renewal: 'clinic.renewals.status',
};
