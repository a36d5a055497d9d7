import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { LOW_STOCK_THRESHOLD } from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The demo shopper's AutoOrders (issue 15): one active for Biscuit every 4 weeks, one for Minou's
 * prescription food waiting for the vet, and one needing attention (a price went up), so the
 * account's AutoOrder pages show each state on first visit.
 */
export async function seedDemoAutoOrders(db: Kysely<Database>, o: { userId: number; pendingRxFamilyId: number | null; now: Date }): Promise<void> {
  const pets = await db.selectFrom('pets').select(['id', 'name']).where('user_id', '=', o.userId).execute();
  const address = await db.selectFrom('addresses').select('id').where('user_id', '=', o.userId).orderBy('id').executeTakeFirst();
  const card = await db.selectFrom('payment_methods').select('id').where('user_id', '=', o.userId).orderBy('id').executeTakeFirst();
  const biscuit = pets.find((p) => p.name === 'Biscuit')?.id ?? null;
  const minou = pets.find((p) => p.name === 'Minou')?.id ?? null;
  if (!address || !card) return;
  const plain = await db
    .selectFrom('products')
    .select(['id', 'auto_order_unit_price_cents'])
    .where('is_subscription', '=', 1).where('allow_browsing', '=', 1).where('is_in_stock', '=', 1)
    .where('is_prescription_product', '=', 0).where('is_approval_required', '=', 0).where('stock_quantity', '>', LOW_STOCK_THRESHOLD)
    .orderBy('id').limit(2).execute();
  const rx = o.pendingRxFamilyId === null ? undefined : await db
    .selectFrom('products').select(['id', 'auto_order_unit_price_cents']).where('family_id', '=', o.pendingRxFamilyId).where('allow_browsing', '=', 1).orderBy('id').executeTakeFirst();

  const add = async (status: string, days: number, weeks: number, items: { id: number; price: number; petId: number | null; quantity: number }[], extra: { attention_reason?: string } = {}) => {
    if (items.length === 0) return;
    const row = await db
      .insertInto('auto_order_subscriptions')
      .values({
        user_id: o.userId, checkout_id: null, frequency_weeks: weeks, next_order_date: isoDate(new Date(o.now.getTime() + days * DAY_MS)),
        shipping_address_id: address.id, billing_address_id: address.id, payment_method_id: card.id, shipping_option_id: 'standard', status,
        created_at: new Date(o.now.getTime() - 60 * DAY_MS).toISOString(), last_order_date: isoDate(new Date(o.now.getTime() - (weeks * 7 - days) * DAY_MS)),
        attention_reason: extra.attention_reason ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('auto_order_items').values(items.map((i) => ({ subscription_id: row.id, product_id: i.id, pet_id: i.petId, quantity: i.quantity, unit_price_cents: i.price }))).execute();
  };
  const [first, second] = plain;
  if (first) await add('active', 12, 4, [{ id: first.id, price: Number(first.auto_order_unit_price_cents), petId: biscuit, quantity: 2 }]);
  if (rx) await add('waiting_for_vet', 20, 6, [{ id: rx.id, price: Number(rx.auto_order_unit_price_cents), petId: minou, quantity: 1 }]);
  // Accepted at a lower price than today's: the engine asks the shopper first.
  if (second) await add('needs_attention', 2, 8, [{ id: second.id, price: Math.max(1, Number(second.auto_order_unit_price_cents) - 300), petId: biscuit, quantity: 1 }], { attention_reason: 'price_changed' });
}
