import { PostgresAdapter, type Transaction } from 'kysely';
import type { InvoicePayment } from '../../../contracts/clinic-statements';
import type { Db } from '../../db/database';
import type { Database, InvoicePaymentTable } from '../../db/schema';

/** The platform's invoices to clinics, their lines and payments (issue 27). */
type Executor = Db | Transaction<Database>;

const invoiceColumns = ['i.id', 'i.clinic_id', 'c.practice_name', 'i.invoice_number', 'i.month', 'i.issued_on', 'i.due_on'] as const;

export interface InvoiceRow {
  id: number;
  clinicId: number;
  clinicName: string;
  invoiceNumber: string;
  month: string;
  issuedOn: string;
  dueOn: string;
  totalCents: number;
  paidCents: number;
}

/** Invoices with their totals and what was paid (card payments paid, cheques received); newest month first. */
export async function listInvoices(db: Executor, filter: { clinicId?: number; invoiceId?: number; month?: string }): Promise<InvoiceRow[]> {
  let query = db.selectFrom('clinic_invoices as i').innerJoin('clinics as c', 'c.id', 'i.clinic_id')
    .select([...invoiceColumns])
    .select((eb) => [
      eb.selectFrom('clinic_invoice_lines as l').whereRef('l.invoice_id', '=', 'i.id').select((e) => e.fn.sum<number | string | null>('l.amount_cents').as('t')).as('total'),
      eb.selectFrom('invoice_payments as p').whereRef('p.invoice_id', '=', 'i.id').where('p.status', 'in', ['paid', 'received'])
        .select((e) => e.fn.sum<number | string | null>('p.amount_cents').as('t')).as('paid'),
    ]);
  if (filter.clinicId !== undefined) query = query.where('i.clinic_id', '=', filter.clinicId);
  if (filter.invoiceId !== undefined) query = query.where('i.id', '=', filter.invoiceId);
  if (filter.month !== undefined) query = query.where('i.month', '=', filter.month);
  const rows = await query.orderBy('i.month', 'desc').orderBy('c.practice_name').orderBy('i.id').execute();
  return rows.map((r) => ({
    id: Number(r.id), clinicId: Number(r.clinic_id), clinicName: r.practice_name, invoiceNumber: r.invoice_number, month: r.month,
    issuedOn: r.issued_on, dueOn: r.due_on, totalCents: Number(r.total ?? 0), paidCents: Number(r.paid ?? 0),
  }));
}

export async function invoiceLines(db: Executor, invoiceId: number) {
  const rows = await db.selectFrom('clinic_invoice_lines').select(['id', 'kind', 'description', 'amount_cents']).where('invoice_id', '=', invoiceId).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, description: r.description, amountCents: Number(r.amount_cents) }));
}

type PaymentRow = Pick<InvoicePaymentTable, 'method' | 'status' | 'card_brand' | 'card_last4' | 'cheque_number' | 'received_on' | 'created_at'> & {
  id: number | string; amount_cents: number | string; service_charge_cents: number | string;
};

export const toPayment = (r: PaymentRow): InvoicePayment => ({
  id: Number(r.id), method: r.method, status: r.status, amountCents: Number(r.amount_cents), serviceChargeCents: Number(r.service_charge_cents),
  totalCents: Number(r.amount_cents) + Number(r.service_charge_cents), cardBrand: r.card_brand, cardLast4: r.card_last4,
  chequeNumber: r.cheque_number, receivedOn: r.received_on, createdAt: r.created_at,
});

export async function invoicePayments(db: Executor, invoiceId: number) {
  return db.selectFrom('invoice_payments').selectAll().where('invoice_id', '=', invoiceId).orderBy('id').execute();
}

export async function findPaymentByKey(db: Executor, invoiceId: number, key: string) {
  return db.selectFrom('invoice_payments').selectAll().where('invoice_id', '=', invoiceId).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function findPayment(db: Executor, invoiceId: number, paymentId: number) {
  return db.selectFrom('invoice_payments').selectAll().where('invoice_id', '=', invoiceId).where('id', '=', paymentId).executeTakeFirst();
}

/** What payments have taken or will take off the invoice: paid, received, a card payment in flight, a cheque awaited. */
export async function committedOf(db: Executor, invoiceId: number): Promise<number> {
  const row = await db.selectFrom('invoice_payments').select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('t'))
    .where('invoice_id', '=', invoiceId).where('status', 'in', ['paid', 'received', 'pending', 'awaiting']).executeTakeFirst();
  return Number(row?.t ?? 0);
}

/** Holds the invoice's row until the transaction ends (PostgreSQL; SQLite runs one writer at a time), so payments are counted one at a time. */
export async function lockInvoice(db: Transaction<Database>, invoiceId: number): Promise<void> {
  let query = db.selectFrom('clinic_invoices').select('id').where('id', '=', invoiceId);
  if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  await query.executeTakeFirst();
}

export async function insertPayment(db: Executor, row: Omit<InvoicePaymentTable, 'id'>): Promise<number> {
  const inserted = await db.insertInto('invoice_payments').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Moves a payment on from a status; false when it was no longer there (another request moved it). */
export async function movePayment(db: Executor, paymentId: number, from: InvoicePaymentTable['status'], changes: Partial<Omit<InvoicePaymentTable, 'id'>>): Promise<boolean> {
  const result = await db.updateTable('invoice_payments').set(changes).where('id', '=', paymentId).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Card payments left pending since before `before` (a crash between the capture and our row). */
export async function stalePendingPayments(db: Executor, before: string) {
  return db.selectFrom('invoice_payments').selectAll().where('method', '=', 'card').where('status', '=', 'pending').where('created_at', '<', before).orderBy('id').execute();
}

export async function clinicIds(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('clinics').select('id').orderBy('id').execute();
  return rows.map((r) => Number(r.id));
}

/** A new invoice; null when the clinic already has one for the month (unique). */
export async function insertInvoice(db: Executor, row: { clinicId: number; month: string; invoiceNumber: string; issuedOn: string; dueOn: string; now: string }): Promise<number | null> {
  const inserted = await db.insertInto('clinic_invoices')
    .values({ clinic_id: row.clinicId, month: row.month, invoice_number: row.invoiceNumber, issued_on: row.issuedOn, due_on: row.dueOn, created_at: row.now })
    .onConflict((oc) => oc.columns(['clinic_id', 'month']).doNothing())
    .returning('id').executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

export async function insertInvoiceLine(db: Executor, row: { invoiceId: number; kind: 'platform_fees' | 'charge'; description: string; amountCents: number; byUserId: number | null; now: string }): Promise<number> {
  const inserted = await db.insertInto('clinic_invoice_lines')
    .values({ invoice_id: row.invoiceId, kind: row.kind, description: row.description, amount_cents: row.amountCents, created_by_user_id: row.byUserId, created_at: row.now })
    .returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}
