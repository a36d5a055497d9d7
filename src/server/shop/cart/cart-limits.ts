import type { CartNotification, LineLimit } from '../../../contracts/cart';
import type { Language } from '../../../domain/constants';
import { limitValues, orderingLimitProblems, unitsByProduct, type LimitProblem } from '../../shared/ordering-limits';
import type { CartLimits } from './cart-mapper';
import type { CartContext, CartLine } from './cart-model';
import { notification, productName } from './cart-rules';

/**
 * The cart's side of the ordering limits (issue 25, rr §8): a change that would take a product past
 * the shopper's monthly quantity or allocation is refused with the limit's notification (nothing
 * changes, like out of stock); a cart that is past one (ordered meanwhile, a limit set since) says
 * so on the product's line and in a notification, and checkout refuses it until it is lowered.
 */

const lineUnits = (lines: readonly CartLine[]) => unitsByProduct(lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })));

export function limitNotification(problem: LimitProblem, lines: readonly Pick<CartLine, 'product'>[], lang: Language): CartNotification {
  const line = lines.find((l) => l.product.id === problem.productId);
  const name = line ? productName(line.product, lang) : String(problem.productId);
  return notification(problem.kind === 'monthly' ? 'cart.monthlyLimit' : 'cart.allocationLimit', { values: limitValues(problem, name) });
}

/**
 * Why raising a product's units in the cart from `before` to `after` (one line's change) is refused,
 * or null when every limit allows it. The notification lists the cart as it stays.
 */
export async function limitRefusal(ctx: CartContext, lines: readonly CartLine[], product: CartLine['product'], before: number, after: number): Promise<CartNotification | null> {
  if (after <= before) return null;
  const inCart = lineUnits(lines).get(product.id) ?? 0;
  const problems = await orderingLimitProblems(ctx.db, ctx.userId, new Map([[product.id, inCart - before + after]]), ctx.now);
  if (problems.length === 0) return null;
  return limitNotification({ ...problems[0]!, inCart }, [{ product }], ctx.lang);
}

/** The limits the cart as it is passes (its active lines), per product for the lines, and their notifications. */
export async function cartLimitState(
  ctx: CartContext,
  activeLines: readonly CartLine[],
  already: readonly CartNotification[],
): Promise<{ limits: CartLimits; notifications: CartNotification[] }> {
  const problems = await orderingLimitProblems(ctx.db, ctx.userId, lineUnits(activeLines), ctx.now);
  const limits = new Map<number, LineLimit[]>();
  const notifications: CartNotification[] = [];
  for (const p of problems) {
    limits.set(p.productId, [...(limits.get(p.productId) ?? []), { kind: p.kind, max: p.max, ordered: p.ordered, inCart: p.inCart, resetDate: p.resetDate }]);
    const note = limitNotification(p, activeLines, ctx.lang);
    if (!already.some((n) => n.code === note.code && n.values?.product === note.values?.product)) notifications.push(note);
  }
  return { limits, notifications };
}
