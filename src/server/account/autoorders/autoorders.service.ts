import { setTimeout as sleep } from 'node:timers/promises';
import type {
  AutoOrder, AutoOrderChange, AutoOrderListResponse, AutoOrderTargets,
} from '../../../contracts/autoorders';
import { DELIVERY_OPTION_IDS, type AutoOrderErrorCode } from '../../../contracts/autoorders';
import type { Language } from '../../../domain/constants';
import { isAutoOrderStatus, type AutoOrderAttention } from '../../../domain/auto-order-status';
import {
  canUndoSkip, changeFrequency, isAllowedNextDate, nextDateAfter, skipNext, snooze, undoSkip, type Schedule,
} from '../../../domain/auto-order-schedule';
import { shareAccountCredit } from '../../../domain/pricing';
import { toIsoDate } from '../../../domain/time';
import { isCardExpired } from '../../../domain/validation/card';
import { AppError, notFound } from '../../errors';
import type { ShopperContext } from '../../lib/shopper-routes';
import { quoteSubscriptionOrder, type SubscriptionQuote } from '../../shop/orders';
import { findShopperPolicies } from '../../shop/cart';
import { quantityRangeMessage } from '../../../contracts/cart';
import { orderRequest, processRun, RUN_LEASE_MS, type EngineDeps, type RunEntry } from './autoorder-engine';
import { requestPrescriptionsFor } from './autoorder-prescriptions';
import {
  addItem, claimRun, deleteItem, deleteSubscription, displayLookups, findAutoOrderProduct, findOwnOrderItems, findRunOn, findSubscription,
  findSubscriptions, insertSubscription, lockSubscription, recordItemPrices, setItemQuantity, updateSubscription, withFinishedRunOn, type Subscription,
} from './autoorders.queries';

/**
 * The shopper's AutoOrders (issue 15): the list with what comes next, one subscription's page and
 * every change to it. Only the signed-in shopper's own subscriptions are found (else 404, nothing
 * changed). Saving a change to a subscription that needs attention is the shopper's review: it is
 * active again with the prices shown accepted, and the engine checks it anew when it falls due.
 */
export const today = (ctx: ShopperContext) => toIsoDate(ctx.now);

export async function own(ctx: ShopperContext, id: number): Promise<Subscription> {
  if (!(await lockSubscription(ctx.db, id, ctx.userId))) throw notFound('This AutoOrder was not found.');
  return (await findSubscription(ctx.db, id, ctx.userId))!;
}

const refuse = (code: AutoOrderErrorCode, message: string) => new AppError(400, code, message);

/**
 * Holds quantities to the shopper's clinic's maximum quantity per order (issue 25 policy, its own or
 * its master's, read through shared/clinic-policies): 400 with the cart's message naming it.
 */
async function checkQuantities(ctx: ShopperContext, quantities: readonly number[]): Promise<void> {
  if (quantities.length === 0) return;
  const { maxQuantityPerOrder } = await findShopperPolicies(ctx.db, ctx.userId);
  if (quantities.some((q) => q > maxQuantityPerOrder)) throw new AppError(400, 'invalid_quantity', quantityRangeMessage(maxQuantityPerOrder), { max: maxQuantityPerOrder });
}
export const schedule = (s: Subscription): Schedule => ({ nextOrderDate: s.nextOrderDate, frequencyWeeks: s.frequencyWeeks, skippedDate: s.skippedDate });
export const changeable = (s: Subscription) => {
  if (s.status === 'cancelled') throw new AppError(409, 'autoorder_cancelled', 'This AutoOrder is cancelled.');
};

