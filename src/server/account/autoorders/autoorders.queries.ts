import { PostgresAdapter, type Updateable } from 'kysely';
import { AUTO_ORDER_REMINDER_DAYS, type Language } from '../../../domain/constants';
import { addDays } from '../../../domain/time';
import type { AutoOrderStatus } from '../../../domain/auto-order-status';
import type { Db } from '../../db/database';
import { effectivePolicies } from '../../shared/clinic-policies';
import type { AutoOrderSubscriptionTable } from '../../db/schema';

/**
 * The AutoOrder tables (issue 15): subscriptions and their items, and the runs that make each due
 * date happen once. The only Kysely user of the autoorders feature.
 */
export type RunState = 'claimed' | 'placed' | 'skipped' | 'declined' | 'needs_attention';

export interface SubscriptionItem {
  id: number;
  productId: number;
  petId: number | null;
  quantity: number;
  unitPriceCents: number | null;
}

export interface Subscription {
  id: number;
  userId: number;
  frequencyWeeks: number;
  nextOrderDate: string;
  shippingAddressId: number | null;
  billingAddressId: number | null;
  paymentMethodId: number | null;
  shippingOptionId: string;
  status: AutoOrderStatus;
  attentionReason: string | null;
  skippedDate: string | null;
  retryAt: string | null;
  declineCount: number;
  lastOrderDate: string | null;
  cancelReason: string | null;
  createdAt: string;
  items: SubscriptionItem[];
  /** accountStatus: the shopper's account (users.status); the engine orders for active accounts only. */
  shopper: { email: string; firstName: string; lang: Language; reminderDays: number; accountStatus: string };
}

/** A run's end states: its date is done, and no runner takes it again. */
const FINISHED_RUN_STATES = ['placed', 'skipped'] as const;

/** The ids a run is limited to, as an `in` list (an empty limit matches nothing). */
const onlyThese = (ids: readonly number[]): number[] => (ids.length > 0 ? [...ids] : [-1]);

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export interface ClaimedRun {
  runId: number;
  subscriptionId: number;
  dueDate: string;
}

/**
 * Takes the run of one due date, once: inserted when new; taken over when it was left claimed by
 * a runner that stopped (claimed before `staleBefore`), or when it ended declined or needing
 * attention (a retry, or the shopper fixed it). Null when another runner holds it or it is done.
 */
