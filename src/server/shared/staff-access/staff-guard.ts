import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { rolesOf, type StaffIdentity } from './staff-identity';
import { findStaffMember } from './staff-members.queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard on every /api/clinic route. */
    staff?: StaffIdentity;
  }
}

export interface StaffGuard {
  /** onRequest hook: an enabled staff member of a clinic, with a live session (else 401 / 403). */
  requireStaff: (request: FastifyRequest) => Promise<void>;
  /** onRequest hook: a clinic admin (rr §6 "clinic admin/account holder"): staff, settings, returns. */
  requireAdmin: (request: FastifyRequest) => Promise<void>;
  /** The staff member the guard found (call only behind one of the hooks). */
  staffOf: (request: FastifyRequest) => StaffIdentity;
}

/**
 * The clinic portal's guard, on the server, for every feature with routes under /api/clinic: a
 * visitor gets 401, a shopper or a disabled staff member 403, and `request.staff.clinicId` scopes
 * every query so another clinic's ids answer 404.
 */
export function staffGuard(app: FastifyInstance, db: Db): StaffGuard {
  async function requireStaff(request: FastifyRequest): Promise<void> {
    await app.requireShopper(request);
    const row = await findStaffMember(db, request.shopper!.userId);
    if (!row || row.disabledAt || row.status !== 'active') throw new AppError(403, 'not_staff', 'This page is for clinic staff.');
    request.staff = {
      userId: Number(row.id), clinicId: Number(row.clinicId), clinicName: row.clinicName, firstName: row.firstName, lastName: row.lastName,
      email: row.email, roles: rolesOf(row), isVeterinarian: Boolean(Number(row.isVeterinarian)), isAdmin: Boolean(Number(row.isAdmin)),
      licence: { number: row.licenceNumber, province: row.licenceProvince },
      clinicApprovedForReturns: Number(row.clinicApprovedForReturns) === 1,
      clinicIsMaster: Number(row.childCount ?? 0) > 0,
    };
  }
  async function requireAdmin(request: FastifyRequest): Promise<void> {
    await requireStaff(request);
    if (!request.staff!.isAdmin) throw new AppError(403, 'clinic_admin_only', 'Only a clinic admin can do this.');
  }
  return { requireStaff, requireAdmin, staffOf: (request) => request.staff! };
}
