import type { Kysely } from 'kysely';
import { RX_STATUS } from '../../../domain/constants';
import { deliveryOptions, type DeliveryOptionId } from '../../../domain/delivery';
import { computeTax } from '../../../domain/tax';
import { DAY_MS, HOUR_MS } from '../../../domain/time';
import type { Database } from '../schema';

/**
 * The clinic portal's fulfilment demo (issue 16): a client of the demo clinic no other journey
 * uses, with orders waiting for each of the portal's order moves — a delivery order to ship with
 * a tracking number, a pickup order to make ready and hand over, an order to cancel, and an order
 * whose renal food waits on the veterinarian while its treats are ready (split shipping). Each is
 * charged as a placed order is: items, shipping and Ontario's HST (domain rules), held on the
 * sandbox card by its own authorisation. The e2e journeys (tests/e2e/clinic-orders.spec.ts) move
 * these, so other specs keep theirs.
 */
export const DEMO_FULFILMENT_CLIENT = {
  email: 'julie@example.com', firstName: 'Julie', lastName: 'Fortin', language: 'en', petName: 'Moka', secondPetName: 'Caramel',
} as const;

/** Order numbers by what the journeys do with them. */
export const DEMO_FULFILMENT_ORDERS = {
  delivery: 'VS-FUL-D1',
  pickup: 'VS-FUL-P1',
  cancel: 'VS-FUL-C1',
  split: 'VS-FUL-S1',
} as const;

/**
 * Orders for the distributor journeys (issue 25, tests/e2e/distributor.spec.ts): validated, for the
 * clinic to send to its distributor; a pickup order for each language's journey and a delivery
 * order of two lines to split.
 */
export const DEMO_DISTRIBUTOR_ORDERS = {
  pickupEn: 'VS-DST-P1',
  pickupFr: 'VS-DST-P2',
  delivery: 'VS-DST-D1',
} as const;

interface FulfilmentOrder {
  number: string;
  delivery: DeliveryOptionId;
  status: string;
  /** [index in the plain products, quantity]; -1 is the approval-needing product for Moka. */
  items: [number, number][];
  hoursAgo: number;
}

const ORDERS: readonly FulfilmentOrder[] = [
  { number: DEMO_FULFILMENT_ORDERS.delivery, delivery: 'standard', status: 'validated', items: [[0, 2], [1, 1]], hoursAgo: 30 },
  { number: DEMO_FULFILMENT_ORDERS.pickup, delivery: 'pickup', status: 'validated', items: [[2, 1]], hoursAgo: 28 },
  { number: DEMO_FULFILMENT_ORDERS.cancel, delivery: 'standard', status: 'submitted', items: [[3, 1]], hoursAgo: 20 },
  { number: DEMO_FULFILMENT_ORDERS.split, delivery: 'standard', status: 'waiting_on_veterinarian', items: [[4, 2], [-1, 1]], hoursAgo: 6 },
  { number: DEMO_DISTRIBUTOR_ORDERS.pickupEn, delivery: 'pickup', status: 'validated', items: [[3, 1]], hoursAgo: 27 },
  { number: DEMO_DISTRIBUTOR_ORDERS.pickupFr, delivery: 'pickup', status: 'validated', items: [[1, 1]], hoursAgo: 26 },
  { number: DEMO_DISTRIBUTOR_ORDERS.delivery, delivery: 'standard', status: 'validated', items: [[0, 3], [2, 1]], hoursAgo: 25 },
];

