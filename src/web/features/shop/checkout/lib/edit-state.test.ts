import { describe, expect, it } from 'vitest';
import { initialEditState, isEditing, NOT_EDITING, toggleLine, withLine, type EditState } from './edit-state';

describe('what is open in the details card (cc §4, issue 24)', () => {
  it('editing: any line open, its saved list or its add form', () => {
    expect(isEditing(NOT_EDITING)).toBe(false);
    expect(isEditing({ ...NOT_EDITING, billingAddress: 'choosing' })).toBe(true);
    expect(isEditing({ ...NOT_EDITING, shippingAddress: 'adding' })).toBe(true);
    expect(isEditing({ ...NOT_EDITING, paymentMethod: 'adding' })).toBe(true);
  });

  it('without saved addresses or cards the add forms are open from the start', () => {
    const saved = { isDeleted: false };
    const deleted = { isDeleted: true };
    expect(initialEditState(undefined)).toEqual(NOT_EDITING);
    expect(initialEditState({ savedAddresses: [saved], savedPaymentMethods: [saved] })).toEqual(NOT_EDITING);
    expect(initialEditState({ savedAddresses: [deleted], savedPaymentMethods: [] })).toEqual({ shippingAddress: 'adding', paymentMethod: 'adding', billingAddress: 'closed' });
    expect(initialEditState({ savedAddresses: [saved], savedPaymentMethods: [] })).toEqual({ ...NOT_EDITING, paymentMethod: 'adding' });
  });

  it("a new shopper's address saved closes the address form only: the card form stays open, and the other way round", () => {
    const first: EditState = { shippingAddress: 'adding', paymentMethod: 'adding', billingAddress: 'closed' };
    expect(withLine(first, 'shippingAddress', 'closed')).toEqual({ ...first, shippingAddress: 'closed' });
    expect(withLine(first, 'paymentMethod', 'closed')).toEqual({ ...first, paymentMethod: 'closed' });
  });

  it("Change opens a line's saved list without closing another line's add form; Cancel closes that line only", () => {
    const typing: EditState = { ...NOT_EDITING, shippingAddress: 'adding' };
    const opened = toggleLine(typing, 'paymentMethod');
    expect(opened).toEqual({ ...NOT_EDITING, shippingAddress: 'adding', paymentMethod: 'choosing' });
    expect(toggleLine(opened, 'paymentMethod')).toEqual(typing);
    expect(toggleLine(opened, 'shippingAddress')).toEqual({ ...NOT_EDITING, paymentMethod: 'choosing' });
  });

  it('returns the same state when the line is already so', () => {
    expect(withLine(NOT_EDITING, 'billingAddress', 'closed')).toBe(NOT_EDITING);
  });
});
