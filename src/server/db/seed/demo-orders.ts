import type { Kysely } from 'kysely';
import { deliveryOptions, shippingLine, type DeliveryOptionId } from '../../../domain/delivery';
import { splitPricedCart } from '../../../domain/order-groups';
import type { OrderEvent, OrderStatus } from '../../../domain/order-status';
import { priceCart } from '../../../domain/pricing';
import type { CartLineInput } from '../../../domain/pricing/types';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../schema';

/**
 * The demo shopper's past orders (issue 14), so the account's order pages have something to show on
 * a fresh start: one in each status a shopper meets (submitted, shipped with a tracking number,
 * ready for pickup, picked up, cancelled) and an older one beyond six months. Every figure comes
 * from the domain's pricing, delivery and tax rules, as a placed order's would. Past orders took no
 * stock from today's shelves. Ages are relative to the seed's `now`.
 */
interface DemoOrder {
  key: string;
  daysAgo: number;
  delivery: DeliveryOptionId;
  /** [product index in the demo's list of plain products, pet, quantity]. */
  items: [number, 'Biscuit' | 'Minou', number][];
  /** Events after 'submitted', each with its status and the days after the order it happened. */
  events: [OrderEvent, OrderStatus, number][];
  status: OrderStatus;
  sentToDistributorAfterDays?: number;
  carrier?: { code: string; tracking: string };
  cancelReason?: string;
}

const DEMO_ORDERS: readonly DemoOrder[] = [
  { key: 'A', daysAgo: 2, delivery: 'standard', items: [[0, 'Biscuit', 2], [1, 'Minou', 1]], events: [], status: 'submitted' },
  {
    key: 'B', daysAgo: 5, delivery: 'pickup', items: [[2, 'Minou', 3]], status: 'ready_for_pickup', sentToDistributorAfterDays: 1,
    events: [['sent_to_distributor', 'sent_to_distributor', 1], ['ready_for_pickup', 'ready_for_pickup', 4]],
  },
  {
    key: 'C', daysAgo: 12, delivery: 'express', items: [[3, 'Biscuit', 1], [4, 'Biscuit', 2]], status: 'shipped', sentToDistributorAfterDays: 1,
    carrier: { code: 'canada_post', tracking: '7023210039414604' },
    events: [['sent_to_distributor', 'sent_to_distributor', 1], ['shipped', 'shipped', 2]],
  },
  {
    key: 'D', daysAgo: 60, delivery: 'pickup', items: [[0, 'Biscuit', 1], [5, 'Minou', 2]], status: 'picked_up', sentToDistributorAfterDays: 1,
    events: [['sent_to_distributor', 'sent_to_distributor', 1], ['ready_for_pickup', 'ready_for_pickup', 3], ['picked_up', 'picked_up', 5]],
  },
  {
    key: 'E', daysAgo: 100, delivery: 'standard', items: [[6, 'Minou', 4]], status: 'cancelled', cancelReason: 'Ordered the wrong size',
    events: [['cancel', 'cancelled', 0]],
  },
  {
    key: 'F', daysAgo: 200, delivery: 'standard', items: [[1, 'Minou', 6], [7, 'Biscuit', 1]], status: 'shipped', sentToDistributorAfterDays: 1,
    carrier: { code: 'purolator', tracking: '329012345678' },
    events: [['sent_to_distributor', 'sent_to_distributor', 1], ['shipped', 'shipped', 3]],
  },
];

