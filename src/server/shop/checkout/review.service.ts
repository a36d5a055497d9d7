import type { CartReviewResponse, CheckoutNotification, GroupItem, OrderGroup, OrderSummary, ShippingOption } from '../../../contracts/checkout';
import type { Language } from '../../../domain/constants';
import type { DeliveryOption } from '../../../domain/delivery';
import type { GroupFigures } from '../../../domain/order-groups';
import { computeTax } from '../../../domain/tax';
import { orderCostProblem } from '../../../domain/clinic-policies';
import { formatCents } from '../../../domain/money';
import { isCardExpired } from '../../../domain/validation/card';
import { toCart, type CartContext, type CartLine, isProductAvailable, productName, loadCart, resolveSelections, type LoadedCart, ensureCart, refreshedCart } from '../cart';
import { planCheckout, type CheckoutPlan, type PlannedGroup } from './checkout-plan';
import { linesAwaitingApproval, outOfStockProductIds, recursOnAutoOrder } from './checkout-rules';
import { checkoutNotification, optionDescription, optionName, reviewOrderSpecialMessage } from './checkout-texts';
import { findProductDetails, findShopperContact, type ProductDetails, type ShopperClinic } from './checkout.queries';
import { findRestrictedAreas, limitValues, orderingLimitProblems, unitsByProduct, type LimitProblem } from '../../shared/ordering-limits';
import type { LineLimit } from '../../../contracts/cart';

/**
 * GET /api/cart/review/ (cc §3 Cart V4 response): the order groups with their items, delivery
 * options and taxes, the totals with the chosen options, and what blocks the order.
 */
export async function reviewCart(
  ctx: CartContext,
  query: { isao: boolean; refresh?: boolean; shippingOptions: Record<string, string> },
): Promise<CartReviewResponse> {
  const header = query.refresh ? await refreshedCart(ctx) : await ensureCart(ctx.db, ctx.userId, ctx.now);
  const loaded = await loadCart(ctx.db, header, ctx.now);
  const [contact, details] = await Promise.all([
    findShopperContact(ctx.db, ctx.userId),
    findProductDetails(ctx.db, loaded.lines.map((l) => l.product.id)),
  ]);
  const selections = resolveSelections(loaded);
  const restrictedAreas = await findRestrictedAreas(ctx.db, contact.clinic.id, loaded.lines.map((l) => l.product.id));
  const plan = planCheckout(loaded, {
    details, clinic: contact.clinic, isao: query.isao, choices: query.shippingOptions,
    shippingAddress: selections.shippingAddress, accountProvince: loaded.account.province, restrictedAreas,
  });
  // Issue 25: what the order would pass of the shopper's limits, said before Place Order refuses it.
  const planLines = plan.groups.flatMap((g) => g.lines);
  const limitProblems = await orderingLimitProblems(ctx.db, ctx.userId, unitsByProduct(planLines.map((l) => ({ productId: l.product.id, quantity: l.quantity }))), ctx.now);
  const limits = new Map<number, LineLimit[]>();
  for (const p of limitProblems) limits.set(p.productId, [...(limits.get(p.productId) ?? []), { kind: p.kind, max: p.max, ordered: p.ordered, inCart: p.inCart, resetDate: p.resetDate }]);
  const groups: Record<string, OrderGroup> = {};
  plan.groups.forEach((group, i) => {
    groups[String(group.groupNumber)] = toOrderGroup(group, plan.figures[i]!, { plan, details, clinic: contact.clinic, lang: ctx.lang, now: ctx.now });
  });
  return {
    isSuccess: true,
    returnValue: {
      cartModel: {
        groups,
        summary: toSummary(plan),
        cart: toCart(loaded, plan.priced, { lang: ctx.lang, isao: query.isao, selections, now: ctx.now, limits }),
      },
      imagesBaseUrl: ctx.imagesBaseUrl,
    },
    notifications: reviewNotifications(loaded, plan, { selections, clinic: contact.clinic, lang: ctx.lang, now: ctx.now, limitProblems }),
    reviewOrderSpecialMessage: loaded.lines.length > 0 ? reviewOrderSpecialMessage(ctx.lang) : null,
  };
}

interface GroupContext {
  plan: CheckoutPlan;
  details: ReadonlyMap<number, ProductDetails>;
  clinic: ShopperClinic;
  lang: Language;
  now: Date;
}

function taxesOn(province: string | null, amount: number, part: 'items' | 'shipping') {
  if (province === null) return [];
  const tax = computeTax({ province, items: part === 'items' ? amount : 0, shipping: part === 'shipping' ? amount : 0 });
  return tax.lines.map((l) => ({ label: l.label, code: l.code, rate: l.rate, amount: l.amount }));
}

function toShippingOption(option: DeliveryOption, c: GroupContext): ShippingOption {
  return {
    id: option.id,
    name: optionName(option, c.lang, c.clinic.name),
    customerPrice: option.customerPrice,
    price: option.price,
    isPickup: option.isPickup,
    isShippingFree: option.isFree,
    taxesWithLabel: taxesOn(c.plan.province, option.customerPrice, 'shipping'),
    freightCategoryDescription: optionDescription(option, c.lang),
  };
}

