import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { PAGE_ROUTES } from '../../../contracts/routes';
import { AddressProblem } from './list/lazy-problems';
import { ListView } from './list/ListView';
import { parseListQuery, type ListRoute } from './list-query';
import './catalogue.css';

const SEASONAL_PATHS: ReadonlySet<string> = new Set([PAGE_ROUTES.seasonal, PAGE_ROUTES.seasonalFr]);

/**
 * The product list (cat §2) for /products, /products/promo/{promoid},
 * /products/{l1Category}[/{l2Category}[/{l3Category}]], /seasonal and /saisonnier.
 */
export function Component() {
  const params = useParams();
  const location = useLocation();
  const route: ListRoute = {
    promoId: params.promoid,
    l1Category: params.l1Category,
    l2Category: params.l2Category,
    l3Category: params.l3Category,
    seasonal: SEASONAL_PATHS.has(location.pathname.replace(/\/$/, '').toLowerCase()),
  };
  const routeKey = JSON.stringify(route);
  const parsed = useMemo(
    () => parseListQuery(new URLSearchParams(location.search), JSON.parse(routeKey) as ListRoute),
    [location.search, routeKey],
  );
  if (!parsed.ok) return <AddressProblem problem={parsed.problem} />;
  return <ListView query={parsed.query} />;
}