export async function view(ctx: ShopperContext, subs: Subscription[], lang: Language) {
  const lookups = await displayLookups(ctx.db, ctx.userId, subs.flatMap((s) => s.items.map((i) => i.productId)));
  const orderedToday = await withFinishedRunOn(ctx.db, subs.map((s) => s.id), today(ctx));
  const out: { autoOrder: AutoOrder; quote: SubscriptionQuote; sub: Subscription }[] = [];
  for (const s of subs) {
    const quote = await quoteSubscriptionOrder(ctx.db, orderRequest(s, s.nextOrderDate), ctx.now);
    const address = lookups.addresses.find((a) => a.id === s.shippingAddressId) ?? null;
    const card = lookups.cards.find((c) => c.id === s.paymentMethodId) ?? null;
    const items = s.items.map((i) => {
      const p = lookups.products.get(i.productId);
      const line = quote.lines.find((l) => l.productId === i.productId && l.petId === i.petId);
      const unitPrice = line?.unitPrice ?? 0;
      return {
        id: i.id, productId: i.productId, name: p ? (lang === 'fr' ? p.nameFr : p.nameEn) : '', image: p?.image ?? '',
        petId: i.petId, petName: lookups.pets.find((pet) => pet.id === i.petId)?.name ?? '', quantity: i.quantity,
        isClinicPickupOnly: p?.isClinicPickupOnly ?? false,
        unitPrice, regularUnitPrice: line?.regularUnitPrice ?? unitPrice,
        outOfStock: quote.outOfStockProductIds.includes(i.productId), discontinued: quote.discontinuedProductIds.includes(i.productId),
        awaitingApproval: quote.awaitingApprovalProductIds.includes(i.productId), priceIncreased: i.unitPriceCents !== null && unitPrice > i.unitPriceCents,
      };
    });
    const saving = items.reduce((n, i) => n + Math.max(0, i.regularUnitPrice - i.unitPrice) * i.quantity, 0);
    out.push({
      sub: s,
      quote,
      autoOrder: {
        id: s.id,
        status: s.status,
        attentionReason: s.status === 'needs_attention' ? ((s.attentionReason as AutoOrderAttention | null) ?? null) : null,
        frequencyWeeks: s.frequencyWeeks,
        nextOrderDate: s.nextOrderDate,
        skippedDate: s.skippedDate,
        canUndoSkip: canUndoSkip(schedule(s), today(ctx)),
        lastOrderDate: s.lastOrderDate,
        orderedToday: orderedToday.has(s.id),
        shippingOptionId: (DELIVERY_OPTION_IDS as readonly string[]).includes(s.shippingOptionId) ? (s.shippingOptionId as AutoOrder['shippingOptionId']) : 'standard',
        shippingAddress: address,
        card,
        items,
        expected: { itemSubtotal: quote.itemSubtotal, shipping: quote.shipping, tax: quote.tax, total: quote.total, saving },
        cancelReason: s.cancelReason,
        createdAt: s.createdAt,
      },
    });
  }
  return { out, lookups };
}

export async function listAutoOrders(ctx: ShopperContext, lang: Language): Promise<AutoOrderListResponse> {
  const subs = (await findSubscriptions(ctx.db, { userId: ctx.userId })).filter((s) => isAutoOrderStatus(s.status));
  const { out, lookups } = await view(ctx, subs, lang);
  const order = { needs_attention: 0, waiting_for_vet: 1, active: 2, paused: 3, cancelled: 4 } as const;
  const autoOrders = out.map((o) => o.autoOrder).sort((a, b) => order[a.status] - order[b.status] || a.nextOrderDate.localeCompare(b.nextOrderDate) || a.id - b.id);
  const next = out
    .filter((o) => o.autoOrder.status === 'active')
    .sort((a, b) => a.autoOrder.nextOrderDate.localeCompare(b.autoOrder.nextOrderDate) || a.autoOrder.id - b.autoOrder.id);
  // One balance of account credit for all of them: the first order uses it up first.
  const credit = next[0]?.quote.accountCredit;
  const totals = credit ? shareAccountCredit(next.map((o) => o.quote.accountCredit.totalBeforeCredits), credit.available, credit.minOrder) : [];
  const upcoming = next.map((o, i) => ({
    id: o.autoOrder.id, date: o.autoOrder.nextOrderDate, total: totals[i]!, petNames: [...new Set(o.autoOrder.items.map((i) => i.petName).filter(Boolean))],
  }));
  const expiredAt = ctx.now;
  return {
    autoOrders,
    upcoming,
    addresses: lookups.addresses.map((a) => ({ id: a.id, locationName: a.locationName, label: `${a.street1}, ${a.city} ${a.province}` })),
    cards: lookups.cards.map((c) => ({ id: c.id, label: `${c.brand.toUpperCase()} •••• ${c.last4} (${String(c.expMonth).padStart(2, '0')}/${c.expYear})`, expired: isCardExpired(c.expMonth, c.expYear, expiredAt) })),
  };
}

