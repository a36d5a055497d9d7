// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChunkLoadError } from '../../lazy-route';
import { loadMessages } from '../../i18n/catalogs';
import { I18nProvider } from '../../i18n/I18nProvider';
import { setIntl } from '../../i18n/runtime';
import { deferredPage } from './deferred-page';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) return <p>chunk failed: {error.request}</p>;
    return error ? <p>other failure</p> : this.props.children;
  }
}

function renderPage(page: ReactNode) {
  // The boundary catches on purpose: React's report of it is not a test failure.
  return render(
    <I18nProvider>
      <Boundary>{page}</Boundary>
    </I18nProvider>,
    { onCaughtError: () => undefined },
  );
}

beforeAll(async () => {
  setIntl('en', await loadMessages('en'));
});

afterEach(cleanup);

describe('deferred status pages', () => {
  it('show the loading state, then the page once its code has arrived', async () => {
    const Page = deferredPage(async () => ({ code }: { code: number }) => <h1>Status {code}</h1>, 'StatusPage');
    renderPage(<Page code={418} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Status 418' })).toBeTruthy();
  });

  it('report a download that fails as a chunk failure, for the route error boundary to show', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/NotFoundContent-x1.js');
    const Page = deferredPage<object>(() => Promise.reject(failure), 'NotFoundContent');
    renderPage(<Page />);
    expect(await screen.findByText('chunk failed: http://localhost/assets/NotFoundContent-x1.js')).toBeTruthy();
  });

  it('render at once, on the server too, once preloaded', async () => {
    const Page = deferredPage(async () => () => <h1>Page Not Found</h1>, 'NotFoundContent');
    await Page.preload();
    expect(renderToString(<Page />)).toContain('<h1>Page Not Found</h1>');
  });

  it('on the server, render the loading state until the code is here, then the page', async () => {
    const Page = deferredPage(async () => () => <h1>Error [500]</h1>, 'ErrorContent');
    const first = renderToString(
      <I18nProvider>
        <Page />
      </I18nProvider>,
    );
    expect(first).toContain('Loading…');
    await Page.preload();
    expect(renderToString(<Page />)).toContain('<h1>Error [500]</h1>');
  });
});
