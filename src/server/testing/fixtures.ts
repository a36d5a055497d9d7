import type { Db } from '../db/database';
import type { UserStatus } from '../db/schema';
import { hashPassword } from '../shared/auth';

/** A clinic and a shopper written directly, for tests that must not depend on the demo data. */
export async function createClinic(db: Db, overrides: Partial<{ subdomain: string; isAutomaticRegistration: boolean }> = {}) {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('clinics')
    .values({
      practice_name: 'Test Animal Hospital',
      address: '1 Test Street',
      city: 'Ottawa',
      province: 'ON',
      postal_code: 'K1A 0B1',
      latitude: 45.42,
      longitude: -75.69,
      phone: '613-555-0100',
      email: 'clinic@example.com',
      vet_name: 'Dr. Test',
      subdomain: overrides.subdomain ?? `test${Math.random().toString(36).slice(2, 8)}`,
      master_clinic_id: null,
      is_automatic_registration: overrides.isAutomaticRegistration === false ? 0 : 1,
      is_live: 1,
      is_approved: 1,
      restrict_shipping_to_province: 0,
      distributor_name: 'Test Distribution',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createShopper(
  db: Db,
  { email, password, status = 'active', clinicId }: { email: string; password: string; status?: UserStatus; clinicId?: number },
) {
  const clinic = clinicId ?? (await createClinic(db));
  const row = await db
    .insertInto('users')
    .values({
      email: email.toLowerCase(),
      password_hash: await hashPassword(password),
      first_name: 'Test',
      last_name: 'Shopper',
      phone: '613-555-0101',
      province: 'ON',
      language: 'en',
      clinic_id: clinic,
      status,
      failed_sign_ins: 0,
      locked_until: null,
      password_changed_at: null,
      account_credit_cents: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An order placed by a client, in a given status, with one item (tests). */
export async function insertOrder(
  db: Db,
  { userId, clinicId, status, productId, petId, requiresApproval, isClinicPickup = false }: {
    userId: number; clinicId: number; status: string; productId: number; petId: number | null; requiresApproval: boolean; isClinicPickup?: boolean;
  },
) {
  const now = new Date().toISOString();
  const checkout = await db.insertInto('checkouts').values({ user_id: userId, checkout_key: `k-${Math.random().toString(36).slice(2)}`, result_json: '{}', created_at: now })
    .returning('id').executeTakeFirstOrThrow();
  const order = await db.insertInto('orders').values({
    user_id: userId, checkout_id: checkout.id, order_number: `T${checkout.id}-1`, status, group_number: 1, is_clinic_pickup: isClinicPickup ? 1 : 0,
    is_auto_order: 0, clinic_id: clinicId, shipping_option_id: 'standard', shipping_option_name: 'Standard', shipping_cents: 0,
    shipping_discount_cents: 0, item_subtotal_cents: 1000, discount_cents: 0, rebate_cents: 0, tax_cents: 0, account_credit_cents: 0,
    total_cents: 1000, tax_province: 'ON', coupon_code: null, ship_location_name: 'Home', ship_street1: '1 Main', ship_street2: '', ship_city: 'Ottawa',
    ship_province: 'ON', ship_postal_code: 'K1A 0B1', bill_location_name: 'Home', bill_street1: '1 Main', bill_street2: '', bill_city: 'Ottawa',
    bill_province: 'ON', bill_postal_code: 'K1A 0B1', payment_method_id: null, payment_token: 'tok', payment_brand: 'visa', payment_last4: '4242',
    authorization_id: `auth_fixture_${Number(checkout.id)}`, created_at: now, sent_to_distributor_at: null, carrier: null, tracking_number: null, cancelled_at: null,
    cancel_reason: null, auto_order_subscription_id: null,
  }).returning(['id', 'order_number']).executeTakeFirstOrThrow();
  // The card's hold in the sandbox's ledger: shipping or a pickup captures the order's total (issue 27).
  await db.insertInto('payment_authorizations').values({
    authorization_id: `auth_fixture_${Number(checkout.id)}`, token: 'tok_sandbox_demo_visa', amount_cents: 1000, reference: `fixture:${Number(checkout.id)}`,
    status: 'approved', created_at: now,
  }).execute();
  await db.insertInto('order_items').values({
    order_id: order.id, product_id: productId, name: 'Item', mfg_sku: 'SKU', mfg_name: 'Brand', product_format: '', pet_id: petId, pet_name: '',
    quantity: 1, unit_price_cents: 1000, regular_unit_price_cents: 1000, ext_price_cents: 1000, discount_cents: 0, rebate_cents: 0,
    coupon_discount_cents: 0, net_price_cents: 1000, promo_parent_order_item_id: null, promo_id: null, rx_id: null, requires_approval: requiresApproval ? 1 : 0,
  }).execute();
  return { id: order.id, orderNumber: order.order_number };
}
