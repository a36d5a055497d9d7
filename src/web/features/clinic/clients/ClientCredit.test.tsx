// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClinicCredit } from '../../../../contracts/credit';
import type { Language } from '../../../../domain/constants';
import { loadAllMessages } from '../../../i18n/catalogs';
import { setIntl } from '../../../i18n/runtime';
import { AppProviders } from '../../../shell/AppProviders';
import { ClientCredit } from './ClientCredit';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CREDIT: ClinicCredit = {
  balanceCents: 1500,
  entries: [{ id: 1, amountCents: 1500, kind: 'goodwill', orderId: null, orderNumber: null, returnId: null, createdAt: '2026-11-20T12:00:00.000Z',
    reason: 'Late delivery', expiresOn: '2099-12-31', byName: 'Jordan Roy' }],
};
const ME = {
  id: 3, firstName: 'Jordan', lastName: 'Roy', email: 'clinicadmin@example.com', roles: ['clinic_admin'], canDecidePrescriptions: false,
  clinic: { id: 1, name: 'Demo', isApprovedForReturns: true, isMaster: false },
};

/** Every call the section makes, with its body; `next` answers the next POST. */
const calls: { url: string; body: Record<string, unknown> | null }[] = [];
const posts = () => calls.filter((c) => c.body !== null);
let next: () => Response;

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = String(input);
  calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
  if (url.endsWith('/Account/GetToken')) return json({ accessToken: 'token-0123456789abc', expiresUtc: new Date(Date.now() + 900_000).toISOString() });
  if (url.endsWith('/api/clinic/me')) return json(ME);
  if (url.endsWith('/api/clinic/clients/7/credit')) return json(CREDIT);
  if (init?.method === 'POST') return next();
  return json({ isSuccess: false, code: 'not_found', message: 'Not found.' }, 404);
}

async function renderSection(language: Language) {
  setIntl(language, await loadAllMessages(language));
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClientCredit clientId={7} />
    </AppProviders>,
  );
  await screen.findByText('Late delivery');
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const formNamed = (name: string) => screen.getByRole('form', { name });

beforeEach(() => {
  calls.length = 0;
  next = () => json({ isSuccess: true, entryId: 9, created: true, balanceCents: 2750 });
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(input, init)));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the client page's account credit (issue 27)", () => {
  it('shows the balance and the ledger in French, with its amounts in CAD as French writes them', async () => {
    await renderSection('fr');
    // The no-break space before $ is kept (the default matcher would turn it into a space).
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText('15,00\u00a0$', exact).tagName).toBe('STRONG');
    expect(screen.getByText('+15,00\u00a0$', exact)).toBeTruthy();
    expect(screen.getByText('Crédit de bonne volonté')).toBeTruthy();
    expect(screen.getByText('par Jordan Roy')).toBeTruthy();
  });

  it('says in French what each field lacks and sends nothing', async () => {
    await renderSection('fr');
    const give = formNamed('Accorder un crédit de bonne volonté');
    fireEvent.change(within(give).getByLabelText('Utilisable jusqu’au (facultatif)'), { target: { value: '2020-01-01' } });
    fireEvent.click(within(give).getByRole('button', { name: 'Accorder le crédit' }));
    expect(within(give).getByText('Entrez un montant.')).toBeTruthy();
    expect(within(give).getByText('Entrez un motif.')).toBeTruthy();
    expect(within(give).getByText('Choisissez une date postérieure à aujourd’hui.')).toBeTruthy();
    expect(within(give).getByLabelText('Montant ($)').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(give).getByLabelText('Montant ($)'), { target: { value: 'douze' } });
    fireEvent.click(within(give).getByRole('button', { name: 'Accorder le crédit' }));
    expect(within(give).getByText('Entrez un montant en dollars et cents, supérieur à 0 (par exemple 12,50).')).toBeTruthy();
    await settle();
    expect(posts()).toEqual([]);
  });

  it('sends cents and one idempotency key, the same again when the first try failed, a new one after a success', async () => {
    await renderSection('en');
    const give = formNamed('Give goodwill credit');
    fireEvent.change(within(give).getByLabelText('Amount ($)'), { target: { value: '12,50' } });
    fireEvent.change(within(give).getByLabelText('Reason (the client sees it)'), { target: { value: '  Sorry  again ' } });
    next = () => json({ isSuccess: false, code: 'internal_error', message: 'Unexpected error.' }, 500);
    fireEvent.click(within(give).getByRole('button', { name: 'Give credit' }));
    await settle();
    next = () => json({ isSuccess: true, entryId: 9, created: true, balanceCents: 2750 });
    fireEvent.click(within(give).getByRole('button', { name: 'Give credit' }));
    await settle();
    const [first, second] = posts();
    expect(first!.url).toMatch(/\/api\/clinic\/clients\/7\/credit\/goodwill$/);
    expect(first!.body).toMatchObject({ amountCents: 1250, reason: 'Sorry again' });
    expect(second!.body!.idempotencyKey).toBe(first!.body!.idempotencyKey);
    expect((within(give).getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(give).getByLabelText('Amount ($)'), { target: { value: '1' } });
    fireEvent.change(within(give).getByLabelText('Reason (the client sees it)'), { target: { value: 'Another' } });
    fireEvent.click(within(give).getByRole('button', { name: 'Give credit' }));
    await settle();
    expect(posts()[2]!.body!.idempotencyKey).not.toBe(first!.body!.idempotencyKey);
  });

  it('says why a take-back above the balance was refused', async () => {
    await renderSection('en');
    next = () => json({ isSuccess: false, code: 'credit_take_back_above_balance', message: 'Only 15.00 $ …' }, 400);
    const takeBack = formNamed('Take back unused credit');
    fireEvent.change(within(takeBack).getByLabelText('Amount ($)'), { target: { value: '20' } });
    fireEvent.change(within(takeBack).getByLabelText('Reason (the client sees it)'), { target: { value: 'Too much' } });
    fireEvent.click(within(takeBack).getByRole('button', { name: 'Take back' }));
    expect(await within(takeBack).findByText("This is more than the client's unused credit: the balance cannot go below zero.")).toBeTruthy();
  });
});
