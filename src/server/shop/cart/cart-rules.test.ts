import { describe, expect, it } from 'vitest';
import { RX_STATUS } from '../../../domain/constants';
import type { Prescription } from './cart-model';
import {
  formatIdList, isApproved, lineMaxQuantity, needsApproval, notification, parseIdList, plainText, prescriptionFor, taxProvince,
} from './cart-rules';

const rx = (over: Partial<Prescription> & { id: number }): Prescription => ({
  petId: 1, petName: 'Rex', familyId: 10, rxStatusId: RX_STATUS.validated, quantity: 0, refillQuantity: 0, refillQuantityRemaining: 0, ...over,
});
const product = (over: Partial<{ isApprovalRequired: boolean; isPrescriptionProduct: boolean; maxQuantityRestrictionPerOrder: number }> = {}) => ({
  isApprovalRequired: false, isPrescriptionProduct: false, maxQuantityRestrictionPerOrder: 0, ...over,
});

describe('lineMaxQuantity (cc §5)', () => {
  it('is 25 by default, the restriction when above 0', () => {
    expect(lineMaxQuantity(product(), null, 25)).toBe(25);
    expect(lineMaxQuantity(product({ maxQuantityRestrictionPerOrder: 6 }), null, 25)).toBe(6);
  });
  it('follows the prescription quantity for approval items, even above 25', () => {
    expect(lineMaxQuantity(product({ isApprovalRequired: true }), rx({ id: 1, quantity: 30 }), 25)).toBe(30);
    expect(lineMaxQuantity(product({ isApprovalRequired: true }), rx({ id: 1, quantity: 2 }), 25)).toBe(2);
    expect(lineMaxQuantity(product({ isApprovalRequired: true }), rx({ id: 1, quantity: 0 }), 25)).toBe(25);
    expect(lineMaxQuantity(product({ isApprovalRequired: true, maxQuantityRestrictionPerOrder: 4 }), null, 25)).toBe(4);
    // A prescription product that is not approval-required keeps the product limit (domain/quantity).
    expect(lineMaxQuantity(product({ isPrescriptionProduct: true }), rx({ id: 1, quantity: 3 }), 25)).toBe(25);
  });
});

describe('prescriptionFor and approval', () => {
  const all = [
    rx({ id: 1, rxStatusId: RX_STATUS.validated }),
    rx({ id: 2, rxStatusId: RX_STATUS.notValidated }),
    rx({ id: 3, petId: 2, rxStatusId: RX_STATUS.validated }),
    rx({ id: 4, familyId: 11, rxStatusId: RX_STATUS.validated }),
  ];
  it('prefers the line\'s own prescription, then a validated one, then the newest, for that pet and family only', () => {
    expect(prescriptionFor(all, 1, 10, 2)?.id).toBe(2);
    expect(prescriptionFor(all, 1, 10, null)?.id).toBe(1);
    expect(prescriptionFor(all, 1, 10, 3)?.id).toBe(1);
    expect(prescriptionFor([rx({ id: 5, rxStatusId: 2 }), rx({ id: 6, rxStatusId: 3 })], 1, 10, null)?.id).toBe(6);
    expect(prescriptionFor(all, 9, 10, null)).toBeNull();
  });
  it('approves prescription or approval products only with a validated prescription', () => {
    expect(needsApproval(product())).toBe(false);
    expect(isApproved(product({ isApprovalRequired: true }), rx({ id: 1 }))).toBe(true);
    expect(isApproved(product({ isPrescriptionProduct: true }), rx({ id: 1 }))).toBe(true);
    expect(isApproved(product({ isApprovalRequired: true }), rx({ id: 1, rxStatusId: RX_STATUS.expired }))).toBe(false);
    expect(isApproved(product({ isApprovalRequired: true }), null)).toBe(false);
    expect(isApproved(product(), rx({ id: 1 }))).toBe(false);
  });
});

describe('small helpers', () => {
  it('reads and writes the accepted offer list', () => {
    expect(parseIdList('3, 1,x,,1,-2,2.5')).toEqual([3, 1]);
    expect(parseIdList('')).toEqual([]);
    expect(formatIdList([3, 1, 3])).toBe('1,3');
  });
  it('turns promotion HTML into plain text', () => {
    expect(plainText('Save <strong>15%</strong>.<script>alert("x")</script>')).toBe('Save 15%.');
    expect(plainText('<p>One</p><p>Two &amp; three</p>')).toBe('One Two & three');
  });
  it('estimates tax only for a Canadian province', () => {
    expect(taxProvince(null, ' qc ')).toBe('QC');
    expect(taxProvince('ON', 'QC')).toBe('ON');
    expect(taxProvince('XX', '')).toBeNull();
  });
  it('builds notifications with their English text, kind and code', () => {
    expect(notification('cart.itemAdded')).toEqual({ message: 'item added to cart', messageType: 'Success', isError: false, code: 'cart.itemAdded' });
    expect(notification('cart.outOfStock', { type: 'Warning' })).toMatchObject({ messageType: 'Warning', isError: false });
    expect(notification('cart.quantityLimited', { values: { max: 4 } })).toMatchObject({ message: 'quantity limited to 4', values: { max: 4 } });
  });
});
