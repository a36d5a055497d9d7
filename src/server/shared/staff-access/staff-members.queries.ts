import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A user's staff row with their name and clinic, or undefined for a shopper. */
export function findStaffMember(db: Executor, userId: number) {
  return db
    .selectFrom('staff_members as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('clinics as c', 'c.id', 's.clinic_id')
    .select([
      's.user_id as id', 's.clinic_id as clinicId', 's.is_admin as isAdmin', 's.is_veterinarian as isVeterinarian',
      's.disabled_at as disabledAt', 's.licence_number as licenceNumber', 's.licence_province as licenceProvince', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.status',
      'c.practice_name as clinicName', 'c.is_approved_for_returns as clinicApprovedForReturns',
      // A master clinic has child clinics (issue 25): its admin sets their policies and reads the group report.
      (eb) => eb.selectFrom('clinics as ch').select((e) => e.fn.countAll().as('n')).whereRef('ch.master_clinic_id', '=', 'c.id').as('childCount'),
    ])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
}