export async function getAutoOrder(ctx: ShopperContext, id: number, lang: Language): Promise<AutoOrder> {
  const s = await findSubscription(ctx.db, id, ctx.userId);
  if (!s) throw notFound('This AutoOrder was not found.');
  return (await view(ctx, [s], lang)).out[0]!.autoOrder;
}

/** The subscription as it would be after the change (nothing saved); refuses what may not be saved. */
export async function changed(ctx: ShopperContext, s: Subscription, change: AutoOrderChange): Promise<Subscription> {
  let sched = schedule(s);
  if (change.frequencyWeeks !== undefined && change.frequencyWeeks !== s.frequencyWeeks) sched = changeFrequency(sched, change.frequencyWeeks, today(ctx));
  if (change.nextOrderDate !== undefined && change.nextOrderDate !== s.nextOrderDate) {
    if (!isAllowedNextDate(change.nextOrderDate, today(ctx))) throw refuse('invalid_next_date', 'nextOrderDate must be after today and within a year');
    sched = { ...sched, nextOrderDate: change.nextOrderDate, skippedDate: null };
  }
  const lookups = await displayLookups(ctx.db, ctx.userId, []);
  if (change.shippingAddressId !== undefined && !lookups.addresses.some((a) => a.id === change.shippingAddressId)) throw notFound('This address was not found.');
  if (change.paymentMethodId !== undefined) {
    const card = lookups.cards.find((c) => c.id === change.paymentMethodId);
    if (!card) throw notFound('This card was not found.');
    if (isCardExpired(card.expMonth, card.expYear, ctx.now)) throw refuse('card_expired', 'paymentMethodId: this card has expired');
  }
  const items = s.items.map((i) => ({ ...i }));
  await checkQuantities(ctx, (change.quantities ?? []).map((q) => q.quantity));
  for (const q of change.quantities ?? []) {
    const item = items.find((i) => i.id === q.itemId);
    if (!item) throw notFound('This item was not found.');
    item.quantity = q.quantity;
  }
  return {
    ...s,
    ...sched,
    shippingAddressId: change.shippingAddressId ?? s.shippingAddressId,
    shippingOptionId: change.shippingOptionId ?? s.shippingOptionId,
    paymentMethodId: change.paymentMethodId ?? s.paymentMethodId,
    items,
  };
}

/** Saves what the shopper reviewed; a subscription needing attention is active again, its prices accepted. */
async function save(ctx: ShopperContext, before: Subscription, after: Subscription): Promise<void> {
  const reviewed = before.status === 'needs_attention';
  await updateSubscription(ctx.db, after.id, {
    frequency_weeks: after.frequencyWeeks, next_order_date: after.nextOrderDate, skipped_date: after.skippedDate, shipping_address_id: after.shippingAddressId,
    shipping_option_id: after.shippingOptionId, payment_method_id: after.paymentMethodId,
    ...(reviewed ? { status: 'active', attention_reason: null, attention_note: '', retry_at: null, decline_count: 0 } : {}),
  });
  for (const item of after.items) {
    const old = before.items.find((i) => i.id === item.id);
    if (old && old.quantity !== item.quantity) await setItemQuantity(ctx.db, after.id, item.id, item.quantity);
  }
  if (reviewed || before.items.some((i) => i.unitPriceCents === null)) {
    const quote = await quoteSubscriptionOrder(ctx.db, orderRequest(after, after.nextOrderDate), ctx.now);
    await recordItemPrices(ctx.db, after.id, new Map(quote.lines.map((l) => [l.productId, l.unitPrice])));
  }
}

export async function applyChange(ctx: ShopperContext, id: number, change: AutoOrderChange, lang: Language): Promise<AutoOrder> {
  const s = await own(ctx, id);
  changeable(s);
  await save(ctx, s, await changed(ctx, s, change));
  return getAutoOrder(ctx, id, lang);
}

/*
 * What each action makes of the subscription, refusing what it may not do: the action saves it and
 * the preview (autoorder-preview.ts) shows it, so both follow the same rules.
 */
export function afterSkip(ctx: ShopperContext, s: Subscription): Schedule {
  if (s.skippedDate !== null && canUndoSkip(schedule(s), today(ctx))) throw new AppError(409, 'already_skipped', 'The next order is already skipped once: undo it first.');
  return skipNext(schedule(s));
}

export function afterUndoSkip(ctx: ShopperContext, s: Subscription): Schedule {
  if (!canUndoSkip(schedule(s), today(ctx))) throw new AppError(409, 'nothing_to_undo', 'There is no skipped order to bring back.');
  return undoSkip(schedule(s), today(ctx));
}

