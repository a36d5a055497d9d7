import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * Issue 27, "The clinic's statements" (docs/decisions/116-clinic-statements.md):
 * - platform_fee_rates: the platform's fee per captured transaction, as a history (a new row takes
 *   effect from its time; a line's fee is the rate in force when it was captured);
 * - payment_chargebacks: the sandbox provider's chargebacks against a capture (reference unique);
 * - clinic_invoices: the platform's monthly invoice to a clinic, one per clinic and month (unique);
 * - clinic_invoice_lines: its lines (the month's platform fees, charges a site administrator adds);
 * - invoice_payments: a payment of an invoice by card or cheque, its idempotency key unique.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('platform_fee_rates'))
    .addColumn('percent_bp', 'integer', (c) => c.notNull())
    .addColumn('fixed_cents', 'integer', (c) => c.notNull())
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable('payment_chargebacks'))
    .addColumn('chargeback_id', 'text', (c) => c.notNull().unique())
    .addColumn('capture_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_chargebacks_capture').on('payment_chargebacks').column('capture_id').execute();

  await withSerialId(db, db.schema.createTable('clinic_invoices'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('clinic_invoices_clinic_month', ['clinic_id', 'month'])
    .execute();

  await withSerialId(db, db.schema.createTable('clinic_invoice_lines'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('clinic_invoices.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clinic_invoice_lines_invoice').on('clinic_invoice_lines').column('invoice_id').execute();

  await withSerialId(db, db.schema.createTable('invoice_payments'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('clinic_invoices.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('service_charge_cents', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('card_token', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('authorization_id', 'text')
    .addColumn('capture_id', 'text')
    .addColumn('cheque_number', 'text')
    .addColumn('received_on', 'text')
    .addColumn('created_by_user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addUniqueConstraint('invoice_payments_key', ['invoice_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('invoice_payments_invoice').on('invoice_payments').column('invoice_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_payments').execute();
  await db.schema.dropTable('clinic_invoice_lines').execute();
  await db.schema.dropTable('clinic_invoices').execute();
  await db.schema.dropTable('payment_chargebacks').execute();
  await db.schema.dropTable('platform_fee_rates').execute();
}
