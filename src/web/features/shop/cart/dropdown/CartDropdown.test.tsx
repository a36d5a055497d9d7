// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartResponse } from '../../../../../contracts/cart';
import { loadMessages } from '../../../../i18n/catalogs';
import { setIntl } from '../../../../i18n/runtime';
import { AppProviders } from '../../../../shell/AppProviders';
import { cart, cartItem, freeItem } from '../lib/test-fixtures';
import { CartDropdown } from './CartDropdown';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const parent = cartItem({ id: 1, quantity: 1, productName: 'Minced in Gravy – Turkey' });
const child = freeItem(parent, { id: 2, quantity: 1, productName: 'Minced in Gravy – Salmon', allowBrowsing: false });
const cartAnswer: CartResponse = {
  cart: cart({ items: [parent, child], numOfItems: 2, itemSubtotalBeforeDiscounts: 6958, totalDiscountInclRebates: 3479 }),
  notifications: [],
  imagesBaseUrl: '/images/',
  savedAddresses: [],
  savedPaymentMethods: [],
  suggestedProds: [],
};

let signedIn = false;
const calls: string[] = [];

function answer(input: RequestInfo | URL): Response {
  const url = String(input);
  calls.push(url);
  if (url.endsWith('/Account/GetToken')) return json({ accessToken: 'token-0123456789abc', expiresUtc: new Date(Date.now() + 900_000).toISOString() });
  if (url.endsWith('/api/account/me')) return json({ shopper: signedIn ? { id: 1, email: 'demo@example.com', firstName: 'Alex', lastName: 'Martin' } : null });
  if (url.includes('/api/cart/')) return signedIn ? json(cartAnswer) : json({ isSuccess: false, code: 'unauthorized', message: 'Sign in.' }, 401);
  return json({ isSuccess: false, code: 'not_found', message: 'Not found.' }, 404);
}

function renderDropdown() {
  const router = createMemoryRouter(
    [
      { path: '/products', element: <CartDropdown /> },
      { path: '/cart', element: <p>cart page</p> },
    ],
    { initialEntries: ['/products'] },
  );
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(async () => {
  calls.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => answer(input)));
  setIntl('en', await loadMessages('en'));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('cart dropdown (cc §2)', () => {
  it('a visitor sees "No items in cart" and no cart is asked for', async () => {
    signedIn = false;
    renderDropdown();
    const button = await screen.findByRole('button', { name: /Cart/ });
    fireEvent.click(button);
    expect(await screen.findByText('No items in cart')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls.filter((url) => url.includes('/api/cart/'))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('lists each item with its link, quantity × price (the free item at its offer price), subtotal and discounts', async () => {
    signedIn = true;
    renderDropdown();
    const button = await screen.findByRole('button', { name: /^Cart\s*2\s*items$/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Cart contents' });
    // The panel's code and the cart's messages arrive on first open.
    expect((await within(panel).findByRole('link', { name: 'Minced in Gravy – Turkey' })).getAttribute('href')).toBe('/products/view/100002');
    // allowBrowsing false: the name without a link.
    expect(within(panel).queryByRole('link', { name: 'Minced in Gravy – Salmon' })).toBeNull();
    expect(within(panel).getByText('Minced in Gravy – Salmon')).toBeTruthy();
    expect(within(panel).getByText('1 × $34.79')).toBeTruthy();
    expect(within(panel).getByText('1 × $0.00')).toBeTruthy();
    expect(within(panel).getByText('$69.58')).toBeTruthy();
    expect(within(panel).getByText('−$34.79')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('Escape closes it and gives focus back to the button; going to another page closes it', async () => {
    signedIn = true;
    const router = renderDropdown();
    const button = await screen.findByRole('button', { name: /^Cart\s*2\s*items$/ });
    fireEvent.click(button);
    const panel = screen.getByRole('region', { name: 'Cart contents' });
    fireEvent.keyDown(await within(panel).findByRole('link', { name: 'View cart' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(within(panel).getByRole('link', { name: 'View cart' }));
    expect(await screen.findByText('cart page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
  });
});
