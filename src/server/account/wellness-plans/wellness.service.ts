import type { Transaction } from 'kysely';
import type { WellnessEnrolment } from '../../../contracts/wellness-plans';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../shared/staff-access';
import { hashCardLinkToken, runDueWellnessPayments, type BillingDeps } from './wellness-billing';
import * as q from './wellness.queries';

/** The client's side of wellness plans (issue 27): their enrolments, and the card-update link. */
const linkInvalid = () => new AppError(404, 'wellness_link_invalid', 'This card-update link has been used, has expired or is not yours.');

export async function enrolmentsOfClient(db: Db, userId: number): Promise<WellnessEnrolment[]> {
  return q.enrolmentViews(db, await q.enrolmentRowsOf(db, { userId }));
}

/** One enrolment as its clinic or its client sees it, or null. */
export async function enrolmentView(db: Db | Transaction<Database>, enrolmentId: number): Promise<WellnessEnrolment | null> {
  const row = await q.findEnrolmentRow(db, enrolmentId);
  return row ? (await q.enrolmentViews(db, [row]))[0]! : null;
}

async function usableLink(db: Db, userId: number, token: string, now: Date) {
  const link = await q.findCardLink(db, hashCardLinkToken(token));
  if (!link || link.used_at !== null || link.expires_at <= now.toISOString()) throw linkInvalid();
  const enrolment = await q.findEnrolmentRow(db, Number(link.enrolment_id));
  // A cancelled plan may still owe its closing payment: its link works; a deceased pet's ended everything.
  if (!enrolment || Number(enrolment.user_id) !== userId || !['active', 'on_hold', 'cancelled'].includes(enrolment.status)) throw linkInvalid();
  return { link, enrolment };
}

export async function cardLinkInfo(db: Db, userId: number, token: string, now: Date) {
  const { enrolment } = await usableLink(db, userId, token, now);
  const view = (await enrolmentView(db, Number(enrolment.id)))!;
  const dueCents = view.payments.filter((p) => p.state === 'bill_declined').reduce((n, p) => n + p.amountCents, 0);
  return { enrolmentId: view.id, planNameEn: view.plan.nameEn, planNameFr: view.plan.nameFr, petName: view.pet.name, dueCents };
}

/**
 * The client's new card for a plan (a card they saved with the card form): the link is used up, the
 * enrolment charges that card from now on, and its declined payments are charged at once.
 */
export async function useCardLink(deps: BillingDeps, userId: number, token: string, paymentMethodId: number, now: Date) {
  const { link, enrolment } = await usableLink(deps.db, userId, token, now);
  const card = await q.findUsableCard(deps.db, userId, paymentMethodId);
  if (!card) throw new AppError(404, 'wellness_card_not_found', 'This card was not found among your saved cards.');
  await deps.db.transaction().execute(async (trx) => {
    if (!(await q.useCardLink(trx, Number(link.id), now))) throw linkInvalid();
    await trx.updateTable('wellness_enrolments').set({ payment_method_id: Number(card.id) }).where('id', '=', Number(enrolment.id)).execute();
    await q.retryDeclinedNow(trx, Number(enrolment.id), now);
    await writeAudit(trx, {
      clinicId: Number(enrolment.clinic_id), actorUserId: userId, actorRole: 'client', entity: 'wellness_enrolment', entityId: Number(enrolment.id),
      action: 'wellness_card_updated', before: { cardId: Number(enrolment.cardId) }, after: { cardId: Number(card.id) }, now: now.toISOString(),
    });
  });
  const entries = await runDueWellnessPayments(deps, { asOf: now.toISOString().slice(0, 10), now, onlyEnrolmentIds: [Number(enrolment.id)] });
  const view = (await enrolmentView(deps.db, Number(enrolment.id)))!;
  return { paid: entries.length > 0 && entries.every((e) => e.outcome === 'paid'), enrolment: view };
}