/** `orderTag` (4 capitals or digits, default DEMO) goes into the order numbers, which are unique: a copy of the demo shopper has its own. */
export async function seedDemoOrders(db: Kysely<Database>, { userId, now, orderTag = 'DEMO' }: { userId: number; now: Date; orderTag?: string }): Promise<void> {
  const user = await db.selectFrom('users as u').innerJoin('clinics as c', 'c.id', 'u.clinic_id')
    .select(['u.clinic_id', 'c.practice_name']).where('u.id', '=', userId).executeTakeFirstOrThrow();
  const address = await db.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('is_default_shipping', '=', 1).executeTakeFirstOrThrow();
  const card = await db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId).where('is_default', '=', 1).executeTakeFirstOrThrow();
  const pets = new Map((await db.selectFrom('pets').select(['id', 'name']).where('user_id', '=', userId).execute()).map((p) => [p.name, Number(p.id)]));
  const products = await db
    .selectFrom('products as p')
    .innerJoin('product_families as f', 'f.id', 'p.family_id')
    .innerJoin('manufacturers as m', 'm.id', 'f.manufacturer_id')
    .selectAll('p')
    .select(['m.name as mfg_name'])
    .where('p.is_prescription_product', '=', 0)
    .where('p.is_approval_required', '=', 0)
    .where('p.is_bulk_item', '=', 0)
    .where('p.is_clinic_pickup_only', '=', 0)
    .where('p.is_in_stock', '=', 1)
    .where('p.allow_browsing', '=', 1)
    .orderBy('p.id')
    .limit(8)
    .execute();
  if (products.length < 8) return; // a catalogue too small for the demo's orders

  for (const demo of DEMO_ORDERS) {
    const placedAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const at = (days: number) => new Date(placedAt.getTime() + days * DAY_MS).toISOString();
    const lines: CartLineInput[] = demo.items.map(([index, , quantity], i) => {
      const p = products[index]!;
      return {
        id: i + 1, productId: Number(p.id), familyId: Number(p.family_id), quantity, petId: null, promoParentCartItemId: null,
        isSubscription: p.is_subscription === 1, acceptedSpecialOfferIds: [],
        price: {
          unitPrice: p.unit_price_cents, regularUnitPrice: p.regular_unit_price_cents, autoOrderUnitPrice: p.auto_order_unit_price_cents,
          rxFee: p.rx_fee_cents, isBulkItem: false, autoOrderDiscountPercentage: p.auto_order_discount_percentage,
          autoOrderDiscountClinicPercentage: p.auto_order_discount_clinic_percentage,
          autoOrderDiscountSponsoredPercentage: p.auto_order_discount_sponsored_percentage,
        },
      };
    });
    const base = { lines, promotions: [], coupon: null, accountCreditAmountAvail: 0, accountCreditAmountMinValue: 0, isao: false, province: 'ON' };
    const itemSubtotal = priceCart({ ...base, shipping: [] }).itemSubtotal;
    const option = deliveryOptions({ isClinicPickupOnly: false, itemSubtotal, isao: false, homeDeliveryRestricted: false }).find((o) => o.id === demo.delivery)!;
    const shipping = shippingLine(1, option);
    const priced = priceCart({ ...base, shipping: [shipping] });
    const [figures] = splitPricedCart(priced, [{ groupNumber: 1, isClinicPickupOnly: false, lineIds: lines.map((l) => l.id) }], [shipping]);
    if (!figures) continue;

    const checkout = await db.insertInto('checkouts')
      .values({ user_id: userId, checkout_key: `demo-order-${demo.key}`, result_json: '', state: 'placed', created_at: placedAt.toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    const authorizationId = `auth_sbx_${orderTag.toLowerCase()}_${demo.key}`;
    await db.insertInto('payment_authorizations').values({
      authorization_id: authorizationId, token: card.token, amount_cents: figures.total, reference: `checkout:${Number(checkout.id)}`,
      status: demo.status === 'cancelled' ? 'voided' : 'approved', created_at: placedAt.toISOString(),
    }).execute();
    const pickup = option.isPickup;
    const order = await db.insertInto('orders').values({
      user_id: userId, checkout_id: Number(checkout.id), order_number: `VS-${placedAt.toISOString().slice(2, 10).replaceAll('-', '')}-${orderTag}${demo.key}2`,
      status: demo.status, group_number: 1, is_clinic_pickup: pickup ? 1 : 0, is_auto_order: 0, clinic_id: user.clinic_id,
      shipping_option_id: option.id,
      shipping_option_name: pickup ? `Pick up at ${user.practice_name}` : option.id === 'express' ? 'Express shipping' : 'Standard shipping',
      shipping_cents: figures.shipping, shipping_discount_cents: figures.shippingDiscount, item_subtotal_cents: figures.itemSubtotalBeforeDiscounts,
      discount_cents: figures.discount, rebate_cents: figures.rebate, tax_cents: figures.tax, account_credit_cents: figures.accountCredit,
      total_cents: figures.total, tax_province: 'ON', coupon_code: null,
      ship_location_name: pickup ? '' : address.location_name, ship_street1: pickup ? '' : address.street1, ship_street2: pickup ? '' : address.street2,
      ship_city: pickup ? '' : address.city, ship_province: pickup ? '' : address.province, ship_postal_code: pickup ? '' : address.postal_code,
      bill_location_name: address.location_name, bill_street1: address.street1, bill_street2: address.street2, bill_city: address.city,
      bill_province: address.province, bill_postal_code: address.postal_code,
      payment_method_id: Number(card.id), payment_token: card.token, payment_brand: card.brand, payment_last4: card.last4,
      authorization_id: authorizationId, created_at: placedAt.toISOString(),
      sent_to_distributor_at: demo.sentToDistributorAfterDays === undefined ? null : at(demo.sentToDistributorAfterDays),
      carrier: demo.carrier?.code ?? null, tracking_number: demo.carrier?.tracking ?? null,
      cancelled_at: demo.status === 'cancelled' ? at(0.1) : null, cancel_reason: demo.cancelReason ?? null,
    }).returning('id').executeTakeFirstOrThrow();
    const orderId = Number(order.id);

    for (const [i, [index, pet, quantity]] of demo.items.entries()) {
      const p = products[index]!;
      const line = figures.lines.find((l) => l.id === i + 1)!;
      await db.insertInto('order_items').values({
        order_id: orderId, product_id: Number(p.id), name: p.name_en, mfg_sku: p.mfg_sku, mfg_name: p.mfg_name,
        product_format: p.product_format_en, pet_id: pets.get(pet) ?? null, pet_name: pet, quantity,
        unit_price_cents: line.unitPrice, regular_unit_price_cents: line.regularUnitPrice, ext_price_cents: line.extPrice,
        discount_cents: line.specialOfferDiscount + line.autoOrderDiscountClinic, rebate_cents: line.specialOfferRebate + line.autoOrderDiscountSponsored,
        coupon_discount_cents: figures.couponShareByLine.get(line.id) ?? 0, net_price_cents: line.netExtPrice - (figures.couponShareByLine.get(line.id) ?? 0),
        promo_parent_order_item_id: null, promo_id: null, rx_id: null, requires_approval: 0,
      }).execute();
    }
    if (figures.taxLines.length > 0) {
      await db.insertInto('order_taxes').values(figures.taxLines.map((t) => ({
        order_id: orderId, code: t.code, label: t.label, rate: t.rate, items_amount_cents: t.itemsAmount,
        shipping_amount_cents: t.shippingAmount, amount_cents: t.itemsAmount + t.shippingAmount,
      }))).execute();
    }
    const history = [
      { event: 'submitted', status: 'submitted', created_at: at(0), actor: 'shopper', actor_user_id: userId, note: '' },
      ...demo.events.map(([event, status, days]) => ({
        event, status, created_at: at(event === 'cancel' ? 0.1 : days),
        actor: event === 'cancel' ? 'shopper' : 'staff', actor_user_id: event === 'cancel' ? userId : null,
        note: event === 'cancel' ? (demo.cancelReason ?? '') : '',
      })),
    ];
    await db.insertInto('order_history').values(history.map((h) => ({ order_id: orderId, ...h }))).execute();
  }
}