export async function seedDemoFulfilment(
  db: Kysely<Database>,
  options: { passwordHash: string; clinicId: number; now: Date },
): Promise<void> {
  const { now } = options;
  const createdAt = new Date(now.getTime() - 40 * DAY_MS).toISOString();
  const clinic = await db.selectFrom('clinics').select(['practice_name']).where('id', '=', options.clinicId).executeTakeFirstOrThrow();
  const plain = await db.selectFrom('products as p').innerJoin('product_families as f', 'f.id', 'p.family_id')
    .innerJoin('manufacturers as m', 'm.id', 'f.manufacturer_id')
    .select(['p.id', 'p.name_en', 'p.mfg_sku', 'p.product_format_en', 'p.unit_price_cents', 'p.regular_unit_price_cents', 'm.name as mfg_name', 'p.family_id'])
    .where('p.is_prescription_product', '=', 0).where('p.is_approval_required', '=', 0).where('p.is_bulk_item', '=', 0)
    .where('p.is_clinic_pickup_only', '=', 0).where('p.is_in_stock', '=', 1).where('p.allow_browsing', '=', 1)
    // Past the products the shopper's demo orders hold, so the two demos never show the same lines.
    .orderBy('p.id', 'desc').limit(5).execute();
  const approval = await db.selectFrom('products as p').innerJoin('product_families as f', 'f.id', 'p.family_id')
    .innerJoin('manufacturers as m', 'm.id', 'f.manufacturer_id')
    .select(['p.id', 'p.name_en', 'p.mfg_sku', 'p.product_format_en', 'p.unit_price_cents', 'p.regular_unit_price_cents', 'm.name as mfg_name', 'p.family_id'])
    .where('p.is_approval_required', '=', 1).where('p.is_bulk_item', '=', 0).where('p.is_clinic_pickup_only', '=', 0)
    .where('p.is_in_stock', '=', 1).where('p.allow_browsing', '=', 1)
    .orderBy('p.id').limit(1).executeTakeFirst();
  if (plain.length < 5 || !approval) return; // a catalogue too small for this demo

  const user = await db.insertInto('users').values({
    email: DEMO_FULFILMENT_CLIENT.email, password_hash: options.passwordHash, first_name: DEMO_FULFILMENT_CLIENT.firstName,
    last_name: DEMO_FULFILMENT_CLIENT.lastName, phone: '819-555-0177', province: 'ON', language: DEMO_FULFILMENT_CLIENT.language,
    clinic_id: options.clinicId, status: 'active', failed_sign_ins: 0, locked_until: null, password_changed_at: null,
    account_credit_cents: 0, created_at: createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  const userId = Number(user.id);
  const address = await db.insertInto('addresses').values({
    user_id: userId, location_name: 'Home', street1: '45 Rideau Terrace', street2: '', city: 'Ottawa', province: 'ON', postal_code: 'K1M 2A1',
    is_default_shipping: 1, is_default_billing: 1, is_deleted: 0, created_at: createdAt,
  }).returning(['id', 'location_name', 'street1', 'street2', 'city', 'province', 'postal_code']).executeTakeFirstOrThrow();
  const card = await db.insertInto('payment_methods').values({
    user_id: userId, token: 'tok_sandbox_demo_visa', brand: 'visa', last4: '4242', exp_month: 11, exp_year: now.getUTCFullYear() + 2,
    card_holder: 'Julie Fortin', billing_address_id: address.id, is_default: 1, is_deleted: 0, created_at: createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  const pets = await db.insertInto('pets').values([DEMO_FULFILMENT_CLIENT.petName, DEMO_FULFILMENT_CLIENT.secondPetName].map((name) => ({
    user_id: userId, name, species: 'cats', is_deleted: 0, created_at: createdAt,
  }))).returning('id').execute();
  const moka = Number(pets[0]!.id);
  // What the veterinarian sees beside Moka's request (issue 16): her breed, age and weight.
  await db.updateTable('pets')
    .set({ breeds_json: JSON.stringify(['Ragdoll']), sex: 'female', birth_date: `${now.getUTCFullYear() - 3}-06-30`, weight_grams: 4_100 })
    .where('id', '=', moka).execute();
  // Moka's request for the approval-needing food the split order waits on, in the veterinarian's queue.
  await db.insertInto('prescriptions').values({
    user_id: userId, pet_id: moka, family_id: Number(approval.family_id), product_id: Number(approval.id), rx_status_id: RX_STATUS.notValidated,
    quantity: 0, refill_quantity: 0, refill_quantity_remaining: 0, vet_name: '', expires_at: null, requested_quantity: 1,
    client_note: 'Moka needs this food since her last visit.', created_at: new Date(now.getTime() - 6 * HOUR_MS).toISOString(),
  }).execute();

  for (const demo of ORDERS) {
    const placedAt = new Date(now.getTime() - demo.hoursAgo * HOUR_MS).toISOString();
    const lines = demo.items.map(([index, quantity]) => {
      const product = index < 0 ? approval : plain[index]!;
      const net = Number(product.unit_price_cents) * quantity;
      return { product, quantity, net, needsApproval: index < 0 };
    });
    const itemSubtotal = lines.reduce((sum, l) => sum + l.net, 0);
    const option = deliveryOptions({ isClinicPickupOnly: false, itemSubtotal, isao: false, homeDeliveryRestricted: false }).find((o) => o.id === demo.delivery)!;
    const tax = computeTax({ province: 'ON', items: itemSubtotal, shipping: option.customerPrice });
    const total = itemSubtotal + option.customerPrice + tax.total;
    const pickup = option.isPickup;

    const checkout = await db.insertInto('checkouts')
      .values({ user_id: userId, checkout_key: `demo-fulfilment-${demo.number}`, result_json: '', state: 'placed', created_at: placedAt })
      .returning('id').executeTakeFirstOrThrow();
    const authorizationId = `auth_sbx_${demo.number}`;
    await db.insertInto('payment_authorizations').values({
      authorization_id: authorizationId, token: 'tok_sandbox_demo_visa', amount_cents: total, reference: `checkout:${Number(checkout.id)}`,
      status: 'approved', created_at: placedAt,
    }).execute();
    const order = await db.insertInto('orders').values({
      user_id: userId, checkout_id: Number(checkout.id), order_number: demo.number, status: demo.status, group_number: 1,
      is_clinic_pickup: pickup ? 1 : 0, is_auto_order: 0, clinic_id: options.clinicId, shipping_option_id: option.id,
      shipping_option_name: pickup ? `Pick up at ${clinic.practice_name}` : 'Standard shipping',
      shipping_cents: option.price, shipping_discount_cents: option.freeShippingDiscount, item_subtotal_cents: itemSubtotal,
      discount_cents: 0, rebate_cents: 0, tax_cents: tax.total, account_credit_cents: 0, total_cents: total, tax_province: 'ON', coupon_code: null,
      ship_location_name: pickup ? '' : address.location_name, ship_street1: pickup ? '' : address.street1, ship_street2: pickup ? '' : address.street2,
      ship_city: pickup ? '' : address.city, ship_province: pickup ? '' : address.province, ship_postal_code: pickup ? '' : address.postal_code,
      bill_location_name: address.location_name, bill_street1: address.street1, bill_street2: address.street2, bill_city: address.city,
      bill_province: address.province, bill_postal_code: address.postal_code,
      payment_method_id: Number(card.id), payment_token: 'tok_sandbox_demo_visa', payment_brand: 'visa', payment_last4: '4242',
      authorization_id: authorizationId, created_at: placedAt, sent_to_distributor_at: null, carrier: null, tracking_number: null,
      cancelled_at: null, cancel_reason: null, auto_order_subscription_id: null,
    }).returning('id').executeTakeFirstOrThrow();
    const orderId = Number(order.id);
    await db.insertInto('order_items').values(lines.map((l) => ({
      order_id: orderId, product_id: Number(l.product.id), name: l.product.name_en, mfg_sku: l.product.mfg_sku, mfg_name: l.product.mfg_name,
      product_format: l.product.product_format_en, pet_id: moka, pet_name: DEMO_FULFILMENT_CLIENT.petName,
      quantity: l.quantity, unit_price_cents: Number(l.product.unit_price_cents), regular_unit_price_cents: Number(l.product.regular_unit_price_cents),
      ext_price_cents: l.net, discount_cents: 0, rebate_cents: 0, coupon_discount_cents: 0, net_price_cents: l.net,
      promo_parent_order_item_id: null, promo_id: null, rx_id: null, requires_approval: l.needsApproval ? 1 : 0,
    }))).execute();
    if (tax.lines.length > 0) {
      await db.insertInto('order_taxes').values(tax.lines.map((t) => ({
        order_id: orderId, code: t.code, label: t.label, rate: t.rate, items_amount_cents: t.itemsAmount,
        shipping_amount_cents: t.shippingAmount, amount_cents: t.amount,
      }))).execute();
    }
    const history: { event: string; status: string; created_at: string; actor: string; actor_user_id: number | null; note: string }[] = [
      { event: 'submitted', status: 'submitted', created_at: placedAt, actor: 'shopper', actor_user_id: userId, note: '' },
    ];
    if (demo.status === 'validated') {
      history.push({ event: 'validated', status: 'validated', created_at: new Date(Date.parse(placedAt) + 2 * HOUR_MS).toISOString(), actor: 'staff', actor_user_id: null, note: '' });
    } else if (demo.status === 'waiting_on_veterinarian') {
      history.push({ event: 'waiting_on_veterinarian', status: 'waiting_on_veterinarian', created_at: placedAt, actor: 'system', actor_user_id: null, note: '' });
    }
    await db.insertInto('order_history').values(history.map((h) => ({ order_id: orderId, ...h }))).execute();
  }
}
