// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../domain/constants';
import { askForPasscode } from '../../api/passcode-required';
import { loadAllMessages } from '../../i18n/catalogs';
import { setIntl } from '../../i18n/runtime';
import { AppProviders } from '../../shell/AppProviders';
import { PasscodeGate } from './PasscodeGate';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PASSWORD = 'Right-pass-2026';
let validUntil: string | null;
const posted: unknown[] = [];

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = String(input);
  if (url.endsWith('/Account/GetToken')) return json({ accessToken: 'token-0123456789abc', expiresUtc: new Date(Date.now() + 900_000).toISOString() });
  if (url.endsWith('/api/clinic/passcode') && init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { password: string };
    posted.push(body);
    if (body.password !== PASSWORD) return json({ isSuccess: false, code: 'passcode_incorrect', message: 'No.', data: { attemptsLeft: 3 } }, 400);
    validUntil = new Date(Date.now() + 600_000).toISOString();
    return json({ validUntil });
  }
  if (url.endsWith('/api/clinic/passcode')) return json({ validUntil });
  return json({ isSuccess: false, code: 'not_found', message: 'Not found.' }, 404);
}

async function renderGate(language: Language) {
  setIntl(language, await loadAllMessages(language));
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PasscodeGate>
        <label>Note <input defaultValue="" /></label>
        <p>The clinic's statements</p>
      </PasscodeGate>
    </AppProviders>,
  );
}

beforeEach(() => {
  validUntil = null;
  posted.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(input, init)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a passcode page (issue 28)', () => {
  it('shows nothing of the page until the password is given; a wrong one says how many tries are left', async () => {
    await renderGate('en');
    await screen.findByRole('heading', { name: 'Enter your password to open this page' });
    expect(screen.queryByText("The clinic's statements")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter your password.');
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByText(/3 tries left/)).textContent).toBe('That is not your password. 3 tries left before you are signed out.');
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText("The clinic's statements");
    expect(screen.queryByLabelText('Your password')).toBeNull();
  });

  it('asks again when a call says the passcode ran out, keeping what was typed on the page (in French)', async () => {
    validUntil = new Date(Date.now() + 600_000).toISOString();
    await renderGate('fr');
    const note = await screen.findByLabelText('Note');
    fireEvent.change(note, { target: { value: 'typed before it ran out' } });
    act(() => askForPasscode());
    await screen.findByRole('heading', { name: 'Entrez de nouveau votre mot de passe pour continuer' });
    expect(screen.getByText("The clinic's statements").closest('[hidden]')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Votre mot de passe'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.getByText("The clinic's statements").closest('[hidden]')).toBeNull();
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('typed before it ran out');
  });
});
