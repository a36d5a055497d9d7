import { computeTax } from '../../../domain/tax';
import { DAY_MS, HOUR_MS } from '../../../domain/time';
import type { Db } from '../../db/database';

/**
 * An order with known figures (tests): 2 × $10.00 and 1 × $24.99, $7.99 shipping, taxed by the
 * checkout's own rules for its province. In Ontario, 13 % HST ($5.85 on the items, $1.04 on
 * shipping): $59.87 in all. `delivery: 'pickup'` is picked up at the clinic (no shipping);
 * `province: 'QC'` charges GST and QST. Of the total, `creditCents` is paid with account credit and
 * the rest held on the card (an approved sandbox authorisation). Shipped or picked up
 * `deliveredDaysAgo` ago, billed a day before.
 */
export async function insertReturnableOrder(
  db: Db,
  { userId, clinicId, productIds, creditCents = 0, status: statusAsked, deliveredDaysAgo = 3, billedHoursAgo, delivery = 'ship', province = 'ON' }: {
    userId: number; clinicId: number; productIds: [number, number]; creditCents?: number; status?: string; deliveredDaysAgo?: number; billedHoursAgo?: number;
    delivery?: 'ship' | 'pickup'; province?: 'ON' | 'QC';
  },
) {
  const now = Date.now();
  const pickup = delivery === 'pickup';
  const status = statusAsked ?? (pickup ? 'picked_up' : 'shipped');
  const shipping = pickup ? 0 : 799;
  const tax = computeTax({ province, items: 4499, shipping });
  const total = 4499 + shipping + tax.total;
  const placedAt = new Date(now - (deliveredDaysAgo + 3) * DAY_MS).toISOString();
  const checkout = await db.insertInto('checkouts').values({ user_id: userId, checkout_key: `r-${Math.random().toString(36).slice(2)}`, result_json: '{}', created_at: placedAt })
    .returning('id').executeTakeFirstOrThrow();
  const authorizationId = `auth_test_${Number(checkout.id)}`;
  await db.insertInto('payment_authorizations').values({
    authorization_id: authorizationId, token: 'tok_sandbox_demo_visa', amount_cents: total - creditCents, reference: `checkout:${Number(checkout.id)}`, status: 'approved', created_at: placedAt,
  }).execute();
  const order = await db.insertInto('orders').values({
    user_id: userId, checkout_id: checkout.id, order_number: `R${checkout.id}-1`, status, group_number: 1, is_clinic_pickup: pickup ? 1 : 0,
    is_auto_order: 0, clinic_id: clinicId, shipping_option_id: pickup ? 'pickup' : 'standard', shipping_option_name: pickup ? 'Clinic pickup' : 'Standard', shipping_cents: shipping,
    shipping_discount_cents: 0, item_subtotal_cents: 4499, discount_cents: 0, rebate_cents: 0, tax_cents: tax.total, account_credit_cents: creditCents,
    total_cents: total - creditCents, tax_province: province, coupon_code: null, ship_location_name: 'Home', ship_street1: '1 Main', ship_street2: '', ship_city: 'Ottawa',
    ship_province: province, ship_postal_code: 'K1A 0B1', bill_location_name: 'Home', bill_street1: '1 Main', bill_street2: '', bill_city: 'Ottawa',
    bill_province: province, bill_postal_code: 'K1A 0B1', payment_method_id: null, payment_token: 'tok_sandbox_demo_visa', payment_brand: 'visa', payment_last4: '4242',
    authorization_id: authorizationId, created_at: placedAt, sent_to_distributor_at: placedAt, carrier: null, tracking_number: null, cancelled_at: null,
    cancel_reason: null, auto_order_subscription_id: null,
  }).returning(['id', 'order_number']).executeTakeFirstOrThrow();
  const item = (productId: number, name: string, quantity: number, net: number) => ({
    order_id: order.id, product_id: productId, name, mfg_sku: 'SKU', mfg_name: 'Brand', product_format: '', pet_id: null, pet_name: '',
    quantity, unit_price_cents: net / quantity, regular_unit_price_cents: net / quantity, ext_price_cents: net, discount_cents: 0, rebate_cents: 0,
    coupon_discount_cents: 0, net_price_cents: net, promo_parent_order_item_id: null, promo_id: null, rx_id: null, requires_approval: 0,
  });
  const items = await db.insertInto('order_items').values([item(productIds[0], 'Kibble', 2, 2000), item(productIds[1], 'Shampoo', 1, 2499)])
    .returning('id').execute();
  await db.insertInto('order_taxes').values(tax.lines.map((l) => ({
    order_id: order.id, code: l.code, label: l.label, rate: l.rate, items_amount_cents: l.itemsAmount, shipping_amount_cents: l.shippingAmount, amount_cents: l.amount,
  }))).execute();
  const delivered = new Date(now - deliveredDaysAgo * DAY_MS).toISOString();
  const billed = new Date(billedHoursAgo === undefined ? now - (deliveredDaysAgo + 1) * DAY_MS : now - billedHoursAgo * HOUR_MS).toISOString();
  await db.insertInto('order_history').values([
    { order_id: order.id, event: 'billed', status: 'billed', created_at: billed, actor: 'staff', actor_user_id: null, note: '' },
    ...(status === 'shipped' || status === 'picked_up' ? [{ order_id: order.id, event: status, status, created_at: delivered, actor: 'staff', actor_user_id: null, note: '' }] : []),
  ]).execute();
  return { id: Number(order.id), orderNumber: order.order_number, total, itemIds: items.map((i) => Number(i.id)) as [number, number], authorizationId };
}