function toGroupItem(line: CartLine, figures: GroupFigures, c: GroupContext): GroupItem {
  const priced = figures.lines.find((l) => l.id === line.id)!;
  return {
    cartItemId: line.id,
    productId: line.product.id,
    productName: productName(line.product, c.lang),
    productImagePathThumbnail: line.product.image,
    petName: line.petName,
    quantity: priced.quantity,
    unitPrice: priced.unitPrice,
    regularUnitPrice: priced.regularUnitPrice,
    autoOrderUnitPrice: priced.autoOrderUnitPrice,
    totalPrice: priced.netExtPrice,
    promoParentCartItemID: line.promoParentId,
    isClinicPickupOnly: c.details.get(line.product.id)?.isClinicPickupOnly ?? false,
    isInStock: isProductAvailable(line.product, c.now),
    canRecur: recursOnAutoOrder(line),
  };
}

function toOrderGroup(group: PlannedGroup, figures: GroupFigures, c: GroupContext): OrderGroup {
  return {
    groupNumber: group.groupNumber,
    isClinicPickupOnly: group.isClinicPickupOnly,
    pickupLocationName: c.clinic.name,
    items: group.lines.map((line) => toGroupItem(line, figures, c)),
    shippingOptions: group.options.map((o) => toShippingOption(o, c)),
    selectedShippingOptionId: group.chosen?.id ?? null,
    itemSubtotal: figures.itemSubtotal,
    taxes: {
      total: figures.itemsTax,
      taxesWithLabel: figures.taxLines.map((t) => ({ label: t.label, code: t.code, rate: t.rate, amount: t.itemsAmount })),
    },
    isHomeDeliveryRestricted: group.homeDeliveryRestricted,
    isRestrictedArea: group.restrictedArea,
  };
}

function toSummary({ priced, groups }: CheckoutPlan): OrderSummary {
  return {
    itemSubtotalBeforeDiscounts: priced.itemSubtotalBeforeDiscounts,
    itemSubtotal: priced.itemSubtotal,
    totalDiscount: priced.totalDiscount,
    totalRebates: priced.totalRebates,
    autoOrderDiscountClinic: priced.autoOrderDiscountClinic,
    autoOrderDiscountSponsored: priced.autoOrderDiscountSponsored,
    couponDiscount: priced.couponDiscount,
    shipping: priced.shipping,
    freeShippingDiscountTotal: priced.shippingDiscount,
    orderTotalBeforeTax: priced.orderTotalBeforeTax,
    totalTax: priced.totalTax,
    taxes: {
      total: priced.totalTax,
      taxesWithLabel: (priced.tax?.lines ?? []).map((l) => ({ label: l.label, code: l.code, rate: l.rate, amount: l.amount })),
    },
    accountCreditApplied: priced.accountCreditApplied,
    total: priced.total,
    allGroupsHaveDeliveryOption: groups.length > 0 && groups.every((g) => g.chosen !== null),
  };
}

function reviewNotifications(
  loaded: LoadedCart,
  plan: CheckoutPlan,
  c: { selections: ReturnType<typeof resolveSelections>; clinic: ShopperClinic; lang: Language; now: Date; limitProblems: readonly LimitProblem[] },
): CheckoutNotification[] {
  if (loaded.lines.length === 0) return [checkoutNotification('checkout.emptyCart', c.lang)];
  const notes: CheckoutNotification[] = [];
  const lines = plan.groups.flatMap((g) => g.lines);
  const { shippingAddress, paymentMethod } = c.selections;
  if (plan.groups.some((g) => g.homeDeliveryRestricted && !g.restrictedArea) && shippingAddress) {
    notes.push(checkoutNotification('checkout.restrictedProvince', c.lang, { province: shippingAddress.province, clinicProvince: c.clinic.province }));
  }
  if (plan.groups.some((g) => g.restrictedArea) && shippingAddress) notes.push(checkoutNotification('checkout.restrictedArea', c.lang));
  for (const p of c.limitProblems) {
    const line = lines.find((l) => l.product.id === p.productId);
    const values = limitValues(p, line ? productName(line.product, c.lang) : String(p.productId));
    notes.push(checkoutNotification(p.kind === 'monthly' ? 'checkout.monthlyLimit' : 'checkout.allocationLimit', c.lang, values));
  }
  // Issue 25: the clinic's order cost range (its own or its master's), before Place Order refuses it.
  const cost = orderCostProblem(plan.priced.itemSubtotal, loaded.account.policies.orderCostRange, lines.length > 0);
  if (cost) {
    notes.push(checkoutNotification(cost.kind === 'belowMinimum' ? 'checkout.orderBelowMinimum' : 'checkout.orderAboveMaximum', c.lang, {
      amount: formatCents(cost.amountCents, c.lang), amountCents: cost.amountCents,
    }));
  }
  if (outOfStockProductIds(lines, c.now).length > 0) notes.push(checkoutNotification('checkout.outOfStock', c.lang));
  if (!shippingAddress && plan.groups.some((g) => !g.isClinicPickupOnly)) notes.push(checkoutNotification('checkout.noShippingAddress', c.lang));
  if (!paymentMethod) notes.push(checkoutNotification('checkout.noPaymentMethod', c.lang));
  else if (isCardExpired(paymentMethod.expMonth, paymentMethod.expYear, c.now)) notes.push(checkoutNotification('checkout.cardExpired', c.lang));
  if (linesAwaitingApproval(lines, loaded.prescriptions).length > 0) notes.push(checkoutNotification('checkout.approvalRequired', c.lang));
  return notes;
}
