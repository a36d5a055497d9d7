import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { TokenResponse } from '../contracts/auth';
import { SERVER_RENDER_ELEMENT_IDS } from '../contracts/server-render';
import { App } from './App';
import { AppRoot } from './AppRoot';
import { createQueryClient } from './api/query-client';
import { tokenStore } from './api/token';
import { applyLanguage, initialLanguage } from './i18n/language';
import { nextTask } from './next-task';
import { matchRoute } from './routes';
import { getInjectedPageSettings, readServerJson } from './shell/page-settings';
import './styles/global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

/**
 * The page of this address loads its code before hydration: the server rendered the page, so the
 * first render here must be the page too, not a loading state.
 */
async function loadMatchedPage(location: Location): Promise<void> {
  const route = matchRoute(location.pathname)?.route;
  if (route && 'page' in route) await route.page.load();
}

function app(queryClient: QueryClient) {
  return (
    <AppRoot queryClient={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppRoot>
  );
}

/** Starts the app (src/web/boot.ts calls it, and handles its failure). */
export async function start(): Promise<void> {
  const serverToken = readServerJson(SERVER_RENDER_ELEMENT_IDS.accessToken) as TokenResponse | null;
  if (serverToken) tokenStore.seed(serverToken);
  const queryClient = createQueryClient();
  const language = initialLanguage(getInjectedPageSettings(), document.cookie);
  const serverAnswers = readServerJson(SERVER_RENDER_ELEMENT_IDS.queryState) as DehydratedState | null;

  if (!serverAnswers) {
    // Not rendered on the server: the page's code starts loading at once, while the messages load.
    void loadMatchedPage(window.location).catch(() => undefined);
    await applyLanguage(language, { remember: false });
    createRoot(rootElement!).render(app(queryClient));
    return;
  }

  const [pageLoaded] = await Promise.all([
    loadMatchedPage(window.location).then(() => true, () => false),
    applyLanguage(language, { remember: false }),
  ]);
  if (!pageLoaded) {
    // The page's code did not arrive, so its HTML cannot come alive: the app renders in its place
    // and the page's error boundary says which file failed, as without a server render.
    createRoot(rootElement!).render(app(queryClient));
    return;
  }
  await nextTask();
  hydrate(queryClient, serverAnswers);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap or a scroll during it is answered at once.
  startTransition(() => {
    hydrateRoot(rootElement!, app(queryClient));
  });
}
