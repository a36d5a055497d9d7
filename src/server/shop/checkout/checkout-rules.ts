import { isAddressValid } from '../../../domain/validation/address';
import { BILLING_LOCATION_NAME } from '../../../contracts/addresses';
import { ADDRESS_NAMES } from '../../../domain/constants';
import { type Address, type CartLine, type Prescription, isApproved, isProductAvailable, needsApproval, prescriptionFor } from '../cart';

/** Checkout rules on the cart's lines and the shopper's addresses; pure. */

/**
 * A line a "yes" to AutoOrder puts in the new subscription: a product offered on AutoOrder, not a
 * free or discounted item that comes with another. The others stay in this order only, and the
 * checkout names them (issue 24 item 14).
 */
export function recursOnAutoOrder(line: Pick<CartLine, 'promoParentId' | 'product'>): boolean {
  return line.promoParentId === null && line.product.isSubscription;
}

/** Units wanted per product, free items included (one product may be on several lines). */
export function quantitiesByProduct(lines: readonly CartLine[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.product.id, (wanted.get(line.product.id) ?? 0) + line.quantity);
  return wanted;
}

/** Products that cannot be bought now or not in the quantity wanted, in id order. */
export function outOfStockProductIds(lines: readonly CartLine[], now: Date): number[] {
  const wanted = quantitiesByProduct(lines);
  const short = new Set<number>();
  for (const line of lines) {
    if (!isProductAvailable(line.product, now) || line.product.stockQuantity < (wanted.get(line.product.id) ?? 0)) short.add(line.product.id);
  }
  return [...short].sort((a, b) => a - b);
}

/** Lines of prescription or approval products without a validated prescription (cc §6). */
export function linesAwaitingApproval(lines: readonly CartLine[], prescriptions: readonly Prescription[]): CartLine[] {
  return lines.filter(
    (l) => needsApproval(l.product) && !isApproved(l.product, prescriptionFor(prescriptions, l.petId, l.product.familyId, l.rxId)),
  );
}

/** A stored address passes the form's rules; a billing address may carry the billing form's name. */
export function isStoredAddressValid(address: Address): boolean {
  const name = address.locationName === BILLING_LOCATION_NAME ? ADDRESS_NAMES[0] : address.locationName;
  return isAddressValid({ ...address, locationName: name });
}
