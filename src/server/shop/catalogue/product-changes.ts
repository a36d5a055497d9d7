import type { LiveCatalogue } from './catalogue-index-holder';
import type { ProductState } from './catalogue.queries';

const STATE_FIELDS = [
  'unitPrice', 'regularUnitPrice', 'autoOrderUnitPrice', 'rxFee', 'columnRegularRetail', 'autoOrderDiscountPercentage',
  'autoOrderDiscountClinicPercentage', 'autoOrderDiscountSponsoredPercentage', 'isInStock', 'isLongTermBackorder',
] as const satisfies readonly (keyof ProductState)[];

/**
 * Applies products' current stock states and prices to the live index in place (no rebuild):
 * the representing child's fields, the in-stock flag the ranking boosts, the card JSON made again
 * on next use, and the kept answers that showed or ranked the family (answer-cache.ts). A product
 * no card shows (a non-default child) changes nothing the index holds. Runs between two requests,
 * so a request sees the catalogue wholly before or wholly after. Returns the families changed.
 */
export function applyProductStates(live: LiveCatalogue, states: ReadonlyMap<number, ProductState>): number {
  const { index } = live;
  const stockMoved: number[] = [];
  const priceMoved: number[] = [];
  for (const [productId, state] of states) {
    const position = index.positionOfProduct(productId);
    if (position === undefined) continue;
    const product = index.families[position]!.product;
    if (STATE_FIELDS.every((field) => product[field] === state[field])) continue;
    (product.isInStock === state.isInStock ? priceMoved : stockMoved).push(position);
    Object.assign(product, state);
    index.inStock[position] = state.isInStock ? 1 : 0;
    index.forgetItemJson(position);
  }
  live.answers.forgetFamilies(stockMoved, true);
  live.answers.forgetFamilies(priceMoved, false);
  return stockMoved.length + priceMoved.length;
}
