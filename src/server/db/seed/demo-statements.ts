import type { Kysely } from 'kysely';
import { localDay } from '../../../domain/clinic-hours';
import { INVOICE_DUE_DAYS, PAYOUT_TIME_ZONE, previousMonth } from '../../../domain/settlement';
import { computeTax } from '../../../domain/tax';
import { addDays, DAY_MS } from '../../../domain/time';
import type { Database } from '../schema';
import { DEMO_CLINIC_SUBDOMAIN } from './clinics';
import { DEMO_STAFF } from './demo-staff';

/**
 * The clinic's statements (issue 27) on a fresh start: the platform's fee per transaction (2.9 % +
 * $0.30), a client of the demo clinic no other journey uses whose order was shipped and captured
 * six days ago and partly returned to the card the same day (so the settlement report's default
 * 30 days show a payout day with an order and a refund), and two monthly invoices of the demo
 * clinic: last month's, open, and the month before's, with a charge and a card payment, overdue.
 */
export const STATEMENTS_DEMO_CLIENT = { email: 'statements.client@example.com', firstName: 'Morgan', lastName: 'Bélanger', orderNumber: 'VS-STMT-1' } as const;

export async function seedStatementsDemo(db: Kysely<Database>, { passwordHash, now }: { passwordHash: string; now: Date }): Promise<void> {
  const clinic = await db.selectFrom('clinics').select(['id']).where('subdomain', '=', DEMO_CLINIC_SUBDOMAIN).executeTakeFirstOrThrow();
  const clinicId = Number(clinic.id);
  await db.insertInto('platform_fee_rates').values({ percent_bp: 290, fixed_cents: 30, effective_from: '2026-01-01T00:00:00.000Z', created_by_user_id: null, created_at: '2026-01-01T00:00:00.000Z' }).execute();
  const product = await db.selectFrom('products').select(['id', 'name_en', 'mfg_sku', 'product_format_en', 'unit_price_cents'])
    .where('is_prescription_product', '=', 0).where('is_approval_required', '=', 0).where('is_in_stock', '=', 1).where('allow_browsing', '=', 1)
    .orderBy('id').offset(20).limit(1).executeTakeFirst();
  const staff = await db.selectFrom('users').select('id').where('email', '=', DEMO_STAFF.staff.email).executeTakeFirst();
  if (product && staff) await seedSettledOrder(db, { clinicId, product, staffId: Number(staff.id), passwordHash, now });
  await seedInvoices(db, { clinicId, now });
}

