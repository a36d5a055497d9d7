/**
 * Quantity selectors (cc §5 Quantities).
 * - Product page: 1 up to maxQuantityRestrictionPerOrder when above 0, else 1 to the clinic's
 *   maximum quantity per order (issue 25 policy maxQuantityPerOrder; 25 by default).
 * - Cart: 1 to the clinic's maximum, or 1 up to the saved prescription quantity when the product
 *   needs approval and that quantity is above 0 (it may then exceed it: the prescription is the limit).
 * - The cart selector is disabled for bulk prescription items.
 * `clinicMax` is the policy's value in effect at the shopper's clinic (shared/clinic-policies).
 */
export interface CartQuantityInput {
  isApprovalRequired?: boolean | null;
  /** Quantity of the saved prescription attached to the cart line, if any. */
  savedPrescriptionQuantity?: number | null;
}

function positiveWhole(value: number | null | undefined): number | null {
  return value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
}

/** 1..max as a list for the dropdown. */
export function quantityOptions(max: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(max)) }, (_, i) => i + 1);
}

export function maxProductPageQuantity(maxQuantityRestrictionPerOrder: number | null | undefined, clinicMax: number): number {
  return positiveWhole(maxQuantityRestrictionPerOrder) ?? clinicMax;
}

export function productPageQuantityOptions(maxQuantityRestrictionPerOrder: number | null | undefined, clinicMax: number): number[] {
  return quantityOptions(maxProductPageQuantity(maxQuantityRestrictionPerOrder, clinicMax));
}

export function maxCartQuantity(line: CartQuantityInput, clinicMax: number): number {
  const rxQuantity = positiveWhole(line.savedPrescriptionQuantity);
  return line.isApprovalRequired === true && rxQuantity !== null ? rxQuantity : clinicMax;
}

export function cartQuantityOptions(line: CartQuantityInput, clinicMax: number): number[] {
  return quantityOptions(maxCartQuantity(line, clinicMax));
}

export function isQuantitySelectorDisabled(line: {
  isBulkItem?: boolean | null;
  isPrescriptionProduct?: boolean | null;
}): boolean {
  return line.isBulkItem === true && line.isPrescriptionProduct === true;
}

/** A whole number from 1 to max. */
export function isQuantityAllowed(quantity: number, max: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= max;
}

/**
 * A quantity typed in a field: the whole number from 1 to max it says, else null (blank, 0, 30 with
 * a max of 25, 1.5). Never rounded or clamped: a field shows the rule's message instead of quietly
 * ordering another quantity than the one typed (issue 24 item 15).
 */
export function parseQuantity(typed: string, max: number): number | null {
  const value = typed.trim();
  if (!/^\d+$/.test(value)) return null;
  const quantity = Number(value);
  return isQuantityAllowed(quantity, max) ? quantity : null;
}
