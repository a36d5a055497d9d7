import type { AutoOrderAttention } from '../../../domain/auto-order-status';
import { nextDateAfter, reminderDate, retryAfterDecline } from '../../../domain/auto-order-schedule';
import { MINUTE_MS, toIsoDate } from '../../../domain/time';
import { CHECKOUT_ERROR } from '../../../contracts/checkout';
import type { Db } from '../../db/database';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import { askRenewalsFor } from './autoorder-prescriptions';
import { placeSubscriptionOrder, quoteSubscriptionOrder, type SettleDeps, type SubscriptionOrderRequest, type SubscriptionQuote } from '../../shop/orders';
import {
  attentionEmail, declinedEmail, limitSkippedEmail, placedEmail, reminderEmail, skippedEmail, type EmailLinks, type ReminderPriceChange,
} from './autoorder-email';
import {
  claimDueRuns, findSubscription, finishRun, forgetSkipOf, holdForVet, listReminderCandidates, markReminderSent, productNames, recordItemPrices, releaseRun,
  snapshotOf, updateSubscription, updateSubscriptionIfUnchanged, type ClaimedRun, type Subscription,
} from './autoorders.queries';

/**
 * The AutoOrder engine (issue 15; docs/decisions/058-autoorder-engine.md). Each due date of each
 * subscription is a run, claimed once in the database (auto_order_runs, unique on subscription and
 * due date) before anything is placed; the order goes through the checkout's own placement path
 * (orders/index.ts) under the checkout key `autoorder:<id>:<date>`, so a runner that stops midway
 * is taken over after RUN_LEASE_MS and the takeover settles the same checkout rather than placing
 * another. What goes wrong is a state: declined (retried), needs attention (with the reason),
 * waiting for the vet, skipped (everything out of stock), each with its email in the same
 * transaction that records it. The subscription's part of each result is written only while the
 * shopper has not changed it since the engine read it: a cancel, skip or snooze saved while the
 * card was being charged stands, and an order already placed stays placed
 * (docs/decisions/075-autoorder-runs-and-the-shoppers-changes.md).
 */
export interface EngineDeps extends SettleDeps {
  /** The store's public origin, for the links in emails. */
  baseUrl: string;
}

/** A claim older than this is taken to be a runner that stopped (longer than the pending-checkout lease). */
export const RUN_LEASE_MS = 5 * MINUTE_MS;

export type RunOutcome = 'placed' | 'waiting_for_vet' | 'skipped' | 'declined' | 'needs_attention' | 'cancelled' | 'busy' | 'not_due';

/** The cancel reason recorded on the AutoOrders of a closed account. */
const ACCOUNT_CLOSED_REASON = 'Account closed';

export interface RunEntry {
  subscriptionId: number;
  dueDate: string;
  outcome: RunOutcome;
  /** Why (attention reason, decline message, products left out). */
  detail: string;
  orderNumbers: string[];
  /** The orders placed, for links to their pages. */
  orders: { orderId: number; orderNumber: string }[];
  totalCents: number;
  nextOrderDate: string | null;
}

export interface RunReport {
  asOf: string;
  entries: RunEntry[];
  reminders: number;
}

export interface RunOptions {
  asOf: string;
  now: Date;
  /** Runs claimed per transaction. */
  batch?: number;
  /** Only these subscriptions (tests, "Order now"). */
  onlyIds?: readonly number[];
  /** Stops after this many runs (tests: a runner that dies midway). */
  maxRuns?: number;
}

/** Processes everything due as of `asOf`: the reminders first, then each due subscription once. */
export async function runDueAutoOrders(deps: EngineDeps, o: RunOptions): Promise<RunReport> {
  const reminders = await sendReminders(deps, o.asOf, o.now, o.onlyIds);
  return { asOf: o.asOf, entries: await placeDueAutoOrders(deps, o), reminders };
}

/**
 * Claims and processes due runs until nothing is due: a batch that another runner took entirely
 * is not the end, only the subscriptions it took are left out (issue 30).
 */
