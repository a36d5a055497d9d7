/**
 * Ordering limits (issue 25): monthly quantities and allocations per shopper, and the areas home
 * delivery does not reach. Imports no feature, so the cart, the checkout, the orders and the
 * platform's clinic page all use it.
 */
export {
  findRestrictedAreas, listClinicAreas, insertClinicArea, deleteClinicArea, type StoredRestrictedArea,
} from './ordering-limits.queries';
export {
  orderingLimitProblems, unitsByProduct, limitValues, limitMessage, restrictedAreaMessage, LIMIT_TEXTS, type LimitProblem,
} from './ordering-limits.service';
