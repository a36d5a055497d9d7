import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Custom payments and pay-by-link (issue 27; docs/decisions/114-custom-payments.md): a payment a
 * clinic's staff take that is not a shop order, charged at once to a client's saved card or sent as
 * a single-use, expiring link the client pays on the store.
 * - request_key: the staff member's request (one per form), unique per clinic: a repeated "charge"
 *   or "send" makes one payment;
 * - payment_reference: the gateway's idempotency key of the authorisation and capture, unique; a
 *   declined attempt of a link gets a new one, so the next card is asked afresh;
 * - token_hash: the SHA-256 of the link's token (the token itself is only in the email);
 * - card_token: the provider token the attempt in flight (status 'paying') authorises with, so a
 *   retry after a crash authorises the same card under the same reference; cleared once settled;
 *   attempt_started_at is when that attempt began (the sweep finishes those a crash left).
 * Refunds are rows of custom_payment_refunds, each with its own unique reference.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('custom_payments'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('client_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull())
    /** 'card' (a saved card, charged at once) or 'link' (pay-by-link). */
    .addColumn('method', 'text', (c) => c.notNull())
    /** open (a link not paid yet), paying (an attempt in flight), paid, declined (a saved card refused), cancelled. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('payment_reference', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('expires_at', 'text')
    .addColumn('payment_method_id', 'integer', (c) => c.references('payment_methods.id'))
    .addColumn('card_token', 'text')
    /** When the attempt in flight began: the sweep finishes attempts older than a lease (a crash's). */
    .addColumn('attempt_started_at', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('authorization_id', 'text')
    .addColumn('capture_id', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by_user_id', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('custom_payments_request').unique().on('custom_payments').columns(['clinic_id', 'request_key']).execute();
  await db.schema.createIndex('custom_payments_clinic_created').on('custom_payments').columns(['clinic_id', 'created_at']).execute();

  await withSerialId(db, db.schema.createTable('custom_payment_refunds'))
    .addColumn('custom_payment_id', 'integer', (c) => c.notNull().references('custom_payments.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    /** pending (sent to the gateway, answer not recorded yet), refunded, failed. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('refunded_at', 'text')
    .execute();
  await db.schema.createIndex('custom_payment_refunds_request').unique().on('custom_payment_refunds').columns(['custom_payment_id', 'request_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('custom_payment_refunds').execute();
  await db.schema.dropTable('custom_payments').execute();
}