export async function placeDueAutoOrders(deps: EngineDeps, o: RunOptions): Promise<RunEntry[]> {
  const entries: RunEntry[] = [];
  const exclude: number[] = [];
  const staleBefore = new Date(o.now.getTime() - RUN_LEASE_MS);
  for (;;) {
    const { claimed, lost } = await claimDueRuns(deps.db, { asOf: o.asOf, now: o.now, staleBefore, exclude, limit: o.batch ?? 10, onlyIds: o.onlyIds });
    if (claimed.length === 0 && lost.length === 0) break;
    exclude.push(...lost);
    for (const claim of claimed) {
      const entry = await processRun(deps, claim, o.now, 'due', o.asOf);
      entries.push(entry);
      if (entry.outcome === 'busy' || entry.outcome === 'not_due') exclude.push(claim.subscriptionId);
      if (o.maxRuns !== undefined && entries.length >= o.maxRuns) return entries;
    }
  }
  return entries;
}

const emailTo = (s: Subscription) => ({ email: s.shopper.email, firstName: s.shopper.firstName, lang: s.shopper.lang });
const links = (deps: EngineDeps, s: Subscription): EmailLinks => ({ baseUrl: deps.baseUrl, subscriptionId: s.id });

export function orderRequest(s: Subscription, dueDate: string, items = s.items): SubscriptionOrderRequest {
  return {
    subscriptionId: s.id, userId: s.userId, dueDate, lang: s.shopper.lang,
    items: items.map((i) => ({ productId: i.productId, petId: i.petId, quantity: i.quantity })),
    shippingAddressId: s.shippingAddressId, billingAddressId: s.billingAddressId, paymentMethodId: s.paymentMethodId, shippingOptionId: s.shippingOptionId,
  };
}

/** The next date after an order for `from`: a frequency later, and never a date already past (missed dates are not back-filled). */
function advance(from: string, weeks: number, asOf: string): string {
  let next = nextDateAfter(from, weeks);
  while (next <= asOf) next = nextDateAfter(next, weeks);
  return next;
}

/**
 * The claim's refusals that skip a date with their reason, emailed to the shopper (issue 25: the
 * ordering limits, and the clinic's policies: a quantity above its maximum per order, an order
 * outside its order cost range).
 */
const LIMIT_REFUSALS = new Set<string>([
  CHECKOUT_ERROR.monthly_limit, CHECKOUT_ERROR.allocation_limit, CHECKOUT_ERROR.restricted_area,
  CHECKOUT_ERROR.quantity_over_max, CHECKOUT_ERROR.order_below_minimum, CHECKOUT_ERROR.order_above_maximum,
]);

function attentionOf(code: string): AutoOrderAttention {
  if (code.includes('card') || code.startsWith('payment_method')) return 'card_expired';
  if (code.includes('address') || code.includes('delivery') || code === 'restricted_province') return 'address_missing';
  return 'product_discontinued';
}

/**
 * One claimed run: 'due' places the subscription's order for its due date; 'now' ("Order now")
 * places it today and the next date follows a frequency from today. Returns what became of it.
 */