export function itemsAfterRemoving(s: Subscription, itemId: number): Subscription['items'] {
  if (!s.items.some((i) => i.id === itemId)) throw notFound('This item was not found.');
  if (s.items.length === 1) throw new AppError(409, 'last_item', 'An AutoOrder keeps at least one product: cancel it instead.');
  return s.items.filter((i) => i.id !== itemId);
}

export async function skipNextOrder(ctx: ShopperContext, id: number, lang: Language): Promise<AutoOrder> {
  const s = await own(ctx, id);
  changeable(s);
  const after = afterSkip(ctx, s);
  await updateSubscription(ctx.db, id, { next_order_date: after.nextOrderDate, skipped_date: after.skippedDate });
  return getAutoOrder(ctx, id, lang);
}

export async function undoSkipOrder(ctx: ShopperContext, id: number, lang: Language): Promise<AutoOrder> {
  const s = await own(ctx, id);
  changeable(s);
  const back = afterUndoSkip(ctx, s);
  await updateSubscription(ctx.db, id, { next_order_date: back.nextOrderDate, skipped_date: null });
  return getAutoOrder(ctx, id, lang);
}

export async function snoozeOrder(ctx: ShopperContext, id: number, weeks: number, lang: Language): Promise<AutoOrder> {
  const s = await own(ctx, id);
  changeable(s);
  await updateSubscription(ctx.db, id, { next_order_date: snooze(schedule(s), weeks).nextOrderDate, skipped_date: null });
  return getAutoOrder(ctx, id, lang);
}

export async function cancelAutoOrder(ctx: ShopperContext, id: number, reason: string, lang: Language): Promise<AutoOrder> {
  const s = await own(ctx, id);
  changeable(s);
  await updateSubscription(ctx.db, id, { status: 'cancelled', cancel_reason: reason, cancelled_at: ctx.now.toISOString(), retry_at: null });
  return getAutoOrder(ctx, id, lang);
}

export async function removeAutoOrder(ctx: ShopperContext, id: number): Promise<void> {
  await own(ctx, id);
  await deleteSubscription(ctx.db, id);
}

async function checkPet(ctx: ShopperContext, petId: number | null | undefined): Promise<number | null> {
  if (petId === null || petId === undefined) return null;
  const { pets } = await displayLookups(ctx.db, ctx.userId, []);
  if (!pets.some((p) => p.id === petId)) throw notFound('This pet was not found.');
  return petId;
}

async function checkProduct(ctx: ShopperContext, productId: number) {
  const product = await findAutoOrderProduct(ctx.db, productId);
  if (!product) throw notFound('This product was not found.');
  if (!product.ok) throw refuse('not_for_auto_order', 'productId: this product cannot be ordered on AutoOrder');
  return product;
}

/** The item a product adds to the subscription, at the price shown when adding (the one accepted). */
export async function newItem(ctx: ShopperContext, s: Subscription, body: { productId: number; petId?: number | null; quantity: number }) {
  await checkProduct(ctx, body.productId);
  await checkQuantities(ctx, [body.quantity]);
  const petId = await checkPet(ctx, body.petId);
  const quote = await quoteSubscriptionOrder(ctx.db, { ...orderRequest(s, s.nextOrderDate), items: [{ productId: body.productId, petId, quantity: body.quantity }] }, ctx.now);
  return { productId: body.productId, petId, quantity: body.quantity, unitPriceCents: quote.lines[0]?.unitPrice ?? null };
}

export async function addProduct(ctx: ShopperContext, id: number, body: { productId: number; petId?: number | null; quantity: number }, lang: Language): Promise<AutoOrder> {
  const s = await own(ctx, id);
  changeable(s);
  const item = await newItem(ctx, s, body);
  await addItem(ctx.db, id, item);
  await requestPrescriptionsFor(ctx.db, ctx.userId, [item], ctx.now);
  return getAutoOrder(ctx, id, lang);
}

export async function changeItemQuantity(ctx: ShopperContext, id: number, itemId: number, quantity: number, lang: Language): Promise<AutoOrder> {
  const s = await own(ctx, id);
  changeable(s);
  await checkQuantities(ctx, [quantity]);
  if (!(await setItemQuantity(ctx.db, id, itemId, quantity))) throw notFound('This item was not found.');
  return getAutoOrder(ctx, id, lang);
}

