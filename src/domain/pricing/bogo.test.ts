import { describe, expect, it } from 'vitest';
import { isBogoChoiceAllowed, resolveBogoChildren } from './bogo';
import { group, line, price, promo } from './test-helpers';

const PARENT_PRODUCT = 10;
const FREE_PRODUCT = 11;
const bogo = promo({
  specialOfferId: 50,
  promoTypeID: 30,
  promoProductGroups: [group([PARENT_PRODUCT])],
  bogoGetOneProductIds: [FREE_PRODUCT],
});

function parent(quantity: number, accepted: number[] = [50]) {
  return line({ id: 1, productId: PARENT_PRODUCT, quantity, acceptedSpecialOfferIds: accepted });
}
function child(id = 2, productId = FREE_PRODUCT, promoParentCartItemId = 1) {
  return line({ id, productId, quantity: 1, promoParentCartItemId });
}

describe('resolveBogoChildren', () => {
  it.each([1, 2, 3])('gives the child the parent quantity (%i)', (quantity) => {
    const children = resolveBogoChildren([parent(quantity), child()], [bogo]);
    expect(children.get(2)).toEqual({ promo: bogo, quantity });
  });

  it('returns nothing for normal lines', () => {
    expect(resolveBogoChildren([parent(1)], [bogo]).size).toBe(0);
  });

  it('makes the child inactive when the parent did not accept the offer', () => {
    expect(resolveBogoChildren([parent(1, []), child()], [bogo]).get(2)).toEqual({ promo: null, quantity: 0 });
  });

  it('makes the child inactive when its parent is not in the cart', () => {
    expect(resolveBogoChildren([child(2, FREE_PRODUCT, 99)], [bogo]).get(2)).toEqual({ promo: null, quantity: 0 });
  });

  it('makes the child inactive when its parent is itself a child line', () => {
    const lines = [parent(1), child(2), child(3, FREE_PRODUCT, 2)];
    expect(resolveBogoChildren(lines, [bogo]).get(3)).toEqual({ promo: null, quantity: 0 });
  });

  it('makes the child inactive when its product is not one of the get-one products', () => {
    expect(resolveBogoChildren([parent(1), child(2, 12)], [bogo]).get(2)?.promo).toBeNull();
  });

  it('makes the child inactive when the parent product is not in the offer', () => {
    const lines = [line({ id: 1, productId: 99, acceptedSpecialOfferIds: [50] }), child()];
    expect(resolveBogoChildren(lines, [bogo]).get(2)?.promo).toBeNull();
  });

  it('makes the child inactive when the offer is not among the qualified offers', () => {
    expect(resolveBogoChildren([parent(1), child()], []).get(2)?.promo).toBeNull();
  });

  it('ignores offers that are not buy-one-get-one', () => {
    const percentOffer = { ...bogo, promoTypeID: 1, isPercentageDiscount: true, discountPercent: 10 };
    expect(resolveBogoChildren([parent(1), child()], [percentOffer]).get(2)?.promo).toBeNull();
  });

  it('gives one child per offer and parent; a second child for the same offer is inactive', () => {
    const children = resolveBogoChildren([parent(2), child(2), child(3)], [bogo]);
    expect(children.get(2)).toEqual({ promo: bogo, quantity: 2 });
    expect(children.get(3)).toEqual({ promo: null, quantity: 0 });
  });

  it('matches each child to its own offer when the parent accepted two', () => {
    const second = { ...bogo, specialOfferId: 51, promoTypeID: 5, bogoGetOneProductIds: [12] };
    const children = resolveBogoChildren([parent(1, [50, 51]), child(2, 12), child(3, FREE_PRODUCT)], [bogo, second]);
    expect(children.get(2)?.promo).toBe(second);
    expect(children.get(3)?.promo).toBe(bogo);
  });

  it('matches a child whose product is the parent product itself (buy one, get the same one)', () => {
    const same = { ...bogo, bogoGetOneProductIds: [PARENT_PRODUCT] };
    expect(resolveBogoChildren([parent(3), child(2, PARENT_PRODUCT)], [same]).get(2)).toEqual({ promo: same, quantity: 3 });
  });

  it('makes a dearer child inactive: the free item is of equal or lesser value (promotion 1 fine print)', () => {
    const bought = line({ id: 1, productId: PARENT_PRODUCT, quantity: 1, acceptedSpecialOfferIds: [50], price: { unitPrice: 3999 } });
    const dearer = line({ id: 2, productId: FREE_PRODUCT, quantity: 1, promoParentCartItemId: 1, price: { unitPrice: 4229 } });
    const same = line({ id: 2, productId: FREE_PRODUCT, quantity: 1, promoParentCartItemId: 1, price: { unitPrice: 3999 } });
    expect(resolveBogoChildren([bought, dearer], [bogo]).get(2)).toEqual({ promo: null, quantity: 0 });
    expect(resolveBogoChildren([bought, same], [bogo]).get(2)).toEqual({ promo: bogo, quantity: 1 });
  });
});

describe('isBogoChoiceAllowed', () => {
  it('allows an item of equal or lesser value, never a dearer one', () => {
    expect(isBogoChoiceAllowed(price({ unitPrice: 3999 }), price({ unitPrice: 3999 }))).toBe(true);
    expect(isBogoChoiceAllowed(price({ unitPrice: 3999 }), price({ unitPrice: 1299 }))).toBe(true);
    expect(isBogoChoiceAllowed(price({ unitPrice: 3999 }), price({ unitPrice: 4229 }))).toBe(false);
  });

  it("compares displayed prices: a bulk item's rx fee counts", () => {
    expect(isBogoChoiceAllowed(price({ unitPrice: 3000, rxFee: 500, isBulkItem: true }), price({ unitPrice: 3400 }))).toBe(true);
    expect(isBogoChoiceAllowed(price({ unitPrice: 3000 }), price({ unitPrice: 2800, rxFee: 500, isBulkItem: true }))).toBe(false);
  });
});
