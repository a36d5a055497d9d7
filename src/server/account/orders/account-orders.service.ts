import type {
  AccountOverview, OrderDetail, OrderLine, OrderListResponse, OrderPeriod, OrderReduction, OrderSummary,
} from '../../../contracts/account-orders';
import { carrierName, trackingUrl } from '../../../domain/carriers';
import { ORDER_PAGE_SIZE, type Language } from '../../../domain/constants';
import { canCancelOrder, isOrderStatus, shopperStatusOf, type OrderActor, type OrderStatus } from '../../../domain/order-status';
import { DAY_MS } from '../../../domain/time';
import type { Db } from '../../db/database';
import type { ShopperContext } from '../../lib/shopper-routes';
import { findAccountHolder, listOrderItems, orderNotFound, reinstatementLinks, shipmentsOfOrder, type OrderItemRow } from '../../shop/orders';
import {
  countCheckoutOrders, countOwnOrders, findOwnOrder, listItemPictures, listOrderHistory, listShopperOrderReturns,
  listOrderReductions, listOrderTaxes, listOwnOrders, listOwnPets, type OrderListRow, type OwnOrderRow,
} from './account-orders.queries';

/**
 * The shopper's past orders (issue 14): the list (newest first, paged, by period), one order as it
 * was charged (its stored lines, reductions, taxes and totals: nothing is priced again) and the
 * account's overview. Every read is scoped to the shopper; another shopper's order is a 404.
 */
export interface AccountOrdersContext extends ShopperContext {
  lang: Language;
  imagesBaseUrl: string;
}

const PICTURES_PER_ORDER = 4;

/** The start of a period, counted back from now (a month is 30 days, a year 365). */
export function periodStart(period: OrderPeriod, now: Date): Date | null {
  switch (period) {
    case '30d': return new Date(now.getTime() - 30 * DAY_MS);
    case '6m': return new Date(now.getTime() - 182 * DAY_MS);
    case '1y': return new Date(now.getTime() - 365 * DAY_MS);
    case 'all': return null;
  }
}


const statusOf = (value: string): OrderStatus => (isOrderStatus(value) ? value : 'submitted');

async function summaries(ctx: AccountOrdersContext, rows: readonly OrderListRow[]): Promise<OrderSummary[]> {
  const pictures = await listItemPictures(ctx.db, rows.map((r) => r.id));
  return rows.map((row) => {
    const items = pictures.filter((p) => p.orderId === row.id);
    const status = statusOf(row.status);
    return {
      orderId: row.id,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt,
      status,
      shopperStatus: shopperStatusOf(status),
      total: row.totalCents,
      itemCount: items.reduce((n, i) => n + i.quantity, 0),
      isClinicPickup: row.isClinicPickup,
      pictures: items.slice(0, PICTURES_PER_ORDER).map((i) => ({ productId: i.productId, name: i.name, image: i.image })),
    };
  });
}

export async function listOrders(ctx: AccountOrdersContext, query: { period: OrderPeriod; pg: number }): Promise<OrderListResponse> {
  const since = periodStart(query.period, ctx.now);
  const totalCount = await countOwnOrders(ctx.db, ctx.userId, since);
  const pageCount = Math.max(1, Math.ceil(totalCount / ORDER_PAGE_SIZE));
  const page = Math.min(query.pg, pageCount);
  const rows = await listOwnOrders(ctx.db, ctx.userId, since, ORDER_PAGE_SIZE, (page - 1) * ORDER_PAGE_SIZE);
  return {
    orders: await summaries(ctx, rows), period: query.period, page, pageSize: ORDER_PAGE_SIZE, totalCount, pageCount,
    imagesBaseUrl: ctx.imagesBaseUrl,
  };
}

type ReductionRow = Awaited<ReturnType<typeof listOrderReductions>>[number];

