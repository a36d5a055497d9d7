import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { OrderInfo } from '../../../contracts/orders';
import { ORDER_STATUS } from '../../../contracts/orders';
import type { Language } from '../../../domain/constants';
import { roundHalfUp } from '../../../domain/money';
import type { GroupFigures } from '../../../domain/order-groups';
import type { PricedLine } from '../../../domain/pricing';
import { type Address, type CartLine, type PaymentMethod, productName } from '../cart';
import { type PlannedGroup, optionName, type ProductDetails, type ShopperClinic } from '../checkout';
import type { OrderItemTable, OrderTable } from '../../db/schema';

/** Placed orders as rows and as the order-submitted page's OrderInfo (cc §3); pure. */

/** 'VS-261121-4K7Q2M': date and six random characters (no 0/O, 1/I), unique by constraint. */
export function newOrderNumber(now: Date): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const random = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
  return `VS-${now.toISOString().slice(2, 10).replaceAll('-', '')}-${random}`;
}

export interface OrderContext {
  userId: number;
  checkoutId: number;
  clinic: ShopperClinic;
  lang: Language;
  province: string;
  couponCode: string | null;
  shippingAddress: Address | null;
  billingAddress: Address;
  card: PaymentMethod & { token: string };
  isao: boolean;
  now: Date;
  /** The AutoOrder subscription placing the order (issue 15); null or absent at checkout. */
  subscriptionId?: number | null;
}

const snapshot = (prefix: 'ship' | 'bill', a: Address | null) => ({
  [`${prefix}_location_name`]: a?.locationName ?? '',
  [`${prefix}_street1`]: a?.street1 ?? '',
  [`${prefix}_street2`]: a?.street2 ?? '',
  [`${prefix}_city`]: a?.city ?? '',
  [`${prefix}_province`]: a?.province ?? '',
  [`${prefix}_postal_code`]: a?.postalCode ?? '',
}) as Record<`${typeof prefix}_${'location_name' | 'street1' | 'street2' | 'city' | 'province' | 'postal_code'}`, string>;

export function orderRow(group: PlannedGroup, f: GroupFigures, c: OrderContext, orderNumber: string): Insertable<OrderTable> {
  const chosen = group.chosen!;
  return {
    user_id: c.userId,
    checkout_id: c.checkoutId,
    order_number: orderNumber,
    status: ORDER_STATUS.submitted,
    group_number: group.groupNumber,
    is_clinic_pickup: chosen.isPickup ? 1 : 0,
    is_auto_order: c.isao ? 1 : 0,
    clinic_id: c.clinic.id,
    shipping_option_id: chosen.id,
    shipping_option_name: optionName(chosen, c.lang, c.clinic.name),
    shipping_cents: f.shipping,
    shipping_discount_cents: f.shippingDiscount,
    item_subtotal_cents: f.itemSubtotalBeforeDiscounts,
    discount_cents: f.discount,
    rebate_cents: f.rebate,
    tax_cents: f.tax,
    account_credit_cents: f.accountCredit,
    total_cents: f.total,
    tax_province: c.province,
    coupon_code: c.couponCode,
    ...snapshot('ship', c.shippingAddress),
    ...snapshot('bill', c.billingAddress),
    payment_method_id: c.card.id,
    payment_token: c.card.token,
    payment_brand: c.card.brand,
    payment_last4: c.card.last4,
    authorization_id: '',
    created_at: c.now.toISOString(),
    auto_order_subscription_id: c.subscriptionId ?? null,
  };
}

export interface ItemRecord {
  line: CartLine;
  priced: PricedLine;
  couponShare: number;
  details: ProductDetails | undefined;
}

/** Parents before their free items, so a free item can point at its parent's order item. */
export function itemRecords(group: PlannedGroup, f: GroupFigures, details: ReadonlyMap<number, ProductDetails>): ItemRecord[] {
  const records = group.lines.map((line) => ({
    line,
    priced: f.lines.find((l) => l.id === line.id)!,
    couponShare: f.couponShareByLine.get(line.id) ?? 0,
    details: details.get(line.product.id),
  }));
  return [...records.filter((r) => r.line.promoParentId === null), ...records.filter((r) => r.line.promoParentId !== null)];
}

export function orderItemRow(
  r: ItemRecord,
  orderId: number,
  c: { lang: Language; parentOrderItemId: number | null; requiresApproval: boolean },
): Insertable<OrderItemTable> {
  const { line, priced } = r;
  return {
    order_id: orderId,
    product_id: line.product.id,
    name: productName(line.product, c.lang),
    mfg_sku: r.details?.mfgSku ?? '',
    mfg_name: r.details?.mfgName ?? '',
    product_format: (c.lang === 'fr' ? r.details?.formatFr : r.details?.formatEn) ?? '',
    pet_id: line.petId > 0 ? line.petId : null,
    pet_name: line.petName,
    quantity: priced.quantity,
    unit_price_cents: priced.unitPrice,
    regular_unit_price_cents: priced.regularUnitPrice,
    ext_price_cents: priced.extPrice,
    discount_cents: priced.specialOfferDiscount + priced.autoOrderDiscountClinic,
    rebate_cents: priced.specialOfferRebate + priced.autoOrderDiscountSponsored,
    coupon_discount_cents: r.couponShare,
    net_price_cents: priced.netExtPrice - r.couponShare,
    promo_parent_order_item_id: c.parentOrderItemId,
    promo_id: line.promoId,
    rx_id: line.rxId,
    requires_approval: c.requiresApproval ? 1 : 0,
  };
}

export function orderInfo(
  row: Insertable<OrderTable>,
  orderId: number,
  items: Insertable<OrderItemTable>[],
  clinicName: string,
): OrderInfo {
  const pickup = row.is_clinic_pickup === 1;
  return {
    orderId,
    orderNumber: row.order_number,
    groupNumber: row.group_number,
    orderTotal: row.total_cents ?? 0,
    isClinicPickup: pickup,
    shippingAddressLocationName: pickup ? clinicName : (row.ship_location_name ?? ''),
    productNames: items.map((i) => i.name),
    orderItems: items.map((i) => ({
      productId: i.product_id,
      mfgSku: i.mfg_sku,
      name: i.name,
      mfgName: i.mfg_name,
      productFormat: i.product_format,
      price: i.unit_price_cents ?? 0,
      discount: i.quantity > 0 ? roundHalfUp(((i.discount_cents ?? 0) + (i.rebate_cents ?? 0) + (i.coupon_discount_cents ?? 0)) / i.quantity) : 0,
      quantity: i.quantity,
    })),
    shippingAmount: row.shipping_cents ?? 0,
    freeShippingDiscountTotal: row.shipping_discount_cents ?? 0,
    totalTaxes: row.tax_cents ?? 0,
    accountCreditApplied: row.account_credit_cents ?? 0,
    shippingOptionName: row.shipping_option_name,
    status: row.status,
    createdAt: row.created_at,
  };
}
