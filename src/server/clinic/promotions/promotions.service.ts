import type { Transaction } from 'kysely';
import type { ClinicPromotion, ClinicPromotionList } from '../../../contracts/clinic-promotions';
import { PROMOTION_ERROR } from '../../../contracts/platform-promotions';
import { kindOfStored, scheduleAt, STORE_TIME_ZONE } from '../../../domain/promotion-editor';
import { localDateOf } from '../../../domain/report-periods';
import { flag, type Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The platform's running and scheduled promotions as a clinic admin sees them, and the clinic's
 * switch of each (issue 26; docs/decisions/111-clinic-promotion-switch.md). A switch is a row of
 * clinic_promotion_switches while the promotion is off for the clinic's store; a master clinic's
 * row covers its children, who see it off "by the master clinic" and cannot switch it on. Nothing is
 * rebuilt: the list, the product page, the cart and AutoOrder runs read the client's switches per call.
 */
type Executor = Db | Transaction<Database>;

const notFound = () => new AppError(404, PROMOTION_ERROR.promotion_not_found, 'This promotion was not found, or it has ended.');

function clinicOf(db: Executor, clinicId: number) {
  return db.selectFrom('clinics as c').leftJoin('clinics as m', 'm.id', 'c.master_clinic_id')
    .select((eb) => [
      'c.id', 'c.practice_name', 'c.master_clinic_id', 'm.practice_name as master_name',
      eb.exists(eb.selectFrom('clinics as k').select('k.id').whereRef('k.master_clinic_id', '=', 'c.id')).as('has_children'),
    ])
    .where('c.id', '=', clinicId)
    .executeTakeFirst();
}

/** Promotions not ended at `now` (running or scheduled), soonest first; `only` narrows to one. */
function currentPromotions(db: Executor, now: Date, only?: number) {
  let query = db.selectFrom('promotions as p')
    .select((eb) => [
      'p.id', 'p.name_en', 'p.name_fr', 'p.badge_label_en', 'p.badge_label_fr', 'p.start_date', 'p.end_date', 'p.promo_type_id',
      'p.is_percentage_discount', 'p.is_auto_order_only_offer', 'p.hide_promo_info_in_webstore',
      eb.selectFrom('promotion_groups as g').innerJoin('promotion_group_products as gp', 'gp.group_id', 'g.id')
        .whereRef('g.promotion_id', '=', 'p.id').select((e) => e.fn.count<number>('gp.product_id').distinct().as('n')).as('product_count'),
    ])
    .where('p.end_date', '>', now.toISOString())
    .where('p.is_not_qualified', '=', 0);
  if (only !== undefined) query = query.where('p.id', '=', only);
  return query.orderBy('p.start_date').orderBy('p.id').execute();
}

async function switchesOf(db: Executor, clinicIds: readonly number[]) {
  const rows = await db.selectFrom('clinic_promotion_switches').select(['clinic_id', 'promotion_id']).where('clinic_id', 'in', [...clinicIds]).execute();
  return new Set(rows.map((r) => `${Number(r.clinic_id)}|${Number(r.promotion_id)}`));
}

const firstDay = (iso: string) => localDateOf(new Date(iso), STORE_TIME_ZONE);
const lastDay = (iso: string) => localDateOf(new Date(Date.parse(iso) - 1), STORE_TIME_ZONE);

export async function listClinicPromotions(db: Executor, clinicId: number, now: Date, only?: number): Promise<ClinicPromotionList> {
  const clinic = await clinicOf(db, clinicId);
  if (!clinic) throw new AppError(404, 'clinic_not_found', 'This clinic was not found.');
  const masterId = clinic.master_clinic_id === null ? null : Number(clinic.master_clinic_id);
  const [rows, switches] = await Promise.all([currentPromotions(db, now, only), switchesOf(db, masterId === null ? [clinicId] : [clinicId, masterId])]);
  const promotions = rows.map((row): ClinicPromotion => {
    const id = Number(row.id);
    const byMaster = masterId !== null && switches.has(`${masterId}|${id}`);
    const byClinic = switches.has(`${clinicId}|${id}`);
    return {
      id,
      kind: kindOfStored({ promoTypeId: Number(row.promo_type_id), isPercentageDiscount: flag(row.is_percentage_discount), isAutoOrderOnlyOffer: flag(row.is_auto_order_only_offer) }),
      nameEn: row.name_en, nameFr: row.name_fr, badgeLabelEn: row.badge_label_en, badgeLabelFr: row.badge_label_fr,
      startDay: firstDay(row.start_date), endDay: lastDay(row.end_date),
      schedule: scheduleAt(row.start_date, row.end_date, now) === 'scheduled' ? 'scheduled' : 'running',
      hidden: flag(row.hide_promo_info_in_webstore), productCount: Number(row.product_count ?? 0),
      switchedOff: byMaster || byClinic, switchedOffBy: byMaster ? 'master' : byClinic ? 'clinic' : null,
    };
  });
  return {
    clinic: { id: clinicId, name: clinic.practice_name },
    master: masterId === null ? null : { id: masterId, name: clinic.master_name ?? '' },
    coversChildren: flag(clinic.has_children),
    promotions,
  };
}

/**
 * Switches a promotion off (or on again) for the clinic's store. A promotion that does not exist
 * or has ended is a 404; switching on one the master clinic switched off is a 409 that says so.
 * Returns the promotion as it was and as it is, for the audit event.
 */
export async function switchPromotion(
  trx: Transaction<Database>, actor: { userId: number; clinicId: number }, promotionId: number, switchedOff: boolean, now: Date,
): Promise<{ before: ClinicPromotion; after: ClinicPromotion; list: ClinicPromotionList }> {
  const before = (await listClinicPromotions(trx, actor.clinicId, now, promotionId)).promotions[0];
  if (!before) throw notFound();
  if (!switchedOff && before.switchedOffBy === 'master') {
    throw new AppError(409, PROMOTION_ERROR.promotion_switched_off_by_master, 'Your master clinic switched this promotion off for all its clinics: only the master clinic can switch it on again.');
  }
  await trx.deleteFrom('clinic_promotion_switches').where('clinic_id', '=', actor.clinicId).where('promotion_id', '=', promotionId).execute();
  if (switchedOff) {
    await trx.insertInto('clinic_promotion_switches').values({
      clinic_id: actor.clinicId, promotion_id: promotionId, switched_off_by_user_id: actor.userId, switched_off_at: now.toISOString(),
    }).execute();
  }
  const list = await listClinicPromotions(trx, actor.clinicId, now);
  return { before, after: list.promotions.find((p) => p.id === promotionId)!, list };
}
