import type { Kysely } from 'kysely';
import { withSerialId } from './column-types';

/**
 * What happens to an order and a prescription after the sale (issues 14–16), shared by the shopper's
 * account, the AutoOrder engine and the clinic portal:
 * - orders: when it went to the distributor (from then on it cannot be cancelled or moved back, rr
 *   §4, even once a later status no longer says so), its carrier and tracking number, when and why
 *   it was cancelled, and the AutoOrder subscription that placed it (null for a checkout);
 * - order_history: who caused each event (shopper, staff or system, and which user) and a note;
 * - prescriptions: a prescription row is also the request for one (rx_status_id "not validated"):
 *   the product and quantity asked for, the client's note, the renewal it continues; the
 *   veterinarian's decision (when, who, instructions, or the reason for a denial, which sets the
 *   spec's "cancelled" state);
 * - audit_events: every staff action, with who, their role, what and the row before and after
 *   (issue 16 "Rules"), per clinic.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, string, string, ((c: any) => any)?][] = [
    ['orders', 'sent_to_distributor_at', 'text'],
    ['orders', 'carrier', 'text'],
    ['orders', 'tracking_number', 'text'],
    ['orders', 'cancelled_at', 'text'],
    ['orders', 'cancel_reason', 'text'],
    ['orders', 'auto_order_subscription_id', 'integer', (c) => c.references('auto_order_subscriptions.id')],
    ['order_history', 'actor', 'text', (c) => c.notNull().defaultTo('system')],
    ['order_history', 'actor_user_id', 'integer', (c) => c.references('users.id')],
    ['order_history', 'note', 'text', (c) => c.notNull().defaultTo('')],
    ['prescriptions', 'product_id', 'integer', (c) => c.references('products.id')],
    ['prescriptions', 'requested_quantity', 'integer', (c) => c.notNull().defaultTo(0)],
    ['prescriptions', 'client_note', 'text', (c) => c.notNull().defaultTo('')],
    ['prescriptions', 'renewal_of_id', 'integer', (c) => c.references('prescriptions.id')],
    ['prescriptions', 'instructions', 'text', (c) => c.notNull().defaultTo('')],
    ['prescriptions', 'denial_reason', 'text', (c) => c.notNull().defaultTo('')],
    ['prescriptions', 'decided_at', 'text'],
    ['prescriptions', 'decided_by_user_id', 'integer', (c) => c.references('users.id')],
  ];
  for (const [table, column, type, build] of columns) {
    await db.schema.alterTable(table).addColumn(column, type as 'text', build ?? ((c) => c)).execute();
  }
  await db.schema.createIndex('orders_subscription').on('orders').column('auto_order_subscription_id').execute();
  await db.schema.createIndex('prescriptions_status').on('prescriptions').columns(['rx_status_id', 'pet_id']).execute();

  await withSerialId(db, db.schema.createTable('audit_events'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('after_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_entity').on('audit_events').columns(['clinic_id', 'entity', 'entity_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await db.schema.dropIndex('prescriptions_status').execute();
  await db.schema.dropIndex('orders_subscription').execute();
  const added: [string, string][] = [
    ['prescriptions', 'decided_by_user_id'], ['prescriptions', 'decided_at'], ['prescriptions', 'denial_reason'], ['prescriptions', 'instructions'],
    ['prescriptions', 'renewal_of_id'], ['prescriptions', 'client_note'], ['prescriptions', 'requested_quantity'], ['prescriptions', 'product_id'],
    ['order_history', 'note'], ['order_history', 'actor_user_id'], ['order_history', 'actor'],
    ['orders', 'auto_order_subscription_id'], ['orders', 'cancel_reason'], ['orders', 'cancelled_at'], ['orders', 'tracking_number'],
    ['orders', 'carrier'], ['orders', 'sent_to_distributor_at'],
  ];
  for (const [table, column] of added) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
