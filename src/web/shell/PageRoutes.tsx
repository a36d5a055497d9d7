import { use } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { PageLoader } from '../lazy-route';
import { routes, type AppRoute } from '../routes';

/**
 * A page whose code has arrived renders at once (hydration needs that); otherwise it suspends
 * until the code arrives, and a failure to arrive goes to the page's error boundary.
 */
function RoutePage({ page }: { page: PageLoader }) {
  const { Component } = page.loaded() ?? use(page.load());
  return <Component />;
}

function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

function elementOf(route: AppRoute) {
  if ('redirectTo' in route) return <Redirect to={route.redirectTo} />;
  if ('page' in route) return <RoutePage page={route.page} />;
  return <route.Component />;
}

const routeElements: RouteObject[] = routes.map((route) => ({ path: route.path, element: elementOf(route) }));

/** The page of the current address (routes.tsx). */
export function PageRoutes() {
  return useRoutes(routeElements);
}
