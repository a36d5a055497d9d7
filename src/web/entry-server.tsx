import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ServerRenderer, ServerRenderRequest, ServerRenderResult } from '../contracts/server-render';
import { LANGUAGES, type Language } from '../domain/constants';
import { App } from './App';
import { AppRoot } from './AppRoot';
import { configureApiClient } from './api/client';
import { ApiError } from './api/errors';
import { catalogueSources, loadAllMessages } from './i18n/catalogs';
import { createIntlState, setIntlStateSource, type IntlState } from './i18n/runtime';
import type { PageModule } from './lazy-route';
import { matchRoute } from './routes';
import { fullDocumentTitle, setServerTitleSource, type ServerTitle } from './shell/document-title';
import { setPageSettingsSource } from './shell/page-settings';
import { currentShopperKey, currentShopperQuery } from './shell/session';
import { storeClinicQuery } from './ui/store-clinic';
import { headerCartQuery } from './features/shop/cart/api/get-cart';

/**
 * Server rendering (built by `vite build --ssr` into dist/ssr, loaded by the server's web shell):
 * the page's first render as HTML, with the answers it was rendered from, so the browser paints the
 * page before its code runs and hydrates it without asking again.
 */

/**
 * The request being rendered. Renders of different requests interleave (prefetching awaits, and the
 * render waits for lazy components), so what is per-request lives here, not in module state: API
 * calls find their way and token, and the intl and settings getters their values.
 */
interface RenderScope {
  request: ServerRenderRequest;
  intl: IntlState;
  title: ServerTitle;
}

const requestScope = new AsyncLocalStorage<RenderScope>();

function scope(): ServerRenderRequest {
  const current = requestScope.getStore();
  if (!current) throw new Error('An API call was made outside a server render.');
  return current.request;
}

setIntlStateSource(() => requestScope.getStore()?.intl);
setPageSettingsSource(() => requestScope.getStore()?.request.settings);
setServerTitleSource(() => requestScope.getStore()?.title);

configureApiClient({
  fetch: async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? init.body : undefined;
    return scope().callApi({ method: init?.method ?? 'GET', url: String(input), headers, ...(body === undefined ? {} : { body }) });
  },
  tokens: { get: async () => scope().token.accessToken, drop: () => undefined },
  location: () => {
    const url = new URL(scope().url);
    return { pathname: url.pathname, search: url.search, key: 'server' };
  },
  // Nobody to tell on the server: the browser repeats a failed call after hydration and tells then.
  navigate: () => undefined,
  showFailure: () => undefined,
  toastError: () => undefined,
});

const intlStates = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, createIntlState(language, await loadAllMessages(language))] as const)),
) as Record<Language, IntlState>;

/** Longest a render may wait for lazy parts before it gives up (the browser then renders the page). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The markup once every part is ready, lazy components included, so the browser receives the whole
 * page rather than fallbacks it would have to render itself. A part that fails fails the whole
 * render: React would otherwise send an inline script to switch that part to the browser, which
 * the content security policy refuses; the server then sends the page unrendered instead.
 */
function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every part inline, in place: React moves a large part to the end of the page with an inline
      // script to put it back, which the content security policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
      onAllReady: () => {
        clearTimeout(timer);
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error('The server render timed out.'));
      reject(new Error('The server render timed out.'));
    }, RENDER_TIMEOUT_MS);
  });
}

/**
 * Fills the cache with what the header and the page ask for on their first render; tells whether a
 * page said its address names nothing (it then renders the not-found page itself).
 */
async function prefetch(queryClient: QueryClient, request: ServerRenderRequest, module: PageModule | null, params: Record<string, string | undefined>): Promise<{ notFound: boolean }> {
  const { settings } = request;
  const url = new URL(request.url);
  const shopper = settings.signedIn
    ? Promise.all([queryClient.prefetchQuery(currentShopperQuery), queryClient.prefetchQuery(headerCartQuery())])
    : queryClient.setQueryData(currentShopperKey, null);
  // The header's clinic (logo, colour) and the shopper's cart count: in the page, so the browser
  // makes no call (and loads no schema) on arrival, and the header does not change once they come.
  const shell = Promise.all([shopper, queryClient.prefetchQuery(storeClinicQuery(settings.currentLanguage))]);
  const page = module?.prefetch?.({ queryClient, url, params, language: settings.currentLanguage, debug: settings.showDebugInfo }).catch(() => undefined);
  const [, result] = await Promise.all([shell, page]);
  return { notFound: result?.notFound === true };
}

/**
 * A failed answer is left out of the cache: the server then renders the page's loading state, as
 * the browser will, and the browser makes the call again and handles its failure as it always does.
 */
function dropFailures(queryClient: QueryClient): { notFound: boolean } {
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  const notFound = failed.some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
  for (const query of failed) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  return { notFound };
}

async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const url = new URL(request.url);
  const match = matchRoute(url.pathname);
  if (!match) return { kind: 'browser' };
  const { route, params } = match;
  if ('redirectTo' in route) return { kind: 'redirect', status: 302, location: `${route.redirectTo}${url.search}` };
  if (!route.handle.serverRendered) return { kind: 'browser' };
  // A page whose code fails to load here fails the render: the browser renders it (and its error page).
  const module = 'page' in route ? await route.page.load() : null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const prefetched = await prefetch(queryClient, request, module, params);
  const notFound = dropFailures(queryClient).notFound || prefetched.notFound;

  const language = request.settings.currentLanguage;
  const html = await renderComplete(
    <AppRoot queryClient={queryClient}>
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <App />
      </StaticRouter>
    </AppRoot>,
  );

  // Belt and braces for the policy above: a page that needs an inline script is sent unrendered.
  if (/<script(?![^>]*type="application\/json")/.test(html)) throw new Error('The server render produced an inline script.');

  const { handle } = route;
  const { title } = requestScope.getStore()!;
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    title: fullDocumentTitle(title.page ?? title.route, title.siteName),
    html,
    queryState: dehydrate(queryClient),
    assets: [...(handle.source ? [handle.source] : []), ...catalogueSources(language, handle.messageParts ?? [])],
  };
}

export const renderer: ServerRenderer = {
  renderPage: (request) =>
    requestScope.run({ request, intl: intlStates[request.settings.currentLanguage], title: { route: null, page: null, siteName: '' } }, () => render(request)),
};
