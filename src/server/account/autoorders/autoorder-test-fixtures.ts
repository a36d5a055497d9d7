import { plainProducts } from '../../shop/cart/cart-test-fixtures';
import { addCard, checkoutBody, readyShopper } from '../../shop/checkout/checkout-test-fixtures';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import type { TestApp } from '../../testing/test-app';
import type { EngineDeps } from './autoorder-engine';

/** Shared set-up of the AutoOrder tests: shoppers who said "Yes, every 4 weeks" at checkout. */

/** Plain in-stock products offered on AutoOrder, with plenty of stock. */
export async function autoOrderProducts(db: Db, count: number, offset = 0) {
  const products = (await plainProducts(db, count + offset)).slice(offset);
  await db.updateTable('products').set({ is_subscription: 1, stock_quantity: 10_000, is_in_stock: 1, allow_browsing: 1 }).where('id', 'in', products.map((p) => p.id)).execute();
  return products;
}

export function engineDeps(t: TestApp): EngineDeps {
  return { db: t.database.db, payments: createPaymentProvider(t.config), baseUrl: 'http://store.test' };
}

/** A shopper whose checkout created an AutoOrder subscription for `productId` (quantity 2), due on `due`. */
export async function subscribedShopper(t: TestApp, email: string, productId: number, due: string, options: { quantity?: number } = {}) {
  const s = await readyShopper(t, email, { productId, quantity: options.quantity ?? 2 });
  const placed = await s.api.placed(checkoutBody({ createNewAutoOrderSubscription: true, newAutoOrderSubscriptionFrequency: 4 }));
  const subscriptionId = placed.returnValue.autoOrderSubscriptionId!;
  await t.database.db.updateTable('auto_order_subscriptions').set({ next_order_date: due }).where('id', '=', subscriptionId).execute();
  return { ...s, email, subscriptionId, checkoutOrders: placed.returnValue.orders };
}

/** Points the subscription at a newly saved card (e.g. the sandbox's declined card). */
export async function useCard(t: TestApp, s: { headers: Record<string, string>; subscriptionId: number }, number: string): Promise<number> {
  const card = await addCard(t, s.headers, number);
  await t.database.db.updateTable('auto_order_subscriptions').set({ payment_method_id: card.id }).where('id', '=', s.subscriptionId).execute();
  return card.id;
}

export async function subscriptionRow(db: Db, id: number) {
  return db.selectFrom('auto_order_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function ordersOf(db: Db, subscriptionId: number) {
  return db.selectFrom('orders').selectAll().where('auto_order_subscription_id', '=', subscriptionId).orderBy('id').execute();
}

export async function emailsTo(db: Db, email: string, kind: string) {
  return db.selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', email).where('kind', '=', kind).orderBy('id').execute();
}
