import type { CartContext, LoadedCart } from '../cart';
import { productName } from '../cart';
import type { CheckoutPlan } from '../checkout';
import { findRestrictedAreas, limitMessage, orderingLimitProblems, restrictedAreaMessage, unitsByProduct } from '../../shared/ordering-limits';
import * as refuse from './place-order-errors';

/**
 * The ordering limits in the claim of an order (issue 25), the one path of checkout and AutoOrders.
 * Runs inside the claim transaction, after claimCheckout took the shopper's one pending-checkout
 * slot: a second claim of the same shopper waits there (PostgreSQL) or runs after this one
 * (SQLite's write lock), so it counts this order's units; two orders that together pass a limit
 * are never both placed.
 */

/** The restricted areas the plan needs: the clinic's and those of the products ordered. */
export const restrictedAreasFor = (ctx: CartContext, clinicId: number, loaded: LoadedCart) =>
  findRestrictedAreas(ctx.db, clinicId, loaded.lines.map((l) => l.product.id));

/** The refusal of a home delivery to a restricted area, in the shopper's language. */
export const restrictedAreaRefusal = (ctx: CartContext, groupNumber: number) => refuse.restrictedArea(groupNumber, restrictedAreaMessage(ctx.lang));

/** Throws monthly_limit or allocation_limit (409, nothing written) when the plan passes one of the shopper's limits. */
export async function enforceOrderingLimits(ctx: CartContext, plan: CheckoutPlan): Promise<void> {
  const lines = plan.groups.flatMap((g) => g.lines);
  const problems = await orderingLimitProblems(ctx.db, ctx.userId, unitsByProduct(lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }))), ctx.now);
  if (problems.length === 0) return;
  const name = (id: number) => {
    const line = lines.find((l) => l.product.id === id);
    return line ? productName(line.product, ctx.lang) : String(id);
  };
  const message = problems.map((p) => limitMessage(p, name(p.productId), ctx.lang)).join(' ');
  throw refuse.orderingLimit(problems[0]!.kind, message, [...new Set(problems.map((p) => p.productId))]);
}
