import type { Kysely } from 'kysely';
import { hashPassword } from '../../shared/auth';
import { computeReturnRefund, NO_PRIOR_RETURNS } from '../../../domain/returns/return-refund';
import { computeTax } from '../../../domain/tax';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../schema';
import { DEMO_CLINIC_SUBDOMAIN } from './clinics';
import { DEMO_STAFF } from './demo-staff';

/**
 * Returns and refunds (issue 17): two clients of the demo clinic no other journey uses, one writing
 * in English and one in French, each with a card, a home address, a pet, and two orders the clinic
 * can take returns on: one shipped three days ago and one picked up two days ago (both billed a day
 * before, so the 24-hour rule is past and the 15-day window open). Figures follow the tax rules of
 * the order (Ontario HST), as a placed order's would.
 */
export const RETURNS_DEMO_SHOPPERS = [
  { email: 'returns.en@example.com', password: 'Returns-pass-2026', firstName: 'Riley', lastName: 'Cooper', language: 'en', key: 'REN' },
  { email: 'returns.fr@example.com', password: 'Returns-pass-2026', firstName: 'Élodie', lastName: 'Paquette', language: 'fr', key: 'RFR' },
] as const;

export async function seedReturnsDemo(db: Kysely<Database>, now: Date): Promise<void> {
  const clinic = await db.selectFrom('clinics').select(['id', 'practice_name']).where('subdomain', '=', DEMO_CLINIC_SUBDOMAIN).executeTakeFirstOrThrow();
  const products = await db.selectFrom('products').select(['id', 'name_en', 'name_fr', 'mfg_sku', 'product_format_en', 'unit_price_cents'])
    .where('is_prescription_product', '=', 0).where('is_approval_required', '=', 0).where('is_bulk_item', '=', 0)
    .where('is_clinic_pickup_only', '=', 0).where('is_in_stock', '=', 1).where('allow_browsing', '=', 1)
    .orderBy('id').offset(10).limit(2).execute();
  if (products.length < 2) return;
  const createdAt = new Date(now.getTime() - 60 * DAY_MS).toISOString();
  for (const shopper of RETURNS_DEMO_SHOPPERS) {
    const user = await db.insertInto('users').values({
      email: shopper.email, password_hash: await hashPassword(shopper.password), first_name: shopper.firstName, last_name: shopper.lastName,
      phone: '613-555-0177', province: 'ON', language: shopper.language, clinic_id: Number(clinic.id), status: 'active',
      failed_sign_ins: 0, locked_until: null, password_changed_at: null, account_credit_cents: 0, created_at: createdAt,
    }).returning('id').executeTakeFirstOrThrow();
    const userId = Number(user.id);
    const pet = await db.insertInto('pets').values({ user_id: userId, name: 'Nala', species: 'dogs', is_deleted: 0, created_at: createdAt }).returning('id').executeTakeFirstOrThrow();
    const home = await db.insertInto('addresses').values({
      user_id: userId, location_name: 'Home', street1: '88 Maple Avenue', street2: '', city: 'Ottawa', province: 'ON', postal_code: 'K1S 2B4',
      is_default_shipping: 1, is_default_billing: 1, is_deleted: 0, created_at: createdAt,
    }).returning('id').executeTakeFirstOrThrow();
    const card = await db.insertInto('payment_methods').values({
      user_id: userId, token: 'tok_sandbox_demo_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: now.getUTCFullYear() + 3,
      card_holder: `${shopper.firstName} ${shopper.lastName}`, billing_address_id: home.id, is_default: 1, is_deleted: 0, created_at: createdAt,
    }).returning('id').executeTakeFirstOrThrow();

    for (const [n, pickup, daysAgo] of [[1, false, 3], [2, true, 2]] as const) {
      const placedAt = new Date(now.getTime() - (daysAgo + 3) * DAY_MS);
      const at = (days: number) => new Date(placedAt.getTime() + days * DAY_MS).toISOString();
      const lines = [{ p: products[0]!, quantity: 3 }, { p: products[1]!, quantity: 2 }];
      const items = lines.reduce((sum, l) => sum + Number(l.p.unit_price_cents) * l.quantity, 0);
      const shipping = pickup ? 0 : 999;
      const tax = computeTax({ province: 'ON', items, shipping });
      const total = items + shipping + tax.total;
      const checkout = await db.insertInto('checkouts')
        .values({ user_id: userId, checkout_key: `demo-returns-${shopper.key}-${n}`, result_json: '', state: 'placed', created_at: placedAt.toISOString() })
        .returning('id').executeTakeFirstOrThrow();
      const authorizationId = `auth_sbx_demo_${shopper.key}${n}`;
      await db.insertInto('payment_authorizations').values({
        authorization_id: authorizationId, token: 'tok_sandbox_demo_visa', amount_cents: total, reference: `checkout:${Number(checkout.id)}`,
        status: 'approved', created_at: placedAt.toISOString(),
      }).execute();
      const order = await db.insertInto('orders').values({
        user_id: userId, checkout_id: Number(checkout.id), order_number: `VS-${placedAt.toISOString().slice(2, 10).replaceAll('-', '')}-${shopper.key}${n}`,
        status: pickup ? 'picked_up' : 'shipped', group_number: 1, is_clinic_pickup: pickup ? 1 : 0, is_auto_order: 0, clinic_id: Number(clinic.id),
        shipping_option_id: pickup ? 'pickup' : 'standard', shipping_option_name: pickup ? `Pick up at ${clinic.practice_name}` : 'Standard shipping',
        shipping_cents: shipping, shipping_discount_cents: 0, item_subtotal_cents: items, discount_cents: 0, rebate_cents: 0, tax_cents: tax.total,
        account_credit_cents: 0, total_cents: total, tax_province: 'ON', coupon_code: null,
        ship_location_name: pickup ? '' : 'Home', ship_street1: pickup ? '' : '88 Maple Avenue', ship_street2: '', ship_city: pickup ? '' : 'Ottawa',
        ship_province: pickup ? '' : 'ON', ship_postal_code: pickup ? '' : 'K1S 2B4',
        bill_location_name: 'Home', bill_street1: '88 Maple Avenue', bill_street2: '', bill_city: 'Ottawa', bill_province: 'ON', bill_postal_code: 'K1S 2B4',
        payment_method_id: Number(card.id), payment_token: 'tok_sandbox_demo_visa', payment_brand: 'visa', payment_last4: '4242',
        authorization_id: authorizationId, created_at: placedAt.toISOString(), sent_to_distributor_at: at(1),
        carrier: pickup ? null : 'canada_post', tracking_number: pickup ? null : `70232100394${shopper.key === 'REN' ? '11' : '22'}0${n}`,
        cancelled_at: null, cancel_reason: null, auto_order_subscription_id: null,
      }).returning('id').executeTakeFirstOrThrow();
      const orderId = Number(order.id);
      for (const { p, quantity } of lines) {
        const ext = Number(p.unit_price_cents) * quantity;
        await db.insertInto('order_items').values({
          order_id: orderId, product_id: Number(p.id), name: shopper.language === 'fr' ? p.name_fr : p.name_en, mfg_sku: p.mfg_sku, mfg_name: '',
          product_format: p.product_format_en, pet_id: Number(pet.id), pet_name: 'Nala', quantity, unit_price_cents: Number(p.unit_price_cents),
          regular_unit_price_cents: Number(p.unit_price_cents), ext_price_cents: ext, discount_cents: 0, rebate_cents: 0, coupon_discount_cents: 0,
          net_price_cents: ext, promo_parent_order_item_id: null, promo_id: null, rx_id: null, requires_approval: 0,
        }).execute();
      }
      await db.insertInto('order_taxes').values(tax.lines.map((t) => ({
        order_id: orderId, code: t.code, label: t.label, rate: t.rate, items_amount_cents: t.itemsAmount, shipping_amount_cents: t.shippingAmount, amount_cents: t.amount,
      }))).execute();
      const history = pickup
        ? [['submitted', 'submitted', 0], ['sent_to_distributor', 'sent_to_distributor', 1], ['billed', 'billed', 1], ['ready_for_pickup', 'ready_for_pickup', 2], ['picked_up', 'picked_up', 3]] as const
        : [['submitted', 'submitted', 0], ['sent_to_distributor', 'sent_to_distributor', 1], ['billed', 'billed', 2], ['shipped', 'shipped', 3]] as const;
      await db.insertInto('order_history').values(history.map(([event, status, days]) => ({
        order_id: orderId, event, status, created_at: at(days), actor: event === 'submitted' ? 'shopper' : 'staff', actor_user_id: event === 'submitted' ? userId : null, note: '',
      }))).execute();
      if (pickup && shopper.language === 'en') await insertPendingReturn(db, { clinicId: Number(clinic.id), orderId, userId, taxes: tax.lines, total, now });
    }
  }
}

