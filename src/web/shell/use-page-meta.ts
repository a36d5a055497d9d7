import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { PageFailure } from '../api/page-failure';
import { trackPageView } from '../analytics/data-layer';
import type { PageHandle } from '../lazy-route';
import { matchRoute } from '../routes';
import { fullDocumentTitle, noteServerTitle, useTitleOverride } from './document-title';

/** The handle of the route the address shows: its analytics label and title. */
function usePageHandle(): PageHandle | null {
  const { pathname } = useLocation();
  return useMemo(() => {
    const route = matchRoute(pathname)?.route;
    return route && 'handle' in route ? route.handle : null;
  }, [pathname]);
}

/**
 * Per navigation: <title> from the route and the language, a page_view with the route's label
 * (rr §2), and focus moved to the main region so screen readers start at the new page.
 */
export function usePageMeta(mainRef: RefObject<HTMLElement | null>, failure: PageFailure | null): void {
  const intl = useIntl();
  const location = useLocation();
  const handle = usePageHandle();
  const override = useTitleOverride();

  let routeTitle: string;
  if (failure?.kind === 'notFound') routeTitle = intl.formatMessage({ id: 'pages.notFound.title' });
  else if (failure?.kind === 'error') routeTitle = intl.formatMessage({ id: 'errors.error.headingWithStatus' }, { status: failure.status });
  else routeTitle = handle ? intl.formatMessage({ id: handle.titleKey }) : '';
  const pageTitle = failure ? routeTitle : (override ?? routeTitle);
  const siteName = intl.formatMessage({ id: 'shell.siteName' });
  const fullTitle = fullDocumentTitle(pageTitle, siteName);
  noteServerTitle({ route: routeTitle, siteName });

  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);

  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (tracked.current === location.key) return;
    tracked.current = location.key;
    trackPageView({
      pageLabel: failure?.kind ?? handle?.pageLabel ?? 'unknown',
      path: `${location.pathname}${location.search}`,
      title: fullTitle,
      language: intl.locale,
    });
    // Only a navigation counts as a page view; a title or language change on the same page does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const lastPath = useRef(location.pathname);
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname, mainRef]);
}
