// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReturnForm, ReturnQuote } from '../../../../contracts/returns';
import type { Language } from '../../../../domain/constants';
import { loadAllMessages } from '../../../i18n/catalogs';
import { setIntl } from '../../../i18n/runtime';
import { AppProviders } from '../../../shell/AppProviders';
import { parsePercentToBasisPoints, ReturnFormView } from './ProcessReturnPage';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const FORM: ReturnForm = {
  orderId: 41, orderNumber: 'R41-1', status: 'shipped', isClinicPickup: false,
  client: { id: 7, firstName: 'Alex', lastName: 'Martin', email: 'alex@example.com' }, card: { brand: 'visa', last4: '4242' },
  items: [
    { orderItemId: 1, name: 'Kibble', petName: 'Rex', quantity: 2, returnedQuantity: 0, netCents: 2000 },
    { orderItemId: 2, name: 'Shampoo', petName: '', quantity: 1, returnedQuantity: 0, netCents: 2499 },
  ],
  shippingCents: 799, shippingRefunded: false, totalCents: 5987, accountCreditCents: 0, refundedCents: 0,
  deliveredAt: '2026-11-20T12:00:00.000Z', windowDays: 15, windowEndsAt: '2026-12-05T12:00:00.000Z', refusal: null, pendingReturnId: null,
};
const QUOTE: ReturnQuote = { itemsRefundCents: 1000, itemsTaxRefundCents: 130, shippingRefundCents: 0, feeCents: 125, feeTaxCents: 16, totalCents: 989, toCardCents: 989, toCreditCents: 0 };

/** Every call the page makes, with its body. */
const calls: { url: string; body: unknown }[] = [];
const posts = (path: string) => calls.filter((c) => c.url.endsWith(path));

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = String(input);
  calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
  if (url.endsWith('/Account/GetToken')) return json({ accessToken: 'token-0123456789abc', expiresUtc: new Date(Date.now() + 900_000).toISOString() });
  if (url.endsWith('/return/quote')) return json(QUOTE);
  return json({ isSuccess: false, code: 'not_found', message: 'Not found.' }, 404);
}

async function renderForm(language: Language = 'en') {
  setIntl(language, await loadAllMessages(language));
  const router = createMemoryRouter([
    { path: '/clinic/orders/41/return', element: <ReturnFormView form={FORM} /> },
    { path: '/clinic/returns/:id', element: <p>return page</p> },
  ], { initialEntries: ['/clinic/orders/41/return'] });
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('button', { name: language === 'en' ? 'Create the return' : /Créer/ });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  return input;
};

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(input, init)));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('parsePercentToBasisPoints', () => {
  it.each([['10', 1000], ['12.5', 1250], ['12,5 %', 1250], ['100', 10_000], ['0', 0]])('reads %j as %i', (text, bp) => {
    expect(parsePercentToBasisPoints(text)).toBe(bp);
  });
  it.each(['100.01', '150', 'abc', '-5', '1,2,3', ''])('refuses %j', (text) => {
    expect(parsePercentToBasisPoints(text)).toBeNull();
  });
});

describe('Process a return: amounts are checked before anything is sent', () => {
  it('refuses a flat fee that is not money, with its field saying so, and creates nothing', async () => {
    await renderForm();
    type(/Quantity of Kibble returned/, '1');
    fireEvent.change(screen.getByLabelText('Returns fee'), { target: { value: 'flat' } });
    for (const typed of ['abc', '1,2,3', '-5']) {
      const fee = type('Fee in dollars', typed);
      expect(fee.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Enter the fee in dollars, such as 5 or 5.00.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Create the return' }));
      expect(await screen.findByText('Please fix the highlighted fields.')).toBeTruthy();
    }
    await settle();
    expect(posts('/returns')).toEqual([]);
    // No refund is quoted from an amount that cannot be read.
    expect(posts('/return/quote').every((c) => (c.body as { feeKind: string }).feeKind === 'none')).toBe(true);
    expect(screen.getByText('The refund shows once every amount above can be read.')).toBeTruthy();
  });

  it('refuses a percentage over 100, a custom amount that is not money and a quantity above what is left', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText('Returns fee'), { target: { value: 'percent' } });
    type('Fee in percent of the items', '150');
    expect(screen.getByText('Enter a percentage from 0 to 100, such as 10 or 12.5.')).toBeTruthy();
    type('Custom refund amount ($, optional)', '12.345');
    expect(screen.getByText('Enter an amount in dollars above 0, such as 12.50, or leave it empty.')).toBeTruthy();
    type(/Quantity of Kibble returned/, '3');
    expect(screen.getByText('Enter a whole number from 0 to 2.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create the return' }));
    await settle();
    expect(posts('/returns')).toEqual([]);
  });

  it('sends what was typed, read as cents and basis points, once every field reads', async () => {
    await renderForm();
    type(/Quantity of Kibble returned/, '1');
    fireEvent.change(screen.getByLabelText('Returns fee'), { target: { value: 'percent' } });
    type('Fee in percent of the items', '12,5');
    type('Custom refund amount ($, optional)', '9,89');
    expect((await screen.findAllByText('$9.89')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Create the return' }));
    await settle();
    expect(posts('/returns').map((c) => c.body)).toEqual([expect.objectContaining({
      items: [{ orderItemId: 1, quantity: 1 }], feeKind: 'percent', feeValue: 1250, customRefundCents: 989, refundShipping: false,
    })]);
  });

  it('says it in French', async () => {
    await renderForm('fr');
    fireEvent.change(screen.getByLabelText(/Frais de retour/), { target: { value: 'flat' } });
    type(/Frais en dollars/, 'abc');
    expect(screen.getByText('Entrez les frais en dollars, par exemple 5 ou 5,00.')).toBeTruthy();
  });
});
