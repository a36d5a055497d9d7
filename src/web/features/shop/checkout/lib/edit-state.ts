/**
 * What is open in the checkout's details card (cc §2, §4): each line — shipping address, payment
 * method, billing address — is closed, shows its saved list ('choosing') or its add form ('adding').
 *
 * Each line has its own state (issue 24, docs/decisions/088-checkout-lines-and-refusals.md):
 * saving, choosing or cancelling on one line never closes another, so a form the shopper is typing
 * in stays with what was typed while the other line saves. The spec's single "edit section" closed
 * every form at once, which took a new shopper's half-typed card away when the address was saved.
 */
export type EditSection = 'shippingAddress' | 'paymentMethod' | 'billingAddress';
export type LineMode = 'closed' | 'choosing' | 'adding';
export type EditState = Readonly<Record<EditSection, LineMode>>;

export const NOT_EDITING: EditState = { shippingAddress: 'closed', paymentMethod: 'closed', billingAddress: 'closed' };

/** cc §4: the customer is editing while any line is open (a saved list or an add form). */
export function isEditing(edit: EditState): boolean {
  return Object.values(edit).some((mode) => mode !== 'closed');
}

/**
 * cc §4: "if none exist, the add-address mode (respectively add-card mode) is on" — the state
 * before the shopper touches anything, from the first cart answer's saved lists.
 */
export function initialEditState(saved: { savedAddresses: readonly { isDeleted: boolean }[]; savedPaymentMethods: readonly { isDeleted: boolean }[] } | undefined): EditState {
  if (!saved) return NOT_EDITING;
  return {
    ...NOT_EDITING,
    shippingAddress: saved.savedAddresses.some((address) => !address.isDeleted) ? 'closed' : 'adding',
    paymentMethod: saved.savedPaymentMethods.some((card) => !card.isDeleted) ? 'closed' : 'adding',
  };
}

/** One line set to `mode`, the others left as they are (the same object when nothing changes). */
export function withLine(edit: EditState, section: EditSection, mode: LineMode): EditState {
  return edit[section] === mode ? edit : { ...edit, [section]: mode };
}

/** cc §4 "Change toggles to Cancel": Change opens the line's saved list, Cancel closes the line. */
export function toggleLine(edit: EditState, section: EditSection): EditState {
  return withLine(edit, section, edit[section] === 'closed' ? 'choosing' : 'closed');
}