export async function removeProduct(ctx: ShopperContext, id: number, itemId: number, lang: Language): Promise<AutoOrder> {
  const s = await own(ctx, id);
  changeable(s);
  itemsAfterRemoving(s, itemId);
  if (!(await deleteItem(ctx.db, id, itemId))) throw notFound('This item was not found.');
  return getAutoOrder(ctx, id, lang);
}

/** Starts a subscription: one product for a pet, or a past order's AutoOrder items ("Make this an AutoOrder"). */
export async function createAutoOrder(
  ctx: ShopperContext,
  body: { productId?: number; petId?: number | null; quantity?: number; orderId?: number; frequencyWeeks: number },
  lang: Language,
): Promise<AutoOrder> {
  const lookups = await displayLookups(ctx.db, ctx.userId, []);
  let items: { productId: number; petId: number | null; quantity: number }[] = [];
  let shippingOptionId = 'standard';
  let paymentMethodId: number | null = null;
  let shippingAddressId: number | null = null;
  if (body.orderId !== undefined) {
    const order = await findOwnOrderItems(ctx.db, ctx.userId, body.orderId);
    if (!order) throw notFound('This order was not found.');
    for (const i of order.items) if ((await findAutoOrderProduct(ctx.db, i.productId))?.ok) items.push(i);
    if (items.length === 0) throw refuse('no_auto_order_items', 'None of the items of this order can be ordered on AutoOrder.');
    // The order's own delivery, address and card (when still saved and valid), not the account's defaults.
    shippingOptionId = order.shippingOptionId;
    paymentMethodId = order.paymentMethodId;
    shippingAddressId = order.shippingAddressId;
  } else if (body.productId !== undefined) {
    await checkProduct(ctx, body.productId);
    await checkQuantities(ctx, [body.quantity ?? 1]);
    items = [{ productId: body.productId, petId: await checkPet(ctx, body.petId), quantity: body.quantity ?? 1 }];
  } else {
    throw refuse('bad_request', 'productId or orderId is required');
  }
  const card = lookups.cards.find((c) => c.id === paymentMethodId && !isCardExpired(c.expMonth, c.expYear, ctx.now))
    ?? lookups.cards.find((c) => !isCardExpired(c.expMonth, c.expYear, ctx.now));
  if (!card) throw refuse('payment_method_required', 'paymentMethodId: please save a card first');
  const address = lookups.addresses.find((a) => a.id === shippingAddressId) ?? lookups.addresses[0] ?? null;
  if (!address && shippingOptionId !== 'pickup') throw refuse('shipping_address_required', 'shippingAddressId: please save an address first');
  const id = await insertSubscription(ctx.db, {
    userId: ctx.userId, frequencyWeeks: body.frequencyWeeks, nextOrderDate: nextDateAfter(today(ctx), body.frequencyWeeks), shippingAddressId: address?.id ?? null,
    billingAddressId: null, paymentMethodId: card.id, shippingOptionId, status: 'active', now: ctx.now,
  });
  for (const i of items) await addItem(ctx.db, id, { ...i, unitPriceCents: null });
  await requestPrescriptionsFor(ctx.db, ctx.userId, items, ctx.now);
  const s = (await findSubscription(ctx.db, id, ctx.userId))!;
  const quote = await quoteSubscriptionOrder(ctx.db, orderRequest(s, s.nextOrderDate), ctx.now);
  await recordItemPrices(ctx.db, id, new Map(quote.lines.map((l) => [l.productId, l.unitPrice])));
  return getAutoOrder(ctx, id, lang);
}