export async function processRun(deps: EngineDeps, claim: ClaimedRun, now: Date, mode: 'due' | 'now', asOf = toIsoDate(now)): Promise<RunEntry> {
  const base: RunEntry = { subscriptionId: claim.subscriptionId, dueDate: claim.dueDate, outcome: 'not_due', detail: '', orderNumbers: [], orders: [], totalCents: 0, nextOrderDate: null };
  const s = await findSubscription(deps.db, claim.subscriptionId);
  const retrying = s?.status === 'needs_attention' && s.attentionReason === 'bill_declined';
  if (!s || (mode === 'due' && s.status !== 'active' && !retrying)) {
    await finishRun(deps.db, claim.runId, { state: 'skipped', reason: 'not active', now });
    return { ...base, detail: 'not active' };
  }
  if (mode === 'due' && s.nextOrderDate !== claim.dueDate) {
    // The shopper moved the date between the claim and this read: nothing is due. The claim is given
    // back, so the date is placed if it comes back (an undone skip).
    await releaseRun(deps.db, claim.runId);
    return { ...base, detail: 'moved by the shopper', nextOrderDate: s.nextOrderDate };
  }
  const today = toIsoDate(now);
  // What the subscription was when this run read it: its writes below apply only while it still is.
  const seen = snapshotOf(s);
  const settle = (trx: Db, patch: Parameters<typeof updateSubscription>[2]) => updateSubscriptionIfUnchanged(trx, s.id, seen, patch);
  /** The shopper changed the subscription while this run was in flight: their change stands; the entry says so. */
  const keptChange = async (entry: RunEntry): Promise<RunEntry> => {
    const current = await findSubscription(deps.db, s.id);
    const note = `changed by the shopper during the run (now ${current?.status ?? 'deleted'}): their change kept`;
    return { ...entry, detail: entry.detail ? `${entry.detail}; ${note}` : note, nextOrderDate: current && current.status !== 'cancelled' ? current.nextOrderDate : null };
  };

  if (s.shopper.accountStatus !== 'active') {
    // Nothing is ordered for an account that is not active, and no email goes to it. Closed is final:
    // the AutoOrder is cancelled with the reason. Disabled (deactivated), pending or unconfirmed may
    // come back: this date is skipped and the next one follows.
    const status = s.shopper.accountStatus;
    const closed = status === 'closed';
    const nextDate = advance(mode === 'now' ? today : claim.dueDate, s.frequencyWeeks, mode === 'now' ? today : asOf);
    let kept = false;
    await deps.db.transaction().execute(async (trx) => {
      if (!(await finishRun(trx, claim.runId, { state: 'skipped', reason: `account ${status}`, now }))) return;
      kept = !(await settle(trx, closed
        ? { status: 'cancelled', cancel_reason: ACCOUNT_CLOSED_REASON, cancelled_at: now.toISOString(), retry_at: null }
        : { next_order_date: nextDate, skipped_date: null, retry_at: null }));
    });
    const entry: RunEntry = closed
      ? { ...base, outcome: 'cancelled', detail: 'account closed: AutoOrder cancelled, nothing ordered' }
      : { ...base, outcome: 'skipped', detail: `account ${status}: nothing ordered for this date`, nextOrderDate: nextDate };
    return kept ? keptChange(entry) : entry;
  }

  const attention = async (reason: AutoOrderAttention, detail: string = reason): Promise<RunEntry> => {
    let kept = false;
    await deps.db.transaction().execute(async (trx) => {
      if (!(await finishRun(trx, claim.runId, { state: 'needs_attention', reason, now }))) return;
      kept = !(await settle(trx, { status: 'needs_attention', attention_reason: reason, attention_note: detail, retry_at: null }));
      if (!kept) await enqueueEmail(trx, attentionEmail(emailTo(s), links(deps, s), reason), now);
    });
    const entry: RunEntry = { ...base, outcome: 'needs_attention', detail, nextOrderDate: s.nextOrderDate };
    return kept ? keptChange(entry) : entry;
  };

  const quote = await quoteSubscriptionOrder(deps.db, orderRequest(s, claim.dueDate), now);
  if (quote.problem) return attention(quote.problem);
  if (mode === 'due') {
    const risen = s.items.filter((i) => {
      const line = quote.lines.find((l) => l.productId === i.productId && l.petId === i.petId);
      return i.unitPriceCents !== null && line !== undefined && line.unitPrice > i.unitPriceCents;
    });
    if (risen.length > 0) return attention('price_changed', `price_changed: ${risen.map((i) => i.productId).join(',')}`);
  }

  // Out of stock: the item is left out this time and stays in the subscription
  // (docs/decisions/058-autoorder-engine.md).
  const left = new Set(quote.outOfStockProductIds);
  let items = s.items.filter((i) => !left.has(i.productId));
  const nextDate = advance(mode === 'now' ? today : claim.dueDate, s.frequencyWeeks, mode === 'now' ? today : asOf);
  const names = async () => [...(await productNames(deps.db, [...left], s.shopper.lang)).values()];

  const skipAll = async (): Promise<RunEntry> => {
    const skippedNames = await names();
    let kept = false;
    await deps.db.transaction().execute(async (trx) => {
      if (!(await finishRun(trx, claim.runId, { state: 'skipped', reason: 'out_of_stock', skippedProductIds: [...left], now }))) return;
      kept = !(await settle(trx, { next_order_date: nextDate, skipped_date: null }));
      if (!kept) await enqueueEmail(trx, skippedEmail(emailTo(s), links(deps, s), nextDate), now);
    });
    const entry: RunEntry = { ...base, outcome: 'skipped', detail: `out of stock: ${skippedNames.join(', ')}`, nextOrderDate: nextDate };
    return kept ? keptChange(entry) : entry;
  };

  /**
   * The clinic is not authorised to order, or this client's account may not place orders (issue 25,
   * set by the platform or the clinic admin): this date is skipped with the reason and the next one
   * follows, so the AutoOrder resumes by itself once ordering is allowed again. Nothing the shopper
   * can fix here, so no "needs attention" and no email.
   */
  const restricted = async (code: typeof CHECKOUT_ERROR.order_restricted | typeof CHECKOUT_ERROR.account_order_restricted): Promise<RunEntry> => {
    let kept = false;
    await deps.db.transaction().execute(async (trx) => {
      if (!(await finishRun(trx, claim.runId, { state: 'skipped', reason: code, now }))) return;
      kept = !(await settle(trx, { next_order_date: nextDate, skipped_date: null, retry_at: null }));
    });
    const who = code === CHECKOUT_ERROR.order_restricted ? 'clinic not authorised to order' : 'account may not place orders';
    const entry: RunEntry = { ...base, outcome: 'skipped', detail: `${who}: nothing ordered for this date`, nextOrderDate: nextDate };
    return kept ? keptChange(entry) : entry;
  };

  /**
   * A limit of the shopper's (issue 25): a monthly quantity or an allocation the order would pass, or
   * a home delivery to a restricted area. This date is skipped with the reason, the next one
   * follows, and the shopper gets the reason by email (the refusal's message, in their language:
   * what the limit is and when it resets, or "choose pickup or another address").
   */
  const limited = async (code: string, message: string): Promise<RunEntry> => {
    let kept = false;
    await deps.db.transaction().execute(async (trx) => {
      if (!(await finishRun(trx, claim.runId, { state: 'skipped', reason: code, now }))) return;
      kept = !(await settle(trx, { next_order_date: nextDate, skipped_date: null, retry_at: null }));
      if (!kept) await enqueueEmail(trx, limitSkippedEmail(emailTo(s), links(deps, s), nextDate, message), now);
    });
    const entry: RunEntry = { ...base, outcome: 'skipped', detail: `${code}: ${message}`, nextOrderDate: nextDate };
    return kept ? keptChange(entry) : entry;
  };

  for (let attempt = 0; attempt <= s.items.length; attempt += 1) {
    if (items.length === 0) return skipAll();
    const outcome = await placeSubscriptionOrder(deps, orderRequest(s, claim.dueDate, items), now);
    if (outcome.kind === 'out_of_stock') {
      for (const id of outcome.productIds) left.add(id);
      items = items.filter((i) => !left.has(i.productId));
      continue;
    }
    if (outcome.kind === 'busy') {
      await releaseRun(deps.db, claim.runId);
      return { ...base, outcome: 'busy', detail: 'the shopper has a checkout waiting for its card' };
    }
    if (outcome.kind === 'refused' && (outcome.code === CHECKOUT_ERROR.order_restricted || outcome.code === CHECKOUT_ERROR.account_order_restricted)) {
      return restricted(outcome.code);
    }
    if (outcome.kind === 'refused' && LIMIT_REFUSALS.has(outcome.code)) return limited(outcome.code, outcome.message);
    if (outcome.kind === 'refused') return attention(attentionOf(outcome.code), `${attentionOf(outcome.code)}: ${outcome.message}`);
    if (outcome.kind === 'declined') {
      const count = s.declineCount + 1;
      const retryAt = retryAfterDecline(now, count);
      let kept = false;
      await deps.db.transaction().execute(async (trx) => {
        if (!(await finishRun(trx, claim.runId, { state: 'declined', reason: outcome.message, now }))) return;
        kept = !(await settle(trx, {
          status: 'needs_attention', attention_reason: 'bill_declined', attention_note: outcome.message, decline_count: count, retry_at: retryAt?.toISOString() ?? null,
        }));
        if (!kept) await enqueueEmail(trx, declinedEmail(emailTo(s), links(deps, s), retryAt), now);
      });
      const entry: RunEntry = { ...base, outcome: 'declined', detail: outcome.message, nextOrderDate: s.nextOrderDate };
      return kept ? keptChange(entry) : entry;
    }
    // Placed.
    const skippedNames = await names();
    const totalCents = outcome.orders.reduce((n, o) => n + o.orderTotal, 0);
    const prices = new Map(quote.lines.filter((l) => items.some((i) => i.productId === l.productId)).map((l) => [l.productId, l.unitPrice]));
    let kept = false;
    await deps.db.transaction().execute(async (trx) => {
      if (!(await finishRun(trx, claim.runId, { state: 'placed', reason: left.size > 0 ? 'out_of_stock' : '', orderIds: outcome.orderIds, skippedProductIds: [...left], now }))) return;
      kept = !(await settle(trx, {
        next_order_date: nextDate, last_order_date: today, skipped_date: null, retry_at: null, decline_count: 0, attention_reason: null, attention_note: '',
        status: outcome.awaitingApproval ? 'waiting_for_vet' : 'active',
      }));
      let next: string | null = nextDate;
      if (kept) {
        // The order stays placed (the shopper may cancel it from its page); the shopper's schedule and
        // status stand. Only what happened is recorded: the order date, a skip of the date just placed
        // loses its undo (it would bring back a date already ordered), and an order waiting on the
        // veterinarian holds a subscription that is still active.
        await updateSubscription(trx, s.id, { last_order_date: today });
        await forgetSkipOf(trx, s.id, claim.dueDate);
        if (outcome.awaitingApproval) await holdForVet(trx, s.id);
        const current = await findSubscription(trx, s.id);
        next = current && current.status !== 'cancelled' ? current.nextOrderDate : null;
      }
      await recordItemPrices(trx, s.id, prices);
      await askRenewalsFor(trx, s.userId, items, deps.baseUrl, now);
      await enqueueEmail(trx, placedEmail(emailTo(s), links(deps, s), {
        orderNumbers: outcome.orders.map((o) => o.orderNumber), totalCents, nextDate: next, skippedNames, waitingForVet: outcome.awaitingApproval, changedMeanwhile: kept,
      }), now);
    });
    const entry: RunEntry = {
      ...base, outcome: outcome.awaitingApproval ? 'waiting_for_vet' : 'placed', detail: skippedNames.length > 0 ? `left out (out of stock): ${skippedNames.join(', ')}` : '',
      orderNumbers: outcome.orders.map((o) => o.orderNumber), orders: outcome.orders.map((o) => ({ orderId: o.orderId, orderNumber: o.orderNumber })), totalCents, nextOrderDate: nextDate,
    };
    return kept ? keptChange(entry) : entry;
  }
  return skipAll();
}

