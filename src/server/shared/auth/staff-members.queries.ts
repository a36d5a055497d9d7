import type { Db } from '../../db/database';

/**
 * Whether a user is clinic staff (issue 16, table staff_members) or a site administrator (issue 23,
 * platform_admins): sign-in refuses a disabled staff member and sends each to their portal. Here
 * rather than in clinic/ or platform/ because auth decides sign-in and the portals sit above it.
 */
/** True when the user is a staff member whose account was disabled (auth refuses the sign-in). */
export async function isDisabledStaffMember(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('staff_members').select('disabled_at').where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row?.disabled_at);
}

/** True when the user is an enabled staff member. */
export async function isEnabledStaffMember(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('staff_members').select('user_id').where('user_id', '=', userId).where('disabled_at', 'is', null).executeTakeFirst();
  return Boolean(row);
}

/** True when the user is one of the platform's site administrators. */
export async function isSiteAdmin(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('platform_admins').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row);
}

/** True when the user is a manufacturer representative (issue 26, manufacturer_reps). */
export async function isManufacturerRep(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('manufacturer_reps').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row);
}

/** True when the user is one of a distributor's people (issue 25, distributor_users). */
export async function isDistributorUser(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('distributor_users').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row);
}
