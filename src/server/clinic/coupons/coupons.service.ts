import { COUPON_CODE_TAKEN_MESSAGE, COUPON_ERROR, type ClinicCoupon, type CouponInput, type CouponStatus } from '../../../contracts/clinic-coupons';
import { localDateOf, startOfLocalDay } from '../../../domain/report-periods';
import { addDays } from '../../../domain/time';
import { normalizeCouponCode } from '../../../domain/validation/coupon';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { auditRole, writeAudit, type StaffIdentity } from '../../shared/staff-access';
import { isUniqueViolation } from '../../db/unique-violation';
import { clinicTimeZone } from '../clinic-records.queries';
import * as q from './coupons.queries';

/**
 * The clinic admin's coupons (issue 17): create, edit and end codes with the rules the pricing
 * engine applies at the cart. Codes are kept upper-case (as the cart stores the code it applied) and
 * are unique per clinic whatever their case. Dates are the clinic's local days: a coupon starts at
 * local midnight of its first day and ends (exclusive) at local midnight after its last day.
 */
const notFound = () => new AppError(404, COUPON_ERROR.coupon_not_found, 'This coupon was not found.');
const taken = () => new AppError(409, COUPON_ERROR.coupon_code_taken, COUPON_CODE_TAKEN_MESSAGE);

function statusOf(row: q.CouponRow, now: Date): CouponStatus {
  const at = now.toISOString();
  if (!row.is_active || (row.ends_at !== null && (row.ends_at <= at || row.ends_at <= row.starts_at))) return 'ended';
  return row.starts_at > at ? 'scheduled' : 'active';
}

function toCoupon(row: q.CouponRow, timeZone: string, now: Date): ClinicCoupon {
  const percent = Number(row.discount_percent);
  return {
    id: Number(row.id),
    code: row.code,
    kind: percent > 0 ? 'percent' : 'amount',
    percent,
    amountCents: percent > 0 ? 0 : Number(row.discount_cents),
    minimumSubtotalCents: Number(row.min_subtotal_cents),
    autoOrderRule: row.auto_order_only ? 'autoOrderOnly' : row.not_for_auto_order ? 'notForAutoOrder' : 'any',
    oneUsePerShopper: Boolean(row.one_use_per_shopper),
    startsOn: localDateOf(new Date(row.starts_at), timeZone),
    endsOn: row.ends_at === null ? null : localDateOf(new Date(Date.parse(row.ends_at) - 1), timeZone),
    status: statusOf(row, now),
    uses: Number(row.uses),
  };
}

function columnsOf(input: CouponInput, timeZone: string) {
  return {
    code: normalizeCouponCode(input.code).toUpperCase(),
    discount_percent: input.kind === 'percent' ? input.percent : 0,
    discount_cents: input.kind === 'amount' ? input.amountCents : 0,
    min_subtotal_cents: input.minimumSubtotalCents,
    auto_order_only: input.autoOrderRule === 'autoOrderOnly' ? 1 : 0,
    not_for_auto_order: input.autoOrderRule === 'notForAutoOrder' ? 1 : 0,
    one_use_per_shopper: input.oneUsePerShopper ? 1 : 0,
    starts_at: startOfLocalDay(input.startsOn, timeZone).toISOString(),
    ends_at: input.endsOn === null ? null : startOfLocalDay(addDays(input.endsOn, 1), timeZone).toISOString(),
  };
}

export async function listCoupons(db: Db, staff: StaffIdentity, now: Date): Promise<{ coupons: ClinicCoupon[] }> {
  const timeZone = await clinicTimeZone(db, staff.clinicId);
  return { coupons: (await q.listCoupons(db, staff.clinicId)).map((row) => toCoupon(row, timeZone, now)) };
}

export async function getCoupon(db: Db, staff: StaffIdentity, id: number, now: Date): Promise<ClinicCoupon> {
  const row = await q.findCoupon(db, staff.clinicId, id);
  if (!row) throw notFound();
  return toCoupon(row, await clinicTimeZone(db, staff.clinicId), now);
}

const audit = (staff: StaffIdentity, id: number, action: string, before: ClinicCoupon | null, after: ClinicCoupon | null, now: Date) => ({
  clinicId: staff.clinicId, actorUserId: staff.userId, actorRole: auditRole(staff), entity: 'coupon' as const, entityId: id, action,
  before, after, now: now.toISOString(),
});

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two admins saving the same code at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Creates a coupon in the route's transaction; the route writes its audit event there
 * (coupons.routes.ts, the route kit's `audit`).
 */
export function createCoupon(trx: Transaction<Database>, staff: StaffIdentity, input: CouponInput, now: Date): Promise<ClinicCoupon> {
  return guarded(async () => {
    const timeZone = await clinicTimeZone(trx, staff.clinicId);
    const columns = columnsOf(input, timeZone);
    if (await q.codeTaken(trx, staff.clinicId, columns.code, null)) throw taken();
    const at = now.toISOString();
    const id = await q.insertCoupon(trx, { ...columns, clinic_id: staff.clinicId, is_active: 1, created_at: at, updated_at: at });
    return toCoupon((await q.findCoupon(trx, staff.clinicId, id))!, timeZone, now);
  });
}

export function updateCoupon(db: Db, staff: StaffIdentity, id: number, input: CouponInput, now: Date): Promise<ClinicCoupon> {
  return guarded(() => db.transaction().execute(async (trx) => {
    const row = await q.findCoupon(trx, staff.clinicId, id);
    if (!row) throw notFound();
    const timeZone = await clinicTimeZone(trx, staff.clinicId);
    const before = toCoupon(row, timeZone, now);
    const columns = columnsOf(input, timeZone);
    if (await q.codeTaken(trx, staff.clinicId, columns.code, id)) throw taken();
    await q.updateCoupon(trx, staff.clinicId, id, { ...columns, is_active: 1, updated_at: now.toISOString() });
    const after = toCoupon((await q.findCoupon(trx, staff.clinicId, id))!, timeZone, now);
    await writeAudit(trx, audit(staff, id, 'coupon_updated', before, after, now));
    return after;
  }));
}

/** Ends a coupon now: shoppers are told it has expired; a cart holding it loses the discount. */
export function endCoupon(db: Db, staff: StaffIdentity, id: number, now: Date): Promise<ClinicCoupon> {
  return db.transaction().execute(async (trx) => {
    const row = await q.findCoupon(trx, staff.clinicId, id);
    if (!row) throw notFound();
    const timeZone = await clinicTimeZone(trx, staff.clinicId);
    const before = toCoupon(row, timeZone, now);
    if (before.status === 'ended') return before;
    const at = now.toISOString();
    // A coupon that has not started yet ends where it would have started (it never worked).
    const endsAt = row.starts_at > at ? row.starts_at : at;
    await q.updateCoupon(trx, staff.clinicId, id, { ends_at: endsAt, updated_at: at });
    const after = toCoupon((await q.findCoupon(trx, staff.clinicId, id))!, timeZone, now);
    await writeAudit(trx, audit(staff, id, 'coupon_ended', before, after, now));
    return after;
  });
}