export async function claimRun(db: Db, subscriptionId: number, dueDate: string, now: Date, staleBefore: Date): Promise<number | null> {
  const row = await db
    .insertInto('auto_order_runs')
    .values({ subscription_id: subscriptionId, due_date: dueDate, state: 'claimed', claimed_at: now.toISOString() })
    .onConflict((oc) =>
      oc.columns(['subscription_id', 'due_date']).doUpdateSet((eb) => ({
        state: 'claimed',
        claimed_at: now.toISOString(),
        attempts: eb(eb.ref('auto_order_runs.attempts'), '+', 1),
      })).where((eb) => eb.or([
        eb('auto_order_runs.state', 'in', ['declined', 'needs_attention']),
        eb.and([eb('auto_order_runs.state', '=', 'claimed'), eb('auto_order_runs.claimed_at', '<', staleBefore.toISOString())]),
      ])),
    )
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The run of one due date as it is now (undefined when none was ever claimed). */
export async function findRunOn(db: Db, subscriptionId: number, dueDate: string): Promise<{ state: RunState; claimedAt: string } | undefined> {
  const row = await db.selectFrom('auto_order_runs').select(['state', 'claimed_at'])
    .where('subscription_id', '=', subscriptionId).where('due_date', '=', dueDate).executeTakeFirst();
  return row && { state: row.state as RunState, claimedAt: row.claimed_at };
}

/** Those of the subscriptions whose run of that date already ended placed or skipped: it is not claimed again (claimRun). */
export async function withFinishedRunOn(db: Db, subscriptionIds: readonly number[], dueDate: string): Promise<Set<number>> {
  if (subscriptionIds.length === 0) return new Set();
  const rows = await db.selectFrom('auto_order_runs').select('subscription_id')
    .where('subscription_id', 'in', [...subscriptionIds]).where('due_date', '=', dueDate).where('state', 'in', [...FINISHED_RUN_STATES])
    .execute();
  return new Set(rows.map((r) => Number(r.subscription_id)));
}

export async function hasFinishedRunOn(db: Db, subscriptionId: number, dueDate: string): Promise<boolean> {
  return (await withFinishedRunOn(db, [subscriptionId], dueDate)).has(subscriptionId);
}

/** What makes a subscription due as of a date: one definition for the claim and for the pass that queues the runs. */
function dueSubscriptions(db: Db, o: { asOf: string; now: Date; staleBefore: Date; onlyIds?: readonly number[] }) {
  let query = db
    .selectFrom('auto_order_subscriptions as s')
    .select(['s.id', 's.next_order_date'])
    .where((eb) => eb.or([
      eb.and([eb('s.status', '=', 'active'), eb('s.next_order_date', '<=', o.asOf)]),
      eb.and([eb('s.status', '=', 'needs_attention'), eb('s.attention_reason', '=', 'bill_declined'), eb('s.retry_at', 'is not', null), eb('s.retry_at', '<=', o.now.toISOString())]),
    ]))
    .where(({ not, exists, selectFrom }) => not(exists(
      selectFrom('auto_order_runs as r')
        .select('r.id')
        .whereRef('r.subscription_id', '=', 's.id')
        .whereRef('r.due_date', '=', 's.next_order_date')
        .where((eb) => eb.or([
          eb('r.state', 'in', [...FINISHED_RUN_STATES]),
          eb.and([eb('r.state', '=', 'claimed'), eb('r.claimed_at', '>=', o.staleBefore.toISOString())]),
        ])),
    )));
  if (o.onlyIds) query = query.where('s.id', 'in', onlyThese(o.onlyIds));
  return query;
}

/** The ids of the subscriptions due as of `asOf` after `afterId`, in id order (the AutoOrder pass queues a run job for each). */
export async function listDueSubscriptionIds(db: Db, o: { asOf: string; now: Date; staleBefore: Date; afterId: number; limit: number }): Promise<number[]> {
  const rows = await dueSubscriptions(db, o).where('s.id', '>', o.afterId).orderBy('s.id').limit(o.limit).execute();
  return rows.map((r) => Number(r.id));
}

export interface ClaimBatch {
  claimed: ClaimedRun[];
  /**
   * Found due but taken by another runner between this runner's read and its claim (on PostgreSQL a
   * row the other runner unlocked after this statement's snapshot). Not "nothing due": the runner
   * leaves these out and asks again (issue 30: a second runner used to stop here while thousands
   * were still due).
   */
  lost: number[];
}

/**
 * Claims up to `limit` due subscriptions' runs in one short transaction (due: dueSubscriptions). On
 * PostgreSQL the subscription rows are locked with `FOR UPDATE SKIP LOCKED`, so runners on several
 * servers take different ones instead of waiting.
 */
export async function claimDueRuns(
  db: Db,
  o: { asOf: string; now: Date; staleBefore: Date; exclude: readonly number[]; limit: number; onlyIds?: readonly number[] },
): Promise<ClaimBatch> {
  return db.transaction().execute(async (trx) => {
    let query = dueSubscriptions(trx, o).orderBy('s.next_order_date').orderBy('s.id').limit(o.limit);
    if (o.exclude.length > 0) query = query.where('s.id', 'not in', [...o.exclude]);
    const postgres = isPostgres(trx);
    if (postgres) query = query.forUpdate('s').skipLocked();
    const locked = await query.execute();
    const batch: ClaimBatch = { claimed: [], lost: [] };
    let due = locked;
    if (postgres && locked.length > 0) {
      // The locking read judged "due" on its snapshot: a subscription another runner claimed and
      // unlocked just after it passes SKIP LOCKED. Judged again now that the rows are ours (a new
      // snapshot): claiming such a one would wait on its run, which the other runner is finishing
      // while it waits for this runner's lock on the subscription: a deadlock (issue 30's bench).
      const still = new Set((await dueSubscriptions(trx, { ...o, onlyIds: locked.map((s) => Number(s.id)) }).execute()).map((s) => Number(s.id)));
      due = locked.filter((s) => still.has(Number(s.id)));
      batch.lost.push(...locked.filter((s) => !still.has(Number(s.id))).map((s) => Number(s.id)));
    }
    for (const s of due) {
      const runId = await claimRun(trx, Number(s.id), s.next_order_date, o.now, o.staleBefore);
      if (runId !== null) batch.claimed.push({ runId, subscriptionId: Number(s.id), dueDate: s.next_order_date });
      else batch.lost.push(Number(s.id));
    }
    return batch;
  });
}

export async function finishRun(
  db: Db,
  runId: number,
  o: { state: Exclude<RunState, 'claimed'>; reason: string; orderIds?: readonly number[]; skippedProductIds?: readonly number[]; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('auto_order_runs')
    .set({
      state: o.state, reason: o.reason, order_ids: (o.orderIds ?? []).join(','), skipped_product_ids: (o.skippedProductIds ?? []).join(','),
      finished_at: o.now.toISOString(),
    })
    .where('id', '=', runId)
    .where('state', '=', 'claimed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claim back untouched (nothing was placed): the next pass takes it again. */
export async function releaseRun(db: Db, runId: number): Promise<void> {
  await db.updateTable('auto_order_runs').set({ claimed_at: new Date(0).toISOString() }).where('id', '=', runId).where('state', '=', 'claimed').execute();
}

const subscriptionColumns = [
  's.id', 's.user_id', 's.frequency_weeks', 's.next_order_date', 's.shipping_address_id', 's.billing_address_id', 's.payment_method_id',
  's.shipping_option_id', 's.status', 's.attention_reason', 's.skipped_date', 's.retry_at', 's.decline_count', 's.last_order_date',
  's.cancel_reason', 's.created_at', 'u.email', 'u.first_name', 'u.language', 'u.status as account_status', 'c.id as clinic_id',
] as const;

/** Subscriptions with their items and who they email; `userId` keeps a shopper to their own (else none found). */
export async function findSubscriptions(db: Db, by: { ids?: readonly number[]; userId?: number; includeCancelled?: boolean }): Promise<Subscription[]> {
  let query = db
    .selectFrom('auto_order_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('clinics as c', 'c.id', 'u.clinic_id')
    .select(subscriptionColumns)
    .orderBy('s.next_order_date')
    .orderBy('s.id');
  if (by.ids) query = query.where('s.id', 'in', by.ids.length > 0 ? [...by.ids] : [-1]);
  if (by.userId !== undefined) query = query.where('s.user_id', '=', by.userId);
  if (by.includeCancelled === false) query = query.where('s.status', '<>', 'cancelled');
  const rows = await query.execute();
  if (rows.length === 0) return [];
  // The reminder lead in effect at each clinic: its own or its master clinic's (issue 25).
  const policies = await effectivePolicies(db, rows.map((r) => Number(r.clinic_id)));
  const reminderDaysOf = (clinicId: number) => policies.get(clinicId)?.values.autoOrderReminderDays ?? AUTO_ORDER_REMINDER_DAYS;
  const items = await db
    .selectFrom('auto_order_items')
    .select(['id', 'subscription_id', 'product_id', 'pet_id', 'quantity', 'unit_price_cents'])
    .where('subscription_id', 'in', rows.map((r) => Number(r.id)))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    frequencyWeeks: Number(r.frequency_weeks),
    nextOrderDate: r.next_order_date,
    shippingAddressId: r.shipping_address_id === null ? null : Number(r.shipping_address_id),
    billingAddressId: r.billing_address_id === null ? null : Number(r.billing_address_id),
    paymentMethodId: r.payment_method_id === null ? null : Number(r.payment_method_id),
    shippingOptionId: r.shipping_option_id,
    status: r.status as AutoOrderStatus,
    attentionReason: r.attention_reason,
    skippedDate: r.skipped_date,
    retryAt: r.retry_at,
    declineCount: Number(r.decline_count),
    lastOrderDate: r.last_order_date,
    cancelReason: r.cancel_reason,
    createdAt: String(r.created_at),
    items: items
      .filter((i) => Number(i.subscription_id) === Number(r.id))
      .map((i) => ({
        id: Number(i.id), productId: Number(i.product_id), petId: i.pet_id === null ? null : Number(i.pet_id), quantity: Number(i.quantity),
        unitPriceCents: i.unit_price_cents === null ? null : Number(i.unit_price_cents),
      })),
    shopper: {
      email: r.email, firstName: r.first_name, lang: r.language === 'fr' ? 'fr' : 'en', reminderDays: reminderDaysOf(Number(r.clinic_id)), accountStatus: r.account_status,
    },
  }));
}

export async function findSubscription(db: Db, id: number, userId?: number): Promise<Subscription | null> {
  return (await findSubscriptions(db, { ids: [id], userId }))[0] ?? null;
}

/** Locks one of the shopper's subscriptions for a change (PostgreSQL; SQLite writes one at a time). */
export async function lockSubscription(db: Db, id: number, userId: number): Promise<boolean> {
  let query = db.selectFrom('auto_order_subscriptions').select('id').where('id', '=', id).where('user_id', '=', userId);
  if (isPostgres(db)) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

export async function updateSubscription(db: Db, id: number, patch: Updateable<AutoOrderSubscriptionTable>): Promise<void> {
  await db.updateTable('auto_order_subscriptions').set(patch).where('id', '=', id).execute();
}

/** What the engine read of a subscription before placing its order: the fields a shopper's change (cancel, skip, snooze, date, frequency, review) moves. */
export interface SubscriptionSnapshot {
  status: string;
  nextOrderDate: string;
  skippedDate: string | null;
  frequencyWeeks: number;
}

export const snapshotOf = (s: Subscription): SubscriptionSnapshot => ({
  status: s.status, nextOrderDate: s.nextOrderDate, skippedDate: s.skippedDate, frequencyWeeks: s.frequencyWeeks,
});

/**
 * The engine's write of a run's result: applied only while the subscription is as `seen` (true),
 * so a change the shopper saved while the card was being charged is never overwritten (false).
 * On PostgreSQL the condition is checked again on the row's latest version after any concurrent
 * change commits.
 */
export async function updateSubscriptionIfUnchanged(
  db: Db,
  id: number,
  seen: SubscriptionSnapshot,
  patch: Updateable<AutoOrderSubscriptionTable>,
): Promise<boolean> {
  let query = db
    .updateTable('auto_order_subscriptions')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', seen.status)
    .where('next_order_date', '=', seen.nextOrderDate)
    .where('frequency_weeks', '=', seen.frequencyWeeks);
  query = seen.skippedDate === null ? query.where('skipped_date', 'is', null) : query.where('skipped_date', '=', seen.skippedDate);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/** The date a skip moved away from was ordered after all: the skip can no longer be undone. */
export async function forgetSkipOf(db: Db, id: number, date: string): Promise<void> {
  await db.updateTable('auto_order_subscriptions').set({ skipped_date: null }).where('id', '=', id).where('skipped_date', '=', date).execute();
}

/** An order waiting on the veterinarian holds its subscription, unless the shopper changed its status meanwhile (cancelled it). */
export async function holdForVet(db: Db, id: number): Promise<void> {
  await db.updateTable('auto_order_subscriptions').set({ status: 'waiting_for_vet' }).where('id', '=', id).where('status', '=', 'active').execute();
}

/** The AutoOrder unit prices the shopper accepted (null keeps an item's price unknown). */
export async function recordItemPrices(db: Db, subscriptionId: number, prices: ReadonlyMap<number, number>): Promise<void> {
  for (const [productId, cents] of prices) {
    await db.updateTable('auto_order_items').set({ unit_price_cents: cents }).where('subscription_id', '=', subscriptionId).where('product_id', '=', productId).execute();
  }
}

export async function setItemQuantity(db: Db, subscriptionId: number, itemId: number, quantity: number): Promise<boolean> {
  const r = await db.updateTable('auto_order_items').set({ quantity }).where('id', '=', itemId).where('subscription_id', '=', subscriptionId).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteItem(db: Db, subscriptionId: number, itemId: number): Promise<boolean> {
  const r = await db.deleteFrom('auto_order_items').where('id', '=', itemId).where('subscription_id', '=', subscriptionId).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Adds a product for a pet, or more of it when the pet already has it. */
export async function addItem(db: Db, subscriptionId: number, item: { productId: number; petId: number | null; quantity: number; unitPriceCents: number | null }): Promise<void> {
  let existing = db.selectFrom('auto_order_items').select(['id', 'quantity']).where('subscription_id', '=', subscriptionId).where('product_id', '=', item.productId);
  existing = item.petId === null ? existing.where('pet_id', 'is', null) : existing.where('pet_id', '=', item.petId);
  const row = await existing.executeTakeFirst();
  if (row) {
    await db.updateTable('auto_order_items').set({ quantity: Number(row.quantity) + item.quantity, unit_price_cents: item.unitPriceCents }).where('id', '=', row.id).execute();
    return;
  }
  await db.insertInto('auto_order_items').values({ subscription_id: subscriptionId, product_id: item.productId, pet_id: item.petId, quantity: item.quantity, unit_price_cents: item.unitPriceCents }).execute();
}

export async function insertSubscription(
  db: Db,
  s: { userId: number; frequencyWeeks: number; nextOrderDate: string; shippingAddressId: number | null; billingAddressId: number | null; paymentMethodId: number | null; shippingOptionId: string; status: AutoOrderStatus; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('auto_order_subscriptions')
    .values({
      user_id: s.userId, checkout_id: null, frequency_weeks: s.frequencyWeeks, next_order_date: s.nextOrderDate, shipping_address_id: s.shippingAddressId,
      billing_address_id: s.billingAddressId, payment_method_id: s.paymentMethodId, shipping_option_id: s.shippingOptionId, status: s.status,
      created_at: s.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Deletes a subscription: its runs go with it, its past orders stay (no longer linked). */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.updateTable('orders').set({ auto_order_subscription_id: null }).where('auto_order_subscription_id', '=', id).execute();
  await db.deleteFrom('auto_order_runs').where('subscription_id', '=', id).execute();
  await db.deleteFrom('auto_order_items').where('subscription_id', '=', id).execute();
  await db.deleteFrom('auto_order_subscriptions').where('id', '=', id).execute();
}

/** The clinics with an active AutoOrder of an active account due after `asOf`, by the reminder lead in effect at each (issue 25). */
async function reminderLeads(db: Db, asOf: string, onlyIds?: readonly number[]): Promise<Map<number, number[]>> {
  let query = db
    .selectFrom('auto_order_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.clinic_id').distinct()
    .where('s.status', '=', 'active')
    .where('u.status', '=', 'active')
    .where('s.next_order_date', '>', asOf);
  if (onlyIds) query = query.where('s.id', 'in', onlyThese(onlyIds));
  const clinicIds = (await query.execute()).map((r) => Number(r.clinic_id));
  const policies = await effectivePolicies(db, clinicIds);
  const byLead = new Map<number, number[]>();
  for (const id of clinicIds) {
    const days = policies.get(id)?.values.autoOrderReminderDays ?? AUTO_ORDER_REMINDER_DAYS;
    byLead.set(days, [...(byLead.get(days) ?? []), id]);
  }
  return byLead;
}

/**
 * Active subscriptions of active accounts whose next order is within their own clinic's reminder
 * lead (1 to 365 days, its own or its master clinic's: issue 25) and whose reminder for that date
 * has not gone out. One condition per lead in effect: each clinic is looked at only as far ahead as
 * its own lead.
 */
export async function listReminderCandidates(
  db: Db,
  o: { asOf: string; afterId: number; limit: number; onlyIds?: readonly number[] },
): Promise<{ id: number; nextOrderDate: string; reminderDays: number }[]> {
  const leads = await reminderLeads(db, o.asOf, o.onlyIds);
  if (leads.size === 0) return [];
  let query = db
    .selectFrom('auto_order_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.next_order_date', 'u.clinic_id'])
    .where('s.status', '=', 'active')
    .where('u.status', '=', 'active')
    .where('s.id', '>', o.afterId)
    .where('s.next_order_date', '>', o.asOf)
    .where((eb) => eb.or([...leads].map(([days, clinicIds]) => eb.and([eb('u.clinic_id', 'in', clinicIds), eb('s.next_order_date', '<=', addDays(o.asOf, days))]))))
    .where((eb) => eb.or([eb('s.reminder_sent_for', 'is', null), eb('s.reminder_sent_for', '<>', eb.ref('s.next_order_date'))]));
  if (o.onlyIds) query = query.where('s.id', 'in', onlyThese(o.onlyIds));
  const rows = await query.orderBy('s.id').limit(o.limit).execute();
  const leadOf = new Map([...leads].flatMap(([days, clinicIds]) => clinicIds.map((id) => [id, days] as const)));
  return rows.map((r) => ({ id: Number(r.id), nextOrderDate: r.next_order_date, reminderDays: leadOf.get(Number(r.clinic_id)) ?? AUTO_ORDER_REMINDER_DAYS }));
}

/** Marks the reminder for this date sent: true for the one caller that changed it (it then queues the email). */
export async function markReminderSent(db: Db, id: number, date: string): Promise<boolean> {
  const r = await db
    .updateTable('auto_order_subscriptions')
    .set({ reminder_sent_for: date })
    .where('id', '=', id)
    .where('next_order_date', '=', date)
    .where((eb) => eb.or([eb('reminder_sent_for', 'is', null), eb('reminder_sent_for', '<>', date)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Of these products, those needing a prescription or the clinic's approval, with their family. */
export async function approvalFamilies(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'family_id'])
    .where('id', 'in', [...new Set(productIds)])
    .where((eb) => eb.or([eb('is_prescription_product', '=', 1), eb('is_approval_required', '=', 1)]))
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.family_id)]));
}

/** Product names for messages. */
export async function productNames(db: Db, ids: readonly number[], lang: Language): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'name_en', 'name_fr']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [Number(r.id), lang === 'fr' ? r.name_fr : r.name_en]));
}

/** What the shopper's pages show beside a subscription: products, pets, addresses and cards (their own, not deleted). */
export async function displayLookups(db: Db, userId: number, productIds: readonly number[]) {
  const [products, pets, addresses, cards] = await Promise.all([
    productIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('products').select(['id', 'name_en', 'name_fr', 'image', 'is_subscription', 'allow_browsing', 'is_clinic_pickup_only']).where('id', 'in', [...new Set(productIds)]).execute(),
    db.selectFrom('pets').select(['id', 'name']).where('user_id', '=', userId).where('is_deleted', '=', 0).orderBy('id').execute(),
    db.selectFrom('addresses').select(['id', 'location_name', 'street1', 'city', 'province', 'postal_code']).where('user_id', '=', userId).where('is_deleted', '=', 0).orderBy('id').execute(),
    db.selectFrom('payment_methods').select(['id', 'brand', 'last4', 'exp_month', 'exp_year']).where('user_id', '=', userId).where('is_deleted', '=', 0).orderBy('id').execute(),
  ]);
  return {
    products: new Map(products.map((p) => [Number(p.id), { nameEn: p.name_en, nameFr: p.name_fr, image: p.image, isSubscription: p.is_subscription === 1, allowBrowsing: p.allow_browsing === 1, isClinicPickupOnly: p.is_clinic_pickup_only === 1 }])),
    pets: pets.map((p) => ({ id: Number(p.id), name: p.name })),
    addresses: addresses.map((a) => ({ id: Number(a.id), locationName: a.location_name, street1: a.street1, city: a.city, province: a.province, postalCode: a.postal_code })),
    cards: cards.map((c) => ({ id: Number(c.id), brand: c.brand, last4: c.last4, expMonth: Number(c.exp_month), expYear: Number(c.exp_year) })),
  };
}

/** A product the shopper may put on AutoOrder: offered on AutoOrder and still sold. */
export async function findAutoOrderProduct(db: Db, productId: number) {
  const p = await db.selectFrom('products').select(['id', 'name_en', 'name_fr', 'is_subscription', 'allow_browsing']).where('id', '=', productId).executeTakeFirst();
  return p ? { id: Number(p.id), nameEn: p.name_en, nameFr: p.name_fr, ok: p.is_subscription === 1 && p.allow_browsing === 1 } : null;
}

/**
 * One of the shopper's own orders' items (for "Make this an AutoOrder"), its delivery option, card
 * and the saved address it was shipped to (the one matching the order's address, null when none
 * still does); null when the order is not theirs.
 */
export async function findOwnOrderItems(db: Db, userId: number, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'shipping_option_id', 'payment_method_id', 'ship_location_name', 'ship_street1', 'ship_street2', 'ship_city', 'ship_province', 'ship_postal_code'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('status', '<>', 'pending_payment')
    .executeTakeFirst();
  if (!order) return null;
  // The order keeps a copy of its address: the saved one it came from is the one still alike (the same name first).
  const saved = await db
    .selectFrom('addresses')
    .select(['id', 'location_name'])
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .where('street1', '=', order.ship_street1)
    .where('street2', '=', order.ship_street2)
    .where('city', '=', order.ship_city)
    .where('province', '=', order.ship_province)
    .where('postal_code', '=', order.ship_postal_code)
    .orderBy('id')
    .execute();
  const shippedTo = saved.find((a) => a.location_name === order.ship_location_name) ?? saved[0];
  const items = await db.selectFrom('order_items').select(['product_id', 'name', 'pet_id', 'quantity']).where('order_id', '=', orderId).where('promo_parent_order_item_id', 'is', null).orderBy('id').execute();
  return {
    shippingOptionId: order.shipping_option_id, paymentMethodId: order.payment_method_id === null ? null : Number(order.payment_method_id),
    shippingAddressId: shippedTo ? Number(shippedTo.id) : null,
    items: items.map((i) => ({ productId: Number(i.product_id), name: i.name, petId: i.pet_id === null ? null : Number(i.pet_id), quantity: Number(i.quantity) })),
  };
}

