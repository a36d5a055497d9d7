// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllMessages } from '../i18n/catalogs';
import { setIntl } from '../i18n/runtime';
import { AppProviders } from './AppProviders';
import { SearchBox } from './SearchBox';

beforeAll(async () => {
  setIntl('en', await loadAllMessages('en'));
});

function renderAt(path: string) {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SearchBox />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByRole('searchbox');
}

afterEach(cleanup);

describe('the header search box', () => {
  it('shows the catalogue search it came from, on the list and a category', () => {
    expect(renderAt('/products?q=collar')).toHaveProperty('value', 'collar');
    cleanup();
    expect(renderAt('/products/dog?q=leash')).toHaveProperty('value', 'leash');
  });

  it("stays empty on a portal list whose own filter is q", () => {
    expect(renderAt('/platform/clinics?q=riverside')).toHaveProperty('value', '');
    cleanup();
    expect(renderAt('/clinic/clients?q=martin')).toHaveProperty('value', '');
  });
});