/**
 * The products whose unit price in the next order differs from the one recorded at the last order
 * (issue 26: the reminder says what changed), in the shopper's language. The same comparison the
 * run makes (a rise waits for approval), so the email and the order agree.
 */
async function reminderPriceChanges(db: Db, s: Subscription, quote: SubscriptionQuote): Promise<ReminderPriceChange[]> {
  const changed = s.items.flatMap((i) => {
    const line = quote.lines.find((l) => l.productId === i.productId && l.petId === i.petId);
    return i.unitPriceCents !== null && line !== undefined && line.unitPrice !== i.unitPriceCents
      ? [{ productId: i.productId, fromCents: i.unitPriceCents, toCents: line.unitPrice }] : [];
  });
  if (changed.length === 0) return [];
  const names = await productNames(db, changed.map((c) => c.productId), s.shopper.lang);
  return changed.map((c) => ({ name: names.get(c.productId) ?? String(c.productId), fromCents: c.fromCents, toCents: c.toCents }));
}

/**
 * The reminder before each order (the clinic's number of days in effect, 1 to 365, 3 by default:
 * its own or its master clinic's), once per due date. Each clinic's AutoOrders are looked for within
 * that clinic's own lead (listReminderCandidates), so a year's lead costs only that clinic's rows.
 */
export async function sendReminders(deps: EngineDeps, asOf: string, now: Date, onlyIds?: readonly number[]): Promise<number> {
  let sent = 0;
  let after = 0;
  for (;;) {
    const candidates = await listReminderCandidates(deps.db, { asOf, afterId: after, limit: 500, onlyIds });
    if (candidates.length === 0) break;
    for (const c of candidates) {
      after = c.id;
      if (reminderDate(c.nextOrderDate, c.reminderDays) > asOf) continue;
      const s = await findSubscription(deps.db, c.id);
      if (!s) continue;
      const quote = await quoteSubscriptionOrder(deps.db, orderRequest(s, c.nextOrderDate), now);
      const priceChanges = await reminderPriceChanges(deps.db, s, quote);
      const queued = await deps.db.transaction().execute(async (trx: Db) => {
        if (!(await markReminderSent(trx, c.id, c.nextOrderDate))) return false;
        await enqueueEmail(trx, reminderEmail(emailTo(s), links(deps, s), c.nextOrderDate, quote.total, priceChanges), now);
        return true;
      });
      if (queued) sent += 1;
    }
    if (candidates.length < 500) break;
  }
  return sent;
}
