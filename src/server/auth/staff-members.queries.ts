import type { Db } from '../db/database';

/**
 * Whether a user is clinic staff (issue 16, table staff_members): sign-in refuses a disabled staff
 * member and sends an enabled one to the portal. Here rather than in clinic/ because auth decides
 * sign-in and the clinic portal sits above auth.
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

