import { defaultPolicies } from '../../../domain/clinic-policies';
import { describe, expect, it } from 'vitest';
import type { CartLine, CartPromotion } from './cart-model';
import { stateNotifications, toCart } from './cart-mapper';
import { priceLoadedCart, type LoadedCart } from './cart-view';

const NOW = new Date('2026-11-21T12:00:00Z');

function line(over: Partial<CartLine> & { id: number; productId?: number }): CartLine {
  const { productId = 100 + over.id, ...rest } = over;
  return {
    cartId: 1, petId: 7, petName: 'Rex', quantity: 1, promoParentId: null, promoId: null, isPromoSelected: false, acceptedPromoIds: [], rxId: null,
    product: {
      id: productId, familyId: 1, nameEn: `Product ${productId}`, nameFr: `Produit ${productId}`, image: `p/${productId}.svg`,
      price: { unitPrice: 1000, regularUnitPrice: 1200, autoOrderUnitPrice: 0, rxFee: 0, isBulkItem: false, autoOrderDiscountPercentage: 0, autoOrderDiscountClinicPercentage: 0, autoOrderDiscountSponsoredPercentage: 0 },
      isSubscription: false, isPrescriptionProduct: false, isApprovalRequired: false, isBulkItem: false, allowBrowsing: true, isInStock: true,
      isLongTermBackorder: false, stockQuantity: 50, lastReportedInStockAt: null, maxQuantityRestrictionPerOrder: 0,
    },
    ...rest,
  };
}

const bogo: CartPromotion = {
  specialOfferId: 5, promoTypeID: 5, isInstantRebate: false, isForSubscriptionsOnly: false, isAutoOrderOnlyOffer: false, isPercentageDiscount: false,
  discountPercent: 0, rebateAmount: 0, promoProductGroups: [{ groupId: 1, minQuantity: 1, groupProductIds: [101] }], bogoGetOneProductIds: [201, 202],
  bogoDiscountPercent: 100, isHidden: false, nameEn: 'Buy one get one', nameFr: 'Un acheté, un offert', descriptionEn: '', descriptionFr: '',
};

function loaded(lines: CartLine[], over: Partial<LoadedCart> = {}): LoadedCart {
  return {
    header: { id: 1, userId: 1, couponCode: null, shippingAddressId: null, billingAddressId: null, paymentMethodId: null, version: 3 },
    lines, promotions: [bogo], prescriptions: [], account: { accountCreditCents: 0, province: 'ON', clinicId: 1, policies: defaultPolicies(1) }, coupon: null, addresses: [], paymentMethods: [],
    ...over,
  };
}
const selections = { shippingAddress: null, billingAddress: null, paymentMethod: null };

describe('toCart', () => {
  it('puts each free item right after its parent, names the offer on both, and takes every figure from the engine', () => {
    const parent = line({ id: 1, productId: 101, quantity: 2, acceptedPromoIds: [5] });
    const other = line({ id: 2 });
    const child = line({ id: 3, productId: 201, promoParentId: 1, promoId: 5, quantity: 2 });
    const cartIn = loaded([parent, other, child]);
    const priced = priceLoadedCart(cartIn, { isao: false });
    const cart = toCart(cartIn, priced, { lang: 'fr', isao: false, selections, now: NOW });
    expect(cart.items.map((i) => i.id)).toEqual([1, 3, 2]);
    expect(cart.items[0]).toMatchObject({ promo: 'Un acheté, un offert', productName: 'Produit 101', extRetailPrice: 2400 });
    expect(cart.items[1]).toMatchObject({ promo: 'Un acheté, un offert', netExtPrice: 0, promoUnitPrice: 0, isQuantityDisabled: true, maxQuantity: 25 });
    expect(cart.items[2]!.promo).toBeNull();
    expect(cart).toMatchObject({ total: priced.total, itemSubtotal: priced.itemSubtotal, numOfItems: 5, version: 3, taxes: { province: 'ON' } });
  });

  it('leaves out a free item whose offer does not apply (here: not accepted by the parent)', () => {
    const cartIn = loaded([line({ id: 1, productId: 101 }), line({ id: 2, productId: 201, promoParentId: 1, promoId: 5 })]);
    const cart = toCart(cartIn, priceLoadedCart(cartIn, { isao: false }), { lang: 'en', isao: false, selections, now: NOW });
    expect(cart.items.map((i) => i.id)).toEqual([1]);
    expect(cart.numOfItems).toBe(1);
  });

  it('tells why an applied coupon gives nothing, and warns about it and about out-of-stock items', () => {
    const out = line({ id: 1 });
    out.product.isInStock = false;
    const coupon = { id: 1, code: 'SAVE5', discount: { kind: 'fixed' as const, amount: 500 }, minimumSubtotal: 5000, autoOrderOnly: false, notForAutoOrder: false, isCurrent: true, isExpired: false };
    const cartIn = loaded([out], { header: { ...loaded([]).header, couponCode: 'SAVE5' }, coupon });
    const priced = priceLoadedCart(cartIn, { isao: false });
    expect(toCart(cartIn, priced, { lang: 'en', isao: false, selections, now: NOW })).toMatchObject({ promoCode: 'SAVE5', promoCodeError: 'minimumNotMet', couponDiscount: 0 });
    expect(stateNotifications(cartIn, priced, NOW, []).map((n) => [n.code, n.messageType])).toEqual([
      ['cart.outOfStock', 'Warning'],
      ['coupon.minimumNotMet', 'Warning'],
    ]);
    const gone = loaded([line({ id: 1 })], { header: { ...loaded([]).header, couponCode: 'OLD' }, coupon: null });
    expect(toCart(gone, priceLoadedCart(gone, { isao: false }), { lang: 'en', isao: false, selections, now: NOW }).promoCodeError).toBe('invalid');
  });

  it('prices with the province given by checkout, else none for an unknown one', () => {
    const cartIn = loaded([line({ id: 1 })]);
    expect(priceLoadedCart(cartIn, { isao: false, province: 'QC' }).tax?.province).toBe('QC');
    expect(priceLoadedCart(cartIn, { isao: false, province: null }).tax).toBeNull();
    expect(priceLoadedCart(cartIn, { isao: false, shipping: [{ groupNumber: 1, price: 999, isFree: false, freeShippingDiscount: 0 }] }).shipping).toBe(999);
  });
});