/**
 * A return the clinic started and has not completed (one unit of the picked-up order's first line, to
 * the card), so the returns list and a return's page have something to show on a fresh start. The
 * journeys return the shipped orders (REN1, RFR1), never this one. Figures as the server would make them.
 */
async function insertPendingReturn(
  db: Kysely<Database>,
  o: { clinicId: number; orderId: number; userId: number; taxes: ReturnType<typeof computeTax>['lines']; total: number; now: Date },
): Promise<void> {
  const staff = await db.selectFrom('users').select('id as user_id').where('email', '=', DEMO_STAFF.staff.email).executeTakeFirst();
  if (!staff) return;
  const lines = await db.selectFrom('order_items').select(['id', 'quantity', 'net_price_cents']).where('order_id', '=', o.orderId).orderBy('id').execute();
  const outcome = computeReturnRefund(
    {
      lines: lines.map((l) => ({ orderItemId: Number(l.id), quantity: Number(l.quantity), netCents: Number(l.net_price_cents) })),
      shippingCents: 0,
      taxes: o.taxes.map((t) => ({ code: t.code, label: t.label, rate: t.rate, itemsAmountCents: t.itemsAmount, shippingAmountCents: t.shippingAmount })),
      cardPaidCents: o.total, creditPaidCents: 0,
    },
    NO_PRIOR_RETURNS,
    { items: [{ orderItemId: Number(lines[0]!.id), quantity: 1 }], refundShipping: false, feeKind: 'none', feeValue: 0, method: 'card', customRefundCents: null },
  );
  if (!outcome.ok) return;
  const refund = outcome.refund;
  const returned = await db.insertInto('returns').values({
    clinic_id: o.clinicId, order_id: o.orderId, user_id: o.userId, status: 'pending', reason: 'The bag arrived torn.', responsibility: 'distributor',
    fee_kind: 'none', fee_value: 0, items_refund_cents: refund.itemsRefundCents, items_tax_refund_cents: refund.itemsTaxRefundCents,
    shipping_refund_cents: refund.shippingRefundCents, fee_cents: refund.feeCents, fee_tax_cents: refund.feeTaxCents, custom_refund_cents: null,
    refund_total_cents: refund.totalCents, credit_refund_cents: refund.toCreditCents, refund_method: 'card', provider_refund_id: null,
    admin_notes: '', window_override_note: null, cancel_reason: null, cancel_note: null, created_by_user_id: Number(staff.user_id),
    created_at: new Date(o.now.getTime() - DAY_MS / 2).toISOString(), completed_at: null, cancelled_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('return_items').values(refund.lines.map((l) => ({
    return_id: Number(returned.id), order_item_id: l.orderItemId, quantity: l.quantity, refund_cents: l.refundCents, tax_refund_cents: l.taxRefundCents,
  }))).execute();
}
