import type { Kysely } from 'kysely';
import { computeTax } from '../../../domain/tax';
import { DAY_MS, MINUTE_MS } from '../../../domain/time';
import type { Database } from '../schema';
import { insertJourneyShopper, type JourneyShopper } from './demo-journey-shopper';

/**
 * Issue 25's ordering limits in the demo: one product limited to DEMO_MONTHLY_LIMIT units per
 * shopper a month, one restricted area of the demo clinic (the fly-in communities of northwestern
 * Ontario, postal codes starting P0V: pickup only), and two shoppers of the demo clinic that only
 * the limits journey uses (tests/e2e/ordering-limits.spec.ts), in English and in French. Each
 * ordered 2 of the product this month and has 4 more in the cart: past the limit, so the cart and
 * checkout say so at once. Their password is the demo shopper's.
 */
export const DEMO_MONTHLY_LIMIT = 3;
export const DEMO_RESTRICTED_PREFIX = 'P0V';

export const DEMO_LIMITS_SHOPPERS = {
  en: { email: 'limits.en@example.com', firstName: 'Alex', lastName: 'Martin', petName: 'Maple', language: 'en' },
  fr: { email: 'limits.fr@example.com', firstName: 'Chloé', lastName: 'Gagnon', petName: 'Caramel', language: 'fr' },
} as const satisfies Record<string, JourneyShopper>;

export async function seedOrderingLimitsDemo(
  db: Kysely<Database>,
  options: { passwordHash: string; clinicId: number; now: Date },
): Promise<void> {
  const { now } = options;
  const product = await db.selectFrom('products as p').innerJoin('product_families as f', 'f.id', 'p.family_id')
    .innerJoin('manufacturers as m', 'm.id', 'f.manufacturer_id')
    .select(['p.id', 'p.name_en', 'p.mfg_sku', 'p.product_format_en', 'p.unit_price_cents', 'p.regular_unit_price_cents', 'm.name as mfg_name'])
    .where('p.is_prescription_product', '=', 0).where('p.is_approval_required', '=', 0).where('p.is_bulk_item', '=', 0)
    .where('p.is_clinic_pickup_only', '=', 0).where('p.is_in_stock', '=', 1).where('p.allow_browsing', '=', 1)
    .where('p.is_long_term_backorder', '=', 0).where('p.max_quantity_restriction_per_order', '=', 0)
    .where('p.id', 'not in', (eb) => eb.selectFrom('promotion_group_products').select('product_id'))
    .orderBy('p.id').offset(7).limit(1).executeTakeFirst();
  await db.insertInto('restricted_areas').values({
    clinic_id: options.clinicId, product_id: null, kind: 'prefix', value: DEMO_RESTRICTED_PREFIX, created_at: now.toISOString(),
  }).execute();
  if (!product) return; // a catalogue too small for this demo
  const productId = Number(product.id);
  await db.updateTable('products').set({ stock_quantity: 500, is_in_stock: 1 }).where('id', '=', productId).execute();
  await db.insertInto('product_order_limits').values({
    product_id: productId, monthly_max: DEMO_MONTHLY_LIMIT, allocation_max: null, allocation_starts_on: null, updated_at: now.toISOString(),
  }).execute();

  const createdAt = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const placedAt = new Date(now.getTime() - MINUTE_MS).toISOString();
  for (const [key, shopper] of Object.entries(DEMO_LIMITS_SHOPPERS)) {
    const { userId, petId, cardId } = await insertJourneyShopper(db, shopper, {
      ...options, createdAt, home: { phone: '613-555-0188', street1: '80 Sussex Drive', postalCode: 'K1N 9E6' },
    });

    // This month's order of 2 (placed, picked up at the clinic).
    const quantity = 2;
    const itemSubtotal = Number(product.unit_price_cents) * quantity;
    const tax = computeTax({ province: 'ON', items: itemSubtotal, shipping: 0 });
    const number = `VS-LIM-${key.toUpperCase()}`;
    const checkout = await db.insertInto('checkouts')
      .values({ user_id: userId, checkout_key: `demo-limits-${key}`, result_json: '', state: 'placed', created_at: placedAt })
      .returning('id').executeTakeFirstOrThrow();
    const order = await db.insertInto('orders').values({
      user_id: userId, checkout_id: Number(checkout.id), order_number: number, status: 'submitted', group_number: 1,
      is_clinic_pickup: 1, is_auto_order: 0, clinic_id: options.clinicId, shipping_option_id: 'pickup', shipping_option_name: 'Pick up at the clinic',
      shipping_cents: 0, shipping_discount_cents: 0, item_subtotal_cents: itemSubtotal, discount_cents: 0, rebate_cents: 0,
      tax_cents: tax.total, account_credit_cents: 0, total_cents: itemSubtotal + tax.total, tax_province: 'ON', coupon_code: null,
      ship_location_name: '', ship_street1: '', ship_street2: '', ship_city: '', ship_province: '', ship_postal_code: '',
      bill_location_name: 'Home', bill_street1: '80 Sussex Drive', bill_street2: '', bill_city: 'Ottawa', bill_province: 'ON', bill_postal_code: 'K1N 9E6',
      payment_method_id: cardId, payment_token: 'tok_sandbox_demo_visa', payment_brand: 'visa', payment_last4: '4242',
      authorization_id: `auth_sbx_${number}`, created_at: placedAt, sent_to_distributor_at: null, carrier: null, tracking_number: null,
      cancelled_at: null, cancel_reason: null, auto_order_subscription_id: null,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('order_items').values({
      order_id: Number(order.id), product_id: productId, name: product.name_en, mfg_sku: product.mfg_sku, mfg_name: product.mfg_name,
      product_format: product.product_format_en, pet_id: petId, pet_name: shopper.petName, quantity,
      unit_price_cents: Number(product.unit_price_cents), regular_unit_price_cents: Number(product.regular_unit_price_cents),
      ext_price_cents: itemSubtotal, discount_cents: 0, rebate_cents: 0, coupon_discount_cents: 0, net_price_cents: itemSubtotal,
      promo_parent_order_item_id: null, promo_id: null, rx_id: null, requires_approval: 0,
    }).execute();

    // 4 more in the cart: 6 this month, past the limit of 3.
    const cart = await db.insertInto('carts').values({
      user_id: userId, coupon_code: null, shipping_address_id: null, billing_address_id: null, payment_method_id: null, version: 1,
      created_at: createdAt, updated_at: createdAt,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('cart_items').values({
      cart_id: Number(cart.id), product_id: productId, pet_id: petId, quantity: 4, promo_parent_cart_item_id: null, promo_id: null,
      is_promo_selected: 0, accepted_promo_ids: '', rx_id: null, created_at: createdAt, updated_at: createdAt,
    }).execute();
  }
}