/**
 * An item's reductions as the cart names them: each offer it was sold with (a hidden one unnamed),
 * then what the item's stored discount and rebate hold beyond them, the AutoOrder price on an
 * AutoOrder (an order placed before offers were recorded shows it as a plain discount).
 */
function itemReductions(item: OrderItemRow, offers: readonly ReductionRow[], isAutoOrder: boolean, lang: Language): OrderReduction[] {
  const named = offers.map((o): OrderReduction => {
    const name = o.isHidden ? null : (lang === 'fr' ? o.nameFr || o.nameEn : o.nameEn) || null;
    return { kind: o.isRebate ? 'rebate' : 'offer', specialOfferId: o.promotionId, name, amount: o.amount };
  });
  const rest = Number(item.discount_cents) + Number(item.rebate_cents) - offers.reduce((s, o) => s + o.amount, 0);
  if (rest <= 0) return named;
  return [...named, isAutoOrder ? { kind: 'autoOrder', specialOfferId: null, name: null, amount: rest } : { kind: 'offer', specialOfferId: null, name: null, amount: rest }];
}

/** The same reduction over several items, one line (by offer, and one AutoOrder line). */
function totalReductions(lines: readonly OrderLine[]): OrderReduction[] {
  const byKey = new Map<string, OrderReduction>();
  for (const r of lines.flatMap((l) => l.reductions)) {
    const key = `${r.kind}:${r.specialOfferId ?? ''}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, amount: seen.amount + r.amount } : { ...r });
  }
  return [...byKey.values()];
}

function address(row: OwnOrderRow, prefix: 'ship' | 'bill') {
  return {
    locationName: row[`${prefix}_location_name`],
    street1: row[`${prefix}_street1`],
    street2: row[`${prefix}_street2`],
    city: row[`${prefix}_city`],
    province: row[`${prefix}_province`],
    postalCode: row[`${prefix}_postal_code`],
  };
}

/** One order as the order page shows it; 404 when it is not the shopper's. */
export async function orderDetail(ctx: AccountOrdersContext, orderId: number): Promise<OrderDetail> {
  const row = await findOwnOrder(ctx.db, ctx.userId, orderId);
  if (!row) throw orderNotFound();
  const [items, taxes, history, offers, groupCount, shipments, links] = await Promise.all([
    listOrderItems(ctx.db, orderId),
    listOrderTaxes(ctx.db, orderId),
    listOrderHistory(ctx.db, orderId),
    listOrderReductions(ctx.db, orderId),
    countCheckoutOrders(ctx.db, Number(row.checkout_id)),
    shipmentsOfOrder(ctx.db, orderId, { carrierNames: true }),
    reinstatementLinks(ctx.db, orderId),
  ]);
  const isAutoOrder = row.is_auto_order === 1;
  const lines: OrderLine[] = items.map((i) => ({
    id: Number(i.id),
    productId: Number(i.product_id),
    name: i.name,
    image: i.image ?? '',
    productFormat: i.product_format,
    mfgName: i.mfg_name,
    petId: i.pet_id === null ? null : Number(i.pet_id),
    petName: i.pet_name,
    quantity: Number(i.quantity),
    unitPrice: Number(i.unit_price_cents),
    extPrice: Number(i.ext_price_cents),
    netPrice: Number(i.net_price_cents),
    promoParentId: i.promo_parent_order_item_id === null ? null : Number(i.promo_parent_order_item_id),
    requiresApproval: i.requires_approval === 1,
    reductions: itemReductions(i, offers.filter((o) => o.orderItemId === Number(i.id)), isAutoOrder, ctx.lang),
  }));
  const status = statusOf(row.status);
  const pickup = row.is_clinic_pickup === 1;
  return {
    orderId: Number(row.id),
    orderNumber: row.order_number,
    createdAt: row.created_at,
    status,
    shopperStatus: shopperStatusOf(status),
    groupNumber: Number(row.group_number),
    groupCount,
    isClinicPickup: pickup,
    isAutoOrder,
    shippingOptionId: row.shipping_option_id,
    shippingOptionName: row.shipping_option_name,
    clinic: {
      name: row.practice_name, address: row.clinic_address, city: row.clinic_city, province: row.clinic_province,
      postalCode: row.clinic_postal_code, phone: row.clinic_phone,
    },
    shippingAddress: pickup || row.ship_street1 === '' ? null : address(row, 'ship'),
    billingAddress: address(row, 'bill'),
    card: { brand: row.payment_brand, last4: row.payment_last4 },
    items: lines,
    itemSubtotal: Number(row.item_subtotal_cents),
    reductions: totalReductions(lines),
    couponDiscount: items.reduce((s, i) => s + Number(i.coupon_discount_cents), 0),
    shipping: Number(row.shipping_cents),
    shippingDiscount: Number(row.shipping_discount_cents),
    taxes: taxes.map((t) => ({ code: t.code, label: t.label, amount: Number(t.amount_cents) })),
    totalTax: Number(row.tax_cents),
    accountCredit: Number(row.account_credit_cents),
    total: Number(row.total_cents),
    couponCode: row.coupon_code,
    carrier: row.carrier ? carrierName(row.carrier) : null,
    trackingNumber: row.tracking_number,
    trackingUrl: trackingUrl(row.carrier, row.tracking_number),
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    canCancel: canCancelOrder({ status, sentToDistributorAt: row.sent_to_distributor_at }),
    reinstatedFrom: links.from && { orderId: links.from.id, orderNumber: links.from.orderNumber },
    reinstatedAs: links.as && { orderId: links.as.id, orderNumber: links.as.orderNumber },
    history: history.map((h) => {
      const eventStatus = statusOf(h.status);
      return {
        event: h.event,
        status: eventStatus,
        shopperStatus: shopperStatusOf(eventStatus),
        actor: (['shopper', 'staff', 'system'].includes(h.actor) ? h.actor : 'system') as OrderActor,
        note: h.note,
        createdAt: h.created_at,
      };
    }),
    shipments,
    imagesBaseUrl: ctx.imagesBaseUrl,
  };
}

const RECENT_ORDERS = 3;

/** The account's overview: who, which clinic, the latest orders and the pets. */
export async function accountOverview(ctx: AccountOrdersContext): Promise<AccountOverview> {
  const [holder, recent, pets] = await Promise.all([
    findAccountHolder(ctx.db, ctx.userId),
    listOwnOrders(ctx.db, ctx.userId, null, RECENT_ORDERS, 0),
    listOwnPets(ctx.db, ctx.userId),
  ]);
  return {
    firstName: holder.first_name,
    lastName: holder.last_name,
    email: holder.email,
    clinic: { name: holder.practice_name, address: holder.address, city: holder.city, province: holder.province, postalCode: holder.postal_code, phone: holder.phone },
    recentOrders: await summaries(ctx, recent),
    pets,
    imagesBaseUrl: ctx.imagesBaseUrl,
  };
}

/** The shopper's order page: the order's returns (pending and completed), or 404 when the order is not theirs. */
export async function shopperOrderReturns(db: Db, userId: number, orderId: number) {
  const rows = await listShopperOrderReturns(db, userId, orderId);
  if (rows === null) throw orderNotFound();
  return {
    returns: rows.map((r) => {
      const credit = Number(r.credit_refund_cents);
      return {
        id: Number(r.id), status: r.status === 'completed' ? 'completed' as const : 'pending' as const, createdAt: r.created_at, completedAt: r.completed_at,
        refundTotalCents: Number(r.refund_total_cents), toCardCents: Number(r.refund_total_cents) - credit, toCreditCents: credit,
        items: r.items.map((i) => ({ name: i.name, quantity: Number(i.quantity) })), shippingRefunded: Number(r.shipping_refund_cents) > 0,
      };
    }),
  };
}
