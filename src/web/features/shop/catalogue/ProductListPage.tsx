import { useMemo } from 'react';
import { useLocation, useParams, type Params } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import type { PrefetchArgs } from '../../../lazy-route';
import { AddressProblem } from './list/lazy-problems';
import { ListView } from './list/ListView';
import { prefetchProductList } from './list/use-product-list';
import { parseListQuery, type ListRoute } from './list-query';
import './catalogue.css';

const SEASONAL_PATHS: ReadonlySet<string> = new Set([PAGE_ROUTES.seasonal, PAGE_ROUTES.seasonalFr]);

/**
 * The product list (cat §2) for /products, /products/promo/{promoid},
 * /products/{l1Category}[/{l2Category}[/{l3Category}]], /seasonal and /saisonnier.
 */
function listRouteOf(params: Params, pathname: string): ListRoute {
  return {
    promoId: params.promoid,
    l1Category: params.l1Category,
    l2Category: params.l2Category,
    l3Category: params.l3Category,
    seasonal: SEASONAL_PATHS.has(pathname.replace(/\/$/, '').toLowerCase()),
  };
}

export function Component() {
  const params = useParams();
  const location = useLocation();
  const routeKey = JSON.stringify(listRouteOf(params, location.pathname));
  const parsed = useMemo(
    () => parseListQuery(new URLSearchParams(location.search), JSON.parse(routeKey) as ListRoute),
    [location.search, routeKey],
  );
  if (!parsed.ok) return <AddressProblem problem={parsed.problem} />;
  return <ListView query={parsed.query} />;
}

/** Server rendering: the list answer (after the category names of the path) the page will ask for. */
export async function prefetch({ queryClient, url, params, language, debug }: PrefetchArgs): Promise<void> {
  const parsed = parseListQuery(url.searchParams, listRouteOf(params, url.pathname));
  if (parsed.ok) await prefetchProductList(queryClient, parsed.query, { language, debug: debug || parsed.query.debug });
}
