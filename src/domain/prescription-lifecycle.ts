import { RX_STATUS } from './constants';

/**
 * A prescription as the shopper reads it on "My prescriptions" (issue 14;
 * docs/decisions/042-pets-prescriptions-and-favourites.md): a not-validated row is a request
 * ("requested"), a cancelled one was denied, a validated one is "approved" until it expires
 * ("expired") or, before its date, has no refill left ("usedUp": issue 24 item 12, never called
 * expired beside a future date). Deleted rows are not shown (null).
 */
export const SHOPPER_RX_STATUSES = ['requested', 'approved', 'denied', 'expired', 'usedUp'] as const;
export type ShopperRxStatus = (typeof SHOPPER_RX_STATUSES)[number];

export interface RxLifecycleInput {
  rxStatusId: number;
  expiresAt: string | null;
  refillQuantity: number;
  refillQuantityRemaining: number;
}

/** Used up: it came with refills and none is left (a prescription without refills cannot tell). */
export function isUsedUp(rx: Pick<RxLifecycleInput, 'refillQuantity' | 'refillQuantityRemaining'>): boolean {
  return rx.refillQuantity > 0 && rx.refillQuantityRemaining <= 0;
}

export function shopperRxStatus(rx: RxLifecycleInput, now: Date): ShopperRxStatus | null {
  switch (rx.rxStatusId) {
    case RX_STATUS.notValidated:
      return 'requested';
    case RX_STATUS.cancelled:
      return 'denied';
    case RX_STATUS.expired:
      return 'expired';
    case RX_STATUS.validated: {
      const expired = rx.expiresAt !== null && Date.parse(rx.expiresAt) <= now.getTime();
      if (expired) return 'expired';
      return isUsedUp(rx) ? 'usedUp' : 'approved';
    }
    default:
      return null;
  }
}

/**
 * The status the store acts on: a validated prescription past its expiry date or used up counts as
 * expired everywhere (cart, product page, checkout, AutoOrders), as "My prescriptions" already says,
 * though its row still reads validated until someone changes it.
 */
export function currentRxStatusId(rx: RxLifecycleInput, now: Date): number {
  return rx.rxStatusId === RX_STATUS.validated && isSpent(shopperRxStatus(rx, now)) ? RX_STATUS.expired : rx.rxStatusId;
}

/** Past its date or used up: approves nothing more, and is the one a renewal renews. */
export const isSpent = (status: ShopperRxStatus | null): boolean => status === 'expired' || status === 'usedUp';

/** A pet with a prescription that is approved or requested keeps it: such a pet cannot be removed. */
export const isLiveRx = (status: ShopperRxStatus | null): boolean => status === 'approved' || status === 'requested';

/** Only an expired or used-up prescription can be renewed. */
export const canRequestRenewal = (status: ShopperRxStatus | null): boolean => isSpent(status);
