import type { StaffMe, StaffRole } from '../../../contracts/clinic';

/** The signed-in staff member, as the guard found them (issue 16, rr §6). */
export interface StaffIdentity {
  userId: number;
  clinicId: number;
  clinicName: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Every role held, most powerful first. */
  roles: StaffRole[];
  isVeterinarian: boolean;
  isAdmin: boolean;
  /** A veterinarian's licence on file ('' when none): a prescription decision records it (issue 24). */
  licence: { number: string; province: string };
  /** rr §6: the platform may make a clinic "not approved to create returns" (issue 25). */
  clinicApprovedForReturns: boolean;
  /** The clinic is a master clinic: it has child clinics (issue 25). */
  clinicIsMaster?: boolean;
}

export const rolesOf = (row: { isAdmin: number; isVeterinarian: number }): StaffRole[] => {
  const roles: StaffRole[] = [];
  if (Number(row.isAdmin)) roles.push('clinic_admin');
  if (Number(row.isVeterinarian)) roles.push('veterinarian');
  if (roles.length === 0) roles.push('clinic_staff');
  return roles;
};

/** The role the audit log records for an action: the role that allowed it, else the first held. */
export const auditRole = (staff: StaffIdentity, needs?: StaffRole): StaffRole => (needs && staff.roles.includes(needs) ? needs : staff.roles[0]!);

export function staffMe(staff: StaffIdentity): StaffMe {
  return {
    id: staff.userId, firstName: staff.firstName, lastName: staff.lastName, email: staff.email, roles: staff.roles,
    canDecidePrescriptions: staff.isVeterinarian,
    clinic: { id: staff.clinicId, name: staff.clinicName, isApprovedForReturns: staff.clinicApprovedForReturns, isMaster: staff.clinicIsMaster === true },
  };
}
