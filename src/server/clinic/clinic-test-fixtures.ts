import type { Db } from '../db/database';
import { createClinic, createShopper } from '../testing/fixtures';

/** A staff member of a clinic, written directly (tests). */
export async function createStaff(
  db: Db,
  { email, password, clinicId, isAdmin = false, isVeterinarian = false }: { email: string; password: string; clinicId: number; isAdmin?: boolean; isVeterinarian?: boolean },
): Promise<number> {
  const userId = await createShopper(db, { email, password, clinicId });
  await db.insertInto('staff_members').values({
    user_id: userId, clinic_id: clinicId, is_admin: isAdmin ? 1 : 0, is_veterinarian: isVeterinarian ? 1 : 0, disabled_at: null,
    created_at: new Date().toISOString(),
  }).execute();
  return userId;
}

/** Another clinic with a veterinarian, a client, the client's pet and a pending prescription request. */
export async function otherClinic(db: Db, password: string, familyId: number) {
  const clinicId = await createClinic(db);
  const vetId = await createStaff(db, { email: 'other-vet@example.com', password, clinicId, isVeterinarian: true, isAdmin: true });
  const clientId = await createShopper(db, { email: 'other-client@example.com', password, clinicId });
  const pendingId = await createShopper(db, { email: 'other-pending@example.com', password, clinicId, status: 'pending' });
  const pet = await db.insertInto('pets').values({ user_id: clientId, name: 'Otherpet', species: 'dogs', is_deleted: 0, created_at: new Date().toISOString() })
    .returning('id').executeTakeFirstOrThrow();
  const rx = await db.insertInto('prescriptions').values({
    user_id: clientId, pet_id: pet.id, family_id: familyId, rx_status_id: 2, quantity: 1, refill_quantity: 0, refill_quantity_remaining: 0,
    vet_name: '', expires_at: null, created_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return { clinicId, vetId, clientId, pendingId, petId: pet.id, rxId: rx.id };
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
    authorization_id: 'auth', created_at: now, sent_to_distributor_at: null, carrier: null, tracking_number: null, cancelled_at: null,
    cancel_reason: null, auto_order_subscription_id: null,
  }).returning(['id', 'order_number']).executeTakeFirstOrThrow();
  await db.insertInto('order_items').values({
    order_id: order.id, product_id: productId, name: 'Item', mfg_sku: 'SKU', mfg_name: 'Brand', product_format: '', pet_id: petId, pet_name: '',
    quantity: 1, unit_price_cents: 1000, regular_unit_price_cents: 1000, ext_price_cents: 1000, discount_cents: 0, rebate_cents: 0,
    coupon_discount_cents: 0, net_price_cents: 1000, promo_parent_order_item_id: null, promo_id: null, rx_id: null, requires_approval: requiresApproval ? 1 : 0,
  }).execute();
  return { id: order.id, orderNumber: order.order_number };
}

/** An AutoOrder subscription with one item (tests). */
export async function insertSubscription(db: Db, { userId, status, productId, petId }: { userId: number; status: string; productId: number; petId: number }) {
  const sub = await db.insertInto('auto_order_subscriptions').values({
    user_id: userId, checkout_id: null, frequency_weeks: 4, next_order_date: '2030-01-01', shipping_address_id: null, billing_address_id: null,
    payment_method_id: null, shipping_option_id: 'standard', status, created_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('auto_order_items').values({ subscription_id: sub.id, product_id: productId, pet_id: petId, quantity: 1 }).execute();
  return sub.id;
}
