import { computeTax } from '../tax';
import { applyAccountCredit } from './account-credit';
import { evaluateCoupon } from './coupon';
import { priceLines, sum } from './price-lines';
import { shippingTotals } from './shipping';
import type { PriceCartInput, PricedCart, PricedCoupon } from './types';

/**
 * Every figure the cart, the checkout and the order show, from plain input (cc §3 Cart, §9).
 * Pure: the same input always gives the same figures. Order of work:
 * lines and their offers → coupon on what the items cost after offers → shipping → tax on the
 * items after every discount and on shipping after its discount → account credit.
 *
 * Order total before tax = item subtotal before discounts + shipping − shipping discount
 * − discounts − rebates; total = before tax + tax − account credit (cc §9).
 *
 * @throws UnknownProvinceError when input.province is not a Canadian province or territory code.
 */
export function priceCart(input: PriceCartInput): PricedCart {
  const { lines, discounts } = priceLines(input.lines, input.promotions, input.isao);

  const itemRetailSubtotal = sum(lines.map((line) => line.extRetailPrice));
  const itemSubtotalBeforeDiscounts = sum(lines.map((line) => line.extPrice));
  const totalSpecialOfferDiscount = sum(lines.map((line) => line.specialOfferDiscount));
  const specialOfferRebates = sum(lines.map((line) => line.specialOfferRebate));
  const autoOrderDiscountClinic = sum(lines.map((line) => line.autoOrderDiscountClinic));
  const autoOrderDiscountSponsored = sum(lines.map((line) => line.autoOrderDiscountSponsored));
  const itemsAfterOffers = sum(lines.map((line) => line.netExtPrice));

  let coupon: PricedCoupon | null = null;
  if (input.coupon) {
    const result = evaluateCoupon(input.coupon, itemsAfterOffers, input.isao);
    coupon = result.ok
      ? { code: input.coupon.code, discount: result.discount, error: null }
      : { code: input.coupon.code, discount: 0, error: result.error };
  }
  const couponDiscount = coupon?.discount ?? 0;

  const totalDiscount = totalSpecialOfferDiscount + autoOrderDiscountClinic + couponDiscount;
  const totalRebates = specialOfferRebates + autoOrderDiscountSponsored;
  const totalDiscountInclRebates = totalDiscount + totalRebates;
  const itemSubtotal = itemSubtotalBeforeDiscounts - totalDiscountInclRebates;

  const { shipping, shippingDiscount } = shippingTotals(input.shipping);
  const orderTotalBeforeTax = itemSubtotalBeforeDiscounts + shipping - shippingDiscount - totalDiscount - totalRebates;

  const tax =
    input.province === null
      ? null
      : computeTax({ province: input.province, items: itemSubtotal, shipping: shipping - shippingDiscount });
  const totalTax = tax?.total ?? 0;
  const totalBeforeCredits = orderTotalBeforeTax + totalTax;

  const credit = applyAccountCredit(
    totalBeforeCredits,
    input.accountCreditAmountAvail,
    input.accountCreditAmountMinValue,
  );

  return {
    lines,
    discounts,
    numOfItems: sum(lines.map((line) => line.quantity)),
    itemRetailSubtotal,
    itemSubtotalBeforeDiscounts,
    itemSubtotal,
    totalRetailDiscount: itemRetailSubtotal - itemSubtotalBeforeDiscounts,
    totalSpecialOfferDiscount,
    autoOrderDiscountClinic,
    autoOrderDiscountSponsored,
    couponDiscount,
    totalDiscount,
    totalRebates,
    totalDiscountInclRebates,
    coupon,
    shipping,
    shippingDiscount,
    orderTotalBeforeTax,
    tax,
    totalTax,
    totalBeforeCredits,
    accountCreditApplied: credit.applied,
    accountCreditAmountAvail: Math.max(0, input.accountCreditAmountAvail),
    accountCreditAmountUnused: credit.unused,
    total: totalBeforeCredits - credit.applied,
  };
}
