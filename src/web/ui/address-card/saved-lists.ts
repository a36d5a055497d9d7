import type { SavedAddress } from '../../../contracts/addresses';
import type { SavedPaymentMethod } from '../../../contracts/payment-methods';
import { SAVED_ADDRESSES_SHOWN } from '../../../domain/constants';
import { isCardExpired } from '../../../domain/validation/card-expiry';

/** cc §2, §9: the picker shows at most the first 6 addresses that are not deleted. */
export function shownAddresses(addresses: readonly SavedAddress[]): SavedAddress[] {
  return addresses.filter((address) => !address.isDeleted).slice(0, SAVED_ADDRESSES_SHOWN);
}

export function shownPaymentMethods(cards: readonly SavedPaymentMethod[]): SavedPaymentMethod[] {
  return cards.filter((card) => !card.isDeleted);
}

/** The last four digits of a masked number ('**** **** **** 4242' → '4242'). */
export function lastFour(maskedNumber: string): string {
  return maskedNumber.replace(/\D/g, '').slice(-4);
}

/** Whether a saved card's expiry ('MM/YYYY') has passed (the card is good through its expiry month). */
export function isSavedCardExpired(card: Pick<SavedPaymentMethod, 'expirationDateFormatted'>, now: Date = new Date()): boolean {
  const match = /^(\d{1,2})\/(\d{4})$/.exec(card.expirationDateFormatted.trim());
  if (!match) return false;
  return isCardExpired(Number(match[1]), Number(match[2]), now);
}
