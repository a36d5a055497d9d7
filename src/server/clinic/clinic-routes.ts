import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { publicGuard, routeKit, type AuditWriter } from '../http/route-kit';
import { auditRole, requireRecentPasscode, staffGuard, writeAudit, type AuditInput, type StaffIdentity } from '../shared/staff-access';

/** A staff action's audit event, as a route names it; the kit adds who, their role, the clinic and when. */
export type ClinicAuditEvent = Omit<AuditInput, 'clinicId' | 'actorUserId' | 'actorRole' | 'now'>;

const writeStaffAudit: AuditWriter<StaffIdentity, ClinicAuditEvent> = (trx, staff, event, now) =>
  writeAudit(trx, { ...event, clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), now: now.toISOString() });

/**
 * The clinic portal's routes (issue 23 §3; http/route-kit.ts): every enabled staff member, or the
 * clinic admin only, checked on the server (401 / 403) with the staff member as the route's actor;
 * a route answers 400, 404 and 409 besides unless it names its own statuses, and may write its
 * audit event in its transaction. `adminWithPasscode` is the clinic admin on a passcode page (the
 * statements, invoices). `public` is for the invitation link's calls (400, 429).
 */
export function clinicRouteKit(app: FastifyInstance, db: Db, tag = 'clinic') {
  const { requireStaff, requireAdmin, staffOf } = staffGuard(app, db);
  const common = { db, tags: [tag], errors: [400, 404, 409], audit: writeStaffAudit } as const;
  // Passcode pages (issue 28): the guard, then this session's password given again within 10 minutes (403 passcode_required).
  const withPasscode = (check: (request: FastifyRequest) => Promise<void>) => async (request: FastifyRequest) => {
    await check(request);
    await requireRecentPasscode(db, request);
  };
  return {
    staff: routeKit(app, { ...common, guard: { check: requireStaff, statuses: [401, 403], actorOf: staffOf } }),
    admin: routeKit(app, { ...common, guard: { check: requireAdmin, statuses: [401, 403], actorOf: staffOf } }),
    adminWithPasscode: routeKit(app, { ...common, guard: { check: withPasscode(requireAdmin), statuses: [401, 403], actorOf: staffOf } }),
    public: routeKit<null, never>(app, { db, tags: [tag], errors: [400, 429], guard: publicGuard }),
  };
}
