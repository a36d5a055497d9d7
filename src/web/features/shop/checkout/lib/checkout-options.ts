import type { ShippingOptionId } from '../../../../../contracts/checkout';
import type { AutoOrderChoice } from '../../../../../domain/auto-order-frequency';

/**
 * The checkout choices (cc §3 checkoutDto) kept in the user's stored options, so a reload or a trip
 * back to the cart keeps the delivery options and the AutoOrder answer. The idempotency key is made
 * once per checkout and kept with them until the order succeeds, so a repeated submission (double
 * click, retry after a lost answer) is the same order to the server.
 */
export interface StoredCheckout {
  idempotencyKey: string;
  /** true: start a new AutoOrder subscription; false: no; absent: not chosen yet (cc §4). */
  createNewAutoOrderSubscription?: boolean;
  newAutoOrderSubscriptionFrequency?: number;
  /** Group number → chosen delivery option id. */
  orderShippingOptions: Record<string, ShippingOptionId>;
  /**
   * Groups whose option the page chose because it was the only one offered, not the shopper: when
   * the group offers more again (another province's address), that choice is forgotten (issue 24).
   */
  autoChosenGroups?: string[];
}

declare module '../../../../shell/user-options' {
  interface UserOptions {
    checkout?: StoredCheckout;
  }
}

/** A group as the delivery choice needs it. */
export interface DeliveryGroup {
  groupNumber: number;
  shippingOptions: readonly { id: ShippingOptionId }[];
}

export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The stored checkout, or a fresh one with a new idempotency key. */
export function startCheckout(stored: StoredCheckout | undefined, makeKey: () => string = newIdempotencyKey): StoredCheckout {
  if (stored && typeof stored.idempotencyKey === 'string' && stored.idempotencyKey !== '') {
    return { ...stored, orderShippingOptions: { ...(stored.orderShippingOptions ?? {}) } };
  }
  return { idempotencyKey: makeKey(), orderShippingOptions: {} };
}

export function autoOrderChoiceOf(stored: Pick<StoredCheckout, 'createNewAutoOrderSubscription'>): AutoOrderChoice | null {
  if (stored.createNewAutoOrderSubscription === true) return 'yes';
  if (stored.createNewAutoOrderSubscription === false) return 'no';
  return null;
}

/** 'no' forgets the frequency; 'yes' keeps the one chosen before, if any. */
export function withAutoOrderChoice(stored: StoredCheckout, choice: AutoOrderChoice): StoredCheckout {
  const next: StoredCheckout = { ...stored, createNewAutoOrderSubscription: choice === 'yes' };
  if (choice === 'no') delete next.newAutoOrderSubscriptionFrequency;
  return next;
}

export function withFrequency(stored: StoredCheckout, weeks: number | null): StoredCheckout {
  const next: StoredCheckout = { ...stored };
  if (weeks === null) delete next.newAutoOrderSubscriptionFrequency;
  else next.newAutoOrderSubscriptionFrequency = weeks;
  return next;
}

/** The shopper's own choice for a group: it stays when the group's options change, as long as it is offered. */
export function withDeliveryOption(stored: StoredCheckout, groupNumber: number, optionId: ShippingOptionId): StoredCheckout {
  const key = String(groupNumber);
  const next: StoredCheckout = { ...stored, orderShippingOptions: { ...stored.orderShippingOptions, [key]: optionId } };
  return withAutoChosen(next, (stored.autoChosenGroups ?? []).filter((group) => group !== key));
}

function withAutoChosen(stored: StoredCheckout, groups: string[]): StoredCheckout {
  const next: StoredCheckout = { ...stored };
  if (groups.length > 0) next.autoChosenGroups = groups;
  else delete next.autoChosenGroups;
  return next;
}

/**
 * Fits the stored delivery choices to the groups of the latest review: a group that is gone or an
 * option no longer offered is forgotten; a group with a single option has it chosen for the shopper,
 * and that choice is forgotten again once the group offers more than one (issue 24: a Quebec
 * address offers only pickup, an Ontario one then lets the shopper choose). Returns the same object
 * when nothing changes, so storing it again is skipped.
 */
export function fitDeliveryOptions(stored: StoredCheckout, groups: readonly DeliveryGroup[]): StoredCheckout {
  const wasAuto = new Set(stored.autoChosenGroups ?? []);
  const fitted: Record<string, ShippingOptionId> = {};
  const auto: string[] = [];
  for (const group of groups) {
    const key = String(group.groupNumber);
    const chosen = stored.orderShippingOptions[key];
    const single = group.shippingOptions.length === 1;
    const offered = chosen !== undefined && group.shippingOptions.some((option) => option.id === chosen);
    if (offered && !(wasAuto.has(key) && !single)) {
      fitted[key] = chosen;
      if (wasAuto.has(key)) auto.push(key);
    } else if (single) {
      fitted[key] = group.shippingOptions[0]!.id;
      auto.push(key);
    }
  }
  const before = stored.orderShippingOptions;
  const sameChoices = Object.keys(before).length === Object.keys(fitted).length && Object.entries(fitted).every(([key, id]) => before[key] === id);
  const sameAuto = auto.length === wasAuto.size && auto.every((key) => wasAuto.has(key));
  return sameChoices && sameAuto ? stored : withAutoChosen({ ...stored, orderShippingOptions: fitted }, auto);
}