async function seedSettledOrder(
  db: Kysely<Database>,
  o: { clinicId: number; product: { id: number; name_en: string; mfg_sku: string; product_format_en: string; unit_price_cents: number }; staffId: number; passwordHash: string; now: Date },
): Promise<void> {
  const { now } = o;
  // Shipped (and captured) at 11:00 in Toronto six days ago; one unit refunded at 14:00 the same day.
  const day = localDay(new Date(now.getTime() - 6 * DAY_MS), PAYOUT_TIME_ZONE);
  const shippedAt = `${day}T16:00:00.000Z`;
  const refundedAt = `${day}T19:00:00.000Z`;
  const placedAt = new Date(Date.parse(shippedAt) - 2 * DAY_MS).toISOString();
  const user = await db.insertInto('users').values({
    email: STATEMENTS_DEMO_CLIENT.email, password_hash: o.passwordHash, first_name: STATEMENTS_DEMO_CLIENT.firstName, last_name: STATEMENTS_DEMO_CLIENT.lastName,
    phone: '613-555-0190', province: 'ON', language: 'fr', clinic_id: o.clinicId, status: 'active',
    failed_sign_ins: 0, locked_until: null, password_changed_at: null, account_credit_cents: 0, created_at: placedAt,
  }).returning('id').executeTakeFirstOrThrow();
  const userId = Number(user.id);
  const unit = Number(o.product.unit_price_cents);
  const quantity = 3;
  const items = unit * quantity;
  const shipping = 999;
  const tax = computeTax({ province: 'ON', items, shipping });
  const total = items + shipping + tax.total;
  const checkout = await db.insertInto('checkouts').values({ user_id: userId, checkout_key: 'demo-statements-1', result_json: '', state: 'placed', created_at: placedAt })
    .returning('id').executeTakeFirstOrThrow();
  const authorizationId = 'auth_sbx_demo_statements1';
  await db.insertInto('payment_authorizations').values({
    authorization_id: authorizationId, token: 'tok_sandbox_demo_visa', amount_cents: total, reference: `checkout:${Number(checkout.id)}`, status: 'approved', created_at: placedAt,
  }).execute();
  const order = await db.insertInto('orders').values({
    user_id: userId, checkout_id: Number(checkout.id), order_number: STATEMENTS_DEMO_CLIENT.orderNumber, status: 'shipped', group_number: 1, is_clinic_pickup: 0,
    is_auto_order: 0, clinic_id: o.clinicId, shipping_option_id: 'standard', shipping_option_name: 'Standard shipping', shipping_cents: shipping,
    shipping_discount_cents: 0, item_subtotal_cents: items, discount_cents: 0, rebate_cents: 0, tax_cents: tax.total, account_credit_cents: 0, total_cents: total,
    tax_province: 'ON', coupon_code: null, ship_location_name: 'Home', ship_street1: '12 Rideau Street', ship_street2: '', ship_city: 'Ottawa', ship_province: 'ON',
    ship_postal_code: 'K1N 5X8', bill_location_name: 'Home', bill_street1: '12 Rideau Street', bill_street2: '', bill_city: 'Ottawa', bill_province: 'ON',
    bill_postal_code: 'K1N 5X8', payment_method_id: null, payment_token: 'tok_sandbox_demo_visa', payment_brand: 'visa', payment_last4: '4242',
    authorization_id: authorizationId, created_at: placedAt, sent_to_distributor_at: placedAt, carrier: 'canada_post', tracking_number: '7023210039499',
    cancelled_at: null, cancel_reason: null, auto_order_subscription_id: null,
  }).returning('id').executeTakeFirstOrThrow();
  const orderId = Number(order.id);
  const item = await db.insertInto('order_items').values({
    order_id: orderId, product_id: Number(o.product.id), name: o.product.name_en, mfg_sku: o.product.mfg_sku, mfg_name: '', product_format: o.product.product_format_en,
    pet_id: null, pet_name: '', quantity, unit_price_cents: unit, regular_unit_price_cents: unit, ext_price_cents: items, discount_cents: 0, rebate_cents: 0,
    coupon_discount_cents: 0, net_price_cents: items, promo_parent_order_item_id: null, promo_id: null, rx_id: null, requires_approval: 0,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('order_taxes').values(tax.lines.map((t) => ({
    order_id: orderId, code: t.code, label: t.label, rate: t.rate, items_amount_cents: t.itemsAmount, shipping_amount_cents: t.shippingAmount, amount_cents: t.amount,
  }))).execute();
  await db.insertInto('order_history').values([
    { order_id: orderId, event: 'submitted', status: 'submitted', created_at: placedAt, actor: 'shopper', actor_user_id: userId, note: '' },
    { order_id: orderId, event: 'shipped', status: 'shipped', created_at: shippedAt, actor: 'staff', actor_user_id: o.staffId, note: 'Canada Post 7023210039499' },
  ]).execute();
  await db.insertInto('payment_captures').values({ capture_id: 'cap_sbx_demo_statements1', authorization_id: authorizationId, amount_cents: total, reference: `order:${orderId}`, created_at: shippedAt }).execute();
  // One unit back to the card, with its HST, as the clinic's return would give it.
  const unitTax = computeTax({ province: 'ON', items: unit, shipping: 0 }).total;
  const refundId = 'rf_sbx_demo_statements1';
  const returned = await db.insertInto('returns').values({
    clinic_id: o.clinicId, order_id: orderId, user_id: userId, status: 'completed', reason: 'Wrong size.', responsibility: 'client', fee_kind: 'none', fee_value: 0,
    items_refund_cents: unit, items_tax_refund_cents: unitTax, shipping_refund_cents: 0, fee_cents: 0, fee_tax_cents: 0, custom_refund_cents: null,
    refund_total_cents: unit + unitTax, credit_refund_cents: 0, refund_method: 'card', provider_refund_id: refundId, admin_notes: '', window_override_note: null,
    cancel_reason: null, cancel_note: null, created_by_user_id: o.staffId, created_at: refundedAt, completed_at: refundedAt, cancelled_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('return_items').values({ return_id: Number(returned.id), order_item_id: Number(item.id), quantity: 1, refund_cents: unit, tax_refund_cents: unitTax }).execute();
  await db.insertInto('payment_refunds').values({
    refund_id: refundId, authorization_id: authorizationId, amount_cents: unit + unitTax, reference: `return:${Number(returned.id)}`, created_at: refundedAt,
  }).execute();
}

async function seedInvoices(db: Kysely<Database>, { clinicId, now }: { clinicId: number; now: Date }): Promise<void> {
  const lastMonth = previousMonth(localDay(now, PAYOUT_TIME_ZONE));
  const monthBefore = previousMonth(`${lastMonth}-01`);
  const invoices = [
    { month: lastMonth, fees: 4827, charge: null, paid: 0 },
    { month: monthBefore, fees: 3915, charge: { description: 'Printed clinic flyers (250)', amountCents: 2500 }, paid: 2000 },
  ];
  for (const invoice of invoices) {
    const [year, month] = invoice.month.split('-').map(Number) as [number, number];
    const issuedOn = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const createdAt = `${issuedOn}T06:00:00.000Z`;
    const row = await db.insertInto('clinic_invoices').values({
      clinic_id: clinicId, month: invoice.month, invoice_number: `INV-${invoice.month.replace('-', '')}-${String(clinicId).padStart(4, '0')}`, issued_on: issuedOn,
      due_on: addDays(issuedOn, INVOICE_DUE_DAYS), created_at: createdAt,
    }).returning('id').executeTakeFirstOrThrow();
    const invoiceId = Number(row.id);
    await db.insertInto('clinic_invoice_lines').values({ invoice_id: invoiceId, kind: 'platform_fees', description: `Platform fees ${invoice.month}`, amount_cents: invoice.fees, created_by_user_id: null, created_at: createdAt }).execute();
    if (invoice.charge) {
      await db.insertInto('clinic_invoice_lines').values({ invoice_id: invoiceId, kind: 'charge', description: invoice.charge.description, amount_cents: invoice.charge.amountCents, created_by_user_id: null, created_at: createdAt }).execute();
    }
    if (invoice.paid > 0) {
      const paidAt = `${addDays(issuedOn, 10)}T15:00:00.000Z`;
      const authorizationId = `auth_sbx_demo_invoice${invoiceId}`;
      await db.insertInto('payment_authorizations').values({ authorization_id: authorizationId, token: 'tok_sandbox_demo_visa', amount_cents: invoice.paid, reference: `invoice-payment:demo-${invoiceId}`, status: 'approved', created_at: paidAt }).execute();
      await db.insertInto('payment_captures').values({ capture_id: `cap_sbx_demo_invoice${invoiceId}`, authorization_id: authorizationId, amount_cents: invoice.paid, reference: `invoice-payment:demo-${invoiceId}`, created_at: paidAt }).execute();
      await db.insertInto('invoice_payments').values({
        invoice_id: invoiceId, method: 'card', status: 'paid', amount_cents: invoice.paid, service_charge_cents: 0, idempotency_key: `demo-${invoiceId}`,
        card_token: 'tok_sandbox_demo_visa', card_brand: 'visa', card_last4: '4242', authorization_id: authorizationId, capture_id: `cap_sbx_demo_invoice${invoiceId}`,
        cheque_number: null, received_on: null, created_by_user_id: null, created_at: paidAt, settled_at: paidAt,
      }).execute();
    }
  }
}
