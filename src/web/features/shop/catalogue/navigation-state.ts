/**
 * Router state a product link carries (cat §2: the product page shows a back link to the search
 * results when the previous page was the product list with a search term). History state survives
 * back, forward and reload, and a product opened any other way simply has none.
 */
export interface ProductLinkState {
  /** The list address (path and query) the shopper came from. */
  searchResults: string;
}

export function searchResultsOf(state: unknown): string | null {
  const value = (state as Partial<ProductLinkState> | null)?.searchResults;
  return typeof value === 'string' && value.startsWith('/products') ? value : null;
}

/** The id of the site menu (src/web/shell/SiteMenu.tsx), where a page change scrolls to (cat §2). */
export const SITE_MENU_ID = 'site-menu';

export function scrollToSiteMenu(): void {
  const menu = document.getElementById(SITE_MENU_ID);
  if (menu) menu.scrollIntoView({ block: 'start' });
  else window.scrollTo({ top: 0 });
}