/** What the product page and AddToAutoOrder offer (cc §3 nextValidSubscriptionInfo). */
export async function autoOrderTargets(ctx: ShopperContext, q: { productId?: number; orderId?: number }, lang: Language): Promise<AutoOrderTargets> {
  const subs = (await findSubscriptions(ctx.db, { userId: ctx.userId })).filter((s) => s.status !== 'cancelled');
  const lookups = await displayLookups(ctx.db, ctx.userId, q.productId ? [q.productId] : []);
  let product: AutoOrderTargets['product'] = null;
  if (q.productId !== undefined) {
    const p = await findAutoOrderProduct(ctx.db, q.productId);
    if (!p) throw notFound('This product was not found.');
    let unitPrice = 0;
    let regularUnitPrice = 0;
    const first = subs[0];
    if (first) {
      const quote = await quoteSubscriptionOrder(ctx.db, { ...orderRequest(first, first.nextOrderDate), items: [{ productId: p.id, petId: null, quantity: 1 }] }, ctx.now);
      unitPrice = quote.lines[0]?.unitPrice ?? 0;
      regularUnitPrice = quote.lines[0]?.regularUnitPrice ?? 0;
    }
    product = { id: p.id, name: lang === 'fr' ? p.nameFr : p.nameEn, isSubscription: p.ok, unitPrice, regularUnitPrice };
  }
  let orderItems: AutoOrderTargets['orderItems'] = [];
  if (q.orderId !== undefined) {
    const order = await findOwnOrderItems(ctx.db, ctx.userId, q.orderId);
    if (!order) throw notFound('This order was not found.');
    // Each item says whether it can recur: the ones that cannot are named, never left out silently (issue 24 item 14).
    orderItems = await Promise.all(order.items.map(async (i) => ({ ...i, canRecur: (await findAutoOrderProduct(ctx.db, i.productId))?.ok === true })));
  }
  return {
    product,
    subscriptions: subs
      .sort((a, b) => a.nextOrderDate.localeCompare(b.nextOrderDate))
      .map((s) => ({
        id: s.id, nextOrderDate: s.nextOrderDate, frequencyWeeks: s.frequencyWeeks, status: s.status,
        petNames: [...new Set(s.items.map((i) => lookups.pets.find((p) => p.id === i.petId)?.name ?? '').filter(Boolean))],
      })),
    pets: lookups.pets,
    orderItems,
  };
}

/** "Order now" is refused for a cancelled subscription and one waiting for the vet. */
export function orderable(s: Subscription): void {
  if (s.status === 'cancelled') throw new AppError(409, 'autoorder_cancelled', 'This AutoOrder is cancelled.');
  if (s.status === 'waiting_for_vet') throw new AppError(409, 'waiting_for_vet', 'This AutoOrder waits for the veterinarian’s approval.');
}

export const alreadyOrderedToday = () => new AppError(409, 'already_ordered_today', 'This AutoOrder was already ordered today.');
const orderBeingPlaced = () => new AppError(409, 'cart_changed', 'Another order of yours is being placed: please try again in a moment.');

/** How long "Order now" waits for another attempt at today's order to end, and how often it looks. */
const ORDER_NOW_WAIT_MS = 10_000;
const ORDER_NOW_POLL_MS = 50;

/**
 * "Order now": places the subscription's order today (its own run, claimed once like the engine's)
 * and the next date follows a frequency from today. Runs outside a transaction: the card is
 * authorised between the claim and the confirmation.
 */
export async function orderNow(deps: EngineDeps, userId: number, id: number, now: Date): Promise<RunEntry> {
  const s = await findSubscription(deps.db, id, userId);
  if (!s) throw notFound('This AutoOrder was not found.');
  orderable(s);
  const dueDate = toIsoDate(now);
  const staleBefore = new Date(now.getTime() - RUN_LEASE_MS);
  const claim = () => deps.db.transaction().execute((trx) => claimRun(trx, id, dueDate, now, staleBefore));
  const waitUntil = Date.now() + ORDER_NOW_WAIT_MS;
  let runId = await claim();
  // Not claimed: today's order is placed (or skipped), or another attempt holds the claim (a second
  // click, the engine). That one may still give the claim back without ordering anything (issue 24):
  // wait for it to end rather than answer "already ordered today" for an order never placed.
  while (runId === null) {
    const run = await findRunOn(deps.db, id, dueDate);
    if (run?.state === 'placed' || run?.state === 'skipped') throw alreadyOrderedToday();
    if (Date.now() >= waitUntil) throw orderBeingPlaced();
    // Held by a live attempt: look again shortly; given back (released, or its lease ran out): take it now.
    if (run?.state === 'claimed' && run.claimedAt >= staleBefore.toISOString()) await sleep(ORDER_NOW_POLL_MS);
    runId = await claim();
  }
  const entry = await processRun(deps, { runId, subscriptionId: id, dueDate }, now, 'now');
  if (entry.outcome === 'declined') throw new AppError(402, 'payment_declined', entry.detail || 'Your card was declined.');
  if (entry.outcome === 'busy') throw orderBeingPlaced();
  return entry;
}
