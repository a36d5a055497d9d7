import type { ProductListItem } from '../../../contracts/catalogue';
import type { Db } from '../../db/database';
import type { LiveCatalogue } from './catalogue-index-holder';
import { clientSwitchedOffPromotionIds } from '../../shared/clinic-policies';
import { favouriteProductIdsAmong } from './catalogue.queries';
import type { CatalogueIndex } from './search-index/catalogue-index';
import { listItem } from './search-index/items';
import { compareForSuggestion, topCategoryOf } from './search-index/suggestion-order';
import type { Lang } from './search-index/types';

/**
 * The cart's "you may also like" (cc §2), from the index: families whose default child is in
 * stock, browsable and not on long-term backorder, from the top-level categories (of the primary
 * placement) of what is in the cart and not already in it; the featured ones when the cart is
 * empty. Featured first, then the family's sort order, then its id; each shown by its catalogue
 * card. Walks a few positions of a list made with the index, whatever the catalogue's size.
 */
export const CART_SUGGESTIONS = 8;

function suggestible(index: CatalogueIndex, position: number): boolean {
  const { product } = index.families[position]!;
  return product.isDefault && product.isInStock && !product.isLongTermBackorder;
}

export function cartSuggestionPositions(index: CatalogueIndex, cartFamilyIds: readonly number[], limit = CART_SUGGESTIONS): number[] {
  const order = index.suggestionOrder;
  const picked: number[] = [];
  if (cartFamilyIds.length === 0) {
    for (let i = 0; i < order.featured.length && picked.length < limit; i++) {
      if (suggestible(index, order.featured[i]!)) picked.push(order.featured[i]!);
    }
    return picked;
  }
  const inCart = new Set(cartFamilyIds);
  const tops = new Set<number>();
  for (const id of inCart) {
    const top = topCategoryOf(order, id);
    if (top !== undefined) tops.add(top);
  }
  // Each family sits under one top-level category: merge the categories' ordered lists.
  const lists = [...tops].map((top) => order.byTopCategory.get(top)).filter((list) => list !== undefined);
  const next = lists.map(() => 0);
  while (picked.length < limit) {
    let best = -1;
    for (let l = 0; l < lists.length; l++) {
      if (next[l]! >= lists[l]!.length) continue;
      if (best < 0 || compareForSuggestion(index.families, lists[l]![next[l]!]!, lists[best]![next[best]!]!) < 0) best = l;
    }
    if (best < 0) break;
    const position = lists[best]![next[best]!++]!;
    if (!inCart.has(index.families[position]!.family.id) && suggestible(index, position)) picked.push(position);
  }
  return picked;
}

/** The suggestions as list items, with the shopper's favourites marked (one small read). */
export async function suggestedProductsForCart(
  live: LiveCatalogue,
  db: Db,
  { userId, cartFamilyIds, lang, retailDiscountPercent }: { userId: number; cartFamilyIds: readonly number[]; lang: Lang; retailDiscountPercent: number },
): Promise<ProductListItem[]> {
  const { index } = live;
  const entries = cartSuggestionPositions(index, cartFamilyIds).map((position) => index.families[position]!);
  if (entries.length === 0) return [];
  const [favourites, switchedOff] = await Promise.all([
    favouriteProductIdsAmong(db, userId, entries.map((e) => e.product.id)), clientSwitchedOffPromotionIds(db, userId),
  ]);
  return entries.map((entry) => ({ ...listItem(index, entry, lang, false, retailDiscountPercent, switchedOff), isFavourite: favourites.has(entry.product.id) }));
}
