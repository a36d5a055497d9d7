import type { Kysely } from 'kysely';

/**
 * The price a cart line's product had when the shopper added it (issue 26: a catalogue import's
 * price change reaches carts with the spec's "price changed" notice, rr §8). Null for lines added
 * before it was kept: they show no notice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cart_items').addColumn('seen_unit_price_cents', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cart_items').dropColumn('seen_unit_price_cents').execute();
}
