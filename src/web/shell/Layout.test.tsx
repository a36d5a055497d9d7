// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation } from '../api/navigator';
import { clearPageFailure, showPageFailure } from '../api/page-failure';
import { App } from '../App';
import { loadAllMessages } from '../i18n/catalogs';
import { setIntl } from '../i18n/runtime';
import { AppProviders } from './AppProviders';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serverAnswers(input: RequestInfo | URL): Response {
  const url = String(input);
  if (url.endsWith('/Account/GetToken')) return json({ accessToken: 'visitor-token-0123456789', expiresUtc: new Date(Date.now() + 900_000).toISOString() });
  if (url.endsWith('/api/account/me')) return json({ shopper: null });
  return json({ isSuccess: false, code: 'not_found', message: 'Not found.' }, 404);
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => serverAnswers(input)));
  setIntl('en', await loadAllMessages('en'));
  document.documentElement.lang = 'en';
});

afterEach(() => {
  cleanup();
  clearPageFailure();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('layout', () => {
  it('shows the not-found page for an unknown path, with landmarks and a title', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the product catalogue' }).getAttribute('href')).toBe('/products');
    expect(document.title).toBe('Page Not Found | Vet Store');
  });

  it('replaces the page with the error page when the call layer reports a failure for it', async () => {
    renderAt('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    act(() => showPageFailure({ kind: 'error', locationKey: currentLocation().key, status: 503, message: 'Down for maintenance.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Error [503]' })).toBeTruthy();
    expect(screen.getByText('Down for maintenance.')).toBeTruthy();
    // A 500 adds the contact-us message; a 503 does not.
    expect(screen.queryByRole('link', { name: 'contact us' })).toBeNull();
  });

  it('switches to French on the same page, sets <html lang> and the cookie', async () => {
    renderAt('/404');
    const menu = await screen.findByRole('navigation', { name: 'Shop by pet' });
    expect(within(menu).getByRole('link', { name: 'Dogs' }).getAttribute('href')).toBe('/products/dogs');

    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    const menuFr = await screen.findByRole('navigation', { name: 'Magasiner par animal' });
    expect(within(menuFr).getByRole('link', { name: 'Chiens' }).getAttribute('href')).toBe('/products/chiens');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
    expect(currentLocation().pathname).toBe('/404');
  });
});
