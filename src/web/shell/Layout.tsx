import { lazy, Suspense, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { clearPageFailure, getPageFailure, usePageFailure } from '../api/page-failure';
import { ErrorPage } from './errors/ErrorPage';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import { PageRoutes } from './PageRoutes';
import { getPageSettings } from './page-settings';
import { ScrollRestoration } from './ScrollRestoration';
import { PageSkipLink } from './skip-target';
import { usePageMeta } from './use-page-meta';

/** Only a browser in a preview of the store (the page says so) downloads the banner's code. */
const PreviewBanner = lazy(() => import('./PreviewBanner').then((module) => ({ default: module.PreviewBanner })));

/** The frame of every page: skip link, header, the page (or the call layer's failure page), footer. */
export function Layout() {
  const { layout, previewing } = getPageSettings();
  const location = useLocation();
  const failure = usePageFailure(location.key);
  const mainRef = useRef<HTMLElement>(null);
  usePageMeta(mainRef, failure);

  // Leaving a failed page leaves its failure behind, so coming back shows the page afresh.
  useEffect(() => {
    if (getPageFailure()?.locationKey !== location.key) clearPageFailure();
  }, [location.key]);

  return (
    <div className="app">
      <a
        href="#main-content"
        className="skip-link"
        onClick={(event) => {
          // Focus without a fragment navigation, which the router would count as a new page.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        <FormattedMessage id="shell.skipToContent" />
      </a>
      {previewing === true && (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      )}
      {layout.showHeader && <Header />}
      <main id="main-content" ref={mainRef} tabIndex={-1} className="container main">
        <PageSkipLink placement="content" />
        {failure?.kind === 'notFound' && <NotFoundPage />}
        {failure?.kind === 'error' && (
          <ErrorPage status={failure.status} message={failure.message} statusText={failure.statusText} data={failure.data} />
        )}
        {!failure && (
          // Page errors render inside the layout, so the header and footer stay usable.
          <RouteErrorBoundary resetKey={location.key}>
            <Suspense fallback={<PageLoading />}>
              <PageRoutes />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </main>
      {layout.showFooter && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
