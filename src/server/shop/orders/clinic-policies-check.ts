import { orderCostProblem, welcomeCreditCents } from '../../../domain/clinic-policies';
import { lineMaxQuantity, prescriptionFor, productName, type CartContext, type LoadedCart } from '../cart';
import type { CheckoutPlan } from '../checkout';
import { orderCostMessage, quantityOverMaxMessage } from '../../shared/clinic-policies';
import * as refuse from './place-order-errors';

/**
 * The clinic's policies in the claim of an order (issue 25, rr §5), the one path of checkout and the
 * AutoOrder engine, read through `effectivePolicies` (loaded.account.policies: the shopper's clinic,
 * its own value or its master's): no line above the clinic's maximum quantity per order (a cart
 * filled before the master lowered it, an AutoOrder made before), and an item subtotal within the
 * clinic's order cost range. Throws a refusal (409, nothing written) naming the product and maximum
 * or the amount, in the shopper's language.
 */
export function enforceClinicPolicies(ctx: CartContext, loaded: LoadedCart, plan: CheckoutPlan): void {
  const { policies } = loaded.account;
  const lines = plan.groups.flatMap((g) => g.lines).filter((l) => l.promoParentId === null);
  const over = lines.flatMap((line) => {
    const max = lineMaxQuantity(line.product, prescriptionFor(loaded.prescriptions, line.petId, line.product.familyId, line.rxId), policies.maxQuantityPerOrder);
    return line.quantity > max ? [{ line, max }] : [];
  });
  if (over.length > 0) {
    const message = over.map(({ line, max }) => quantityOverMaxMessage(productName(line.product, ctx.lang), max, ctx.lang)).join(' ');
    throw refuse.quantityOverMax(message, [...new Set(over.map((o) => o.line.product.id))], over[0]!.max);
  }
  const problem = orderCostProblem(plan.priced.itemSubtotal, policies.orderCostRange, lines.length > 0);
  if (problem) throw refuse.orderCost(problem.kind, orderCostMessage(problem, ctx.lang), problem.amountCents);
}

/**
 * The welcome credit the order would earn (issue 25: the clinic's credit amount when its item
 * subtotal reaches the clinic's minimum order amount), or null; whether it is the client's first is
 * decided at the confirmation by the credit's key (shared/credit giveWelcomeCredit).
 */
export function welcomeCreditOf(loaded: LoadedCart, clinicId: number, plan: CheckoutPlan): { clinicId: number; cents: number } | null {
  const cents = welcomeCreditCents(loaded.account.policies, plan.priced.itemSubtotal);
  return cents > 0 ? { clinicId, cents } : null;
}
