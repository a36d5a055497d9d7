import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { TokenResponse } from '../contracts/auth';
import { SERVER_RENDER_ELEMENT_IDS } from '../contracts/server-render';
import { AppRoot } from './AppRoot';
import { setNavigator } from './api/navigator';
import { createQueryClient } from './api/query-client';
import { tokenStore } from './api/token';
import { applyLanguage, initialLanguage } from './i18n/language';
import { routes } from './routes';
import { getInjectedPageSettings, readServerJson } from './shell/page-settings';
import './styles/global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

/**
 * The routes of this address load their code before hydration: the server rendered the page, so
 * the first render here must be the page too, not a loading state.
 */
async function loadMatchedRoutes(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

function createRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  setNavigator({
    navigate: (to, options) => void router.navigate(to, options),
    location: () => router.state.location,
  });
  return router;
}

function renderApp(queryClient: QueryClient, router: ReturnType<typeof createRouter>): void {
  createRoot(rootElement!).render(
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
}

/** Starts the app (src/web/boot.ts calls it, and handles its failure). */
export async function start(): Promise<void> {
  const serverToken = readServerJson(SERVER_RENDER_ELEMENT_IDS.accessToken) as TokenResponse | null;
  if (serverToken) tokenStore.seed(serverToken);
  const queryClient = createQueryClient();
  const language = initialLanguage(getInjectedPageSettings(), document.cookie);
  const routerState = readServerJson(SERVER_RENDER_ELEMENT_IDS.routerState) as HydrationState | null;

  if (!routerState) {
    // Not rendered on the server: the router starts loading the page's code at once, while the
    // messages load.
    const router = createRouter();
    await applyLanguage(language, { remember: false });
    renderApp(queryClient, router);
    return;
  }

  const [routesLoaded] = await Promise.all([
    loadMatchedRoutes(window.location).then(() => true, () => false),
    applyLanguage(language, { remember: false }),
  ]);
  if (!routesLoaded) {
    // The page's code did not arrive, so its HTML cannot come alive: the app renders in its place
    // and the route's error page says which file failed, as without a server render.
    renderApp(queryClient, createRouter());
    return;
  }
  hydrate(queryClient, (readServerJson(SERVER_RENDER_ELEMENT_IDS.queryState) ?? {}) as DehydratedState);
  const router = createRouter(routerState);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap or a scroll during it is answered at once.
  startTransition(() => {
    hydrateRoot(
      rootElement!,
      <AppRoot queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppRoot>,
    );
  });
}
