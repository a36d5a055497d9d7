// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../domain/constants';
import { loadMessages } from '../../i18n/catalogs';
import { I18nProvider } from '../../i18n/I18nProvider';
import { setIntl } from '../../i18n/runtime';
import { DataTable, type DataColumn, type DataTableProps, type SortState } from './DataTable';

interface Pet { id: number; name: string; weightKg: number }
const pets: Pet[] = [{ id: 1, name: 'Biscuit', weightKg: 12 }, { id: 2, name: 'Minou', weightKg: 4 }];
const columns: DataColumn<Pet>[] = [
  { id: 'name', header: 'Name', cell: (pet) => pet.name, rowHeader: true, sortKey: 'name' },
  { id: 'weight', header: 'Weight', cell: (pet) => `${pet.weightKg} kg`, sortKey: 'weight', cellProps: (pet) => ({ 'data-heavy': pet.weightKg > 10 }) },
  { id: 'actions', header: 'Actions', headerHidden: true, cell: (pet) => <button type="button">Edit {pet.name}</button> },
];

async function renderIn(language: Language, props: Partial<DataTableProps<Pet>> = {}) {
  setIntl(language, await loadMessages(language));
  return render(
    <I18nProvider>
      <DataTable columns={columns} rows={pets} rowKey={(pet) => pet.id} caption="Your pets" empty="No pets yet" {...props} />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('DataTable', () => {
  it('renders a captioned table with column headers, row headers and cells', async () => {
    await renderIn('en');
    const table = screen.getByRole('table', { name: 'Your pets' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Weight', 'Actions']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Biscuit', 'Minou']);
    const biscuit = within(table).getByRole('row', { name: /Biscuit/ });
    expect(within(biscuit).getAllByRole('cell').map((td) => td.textContent)).toEqual(['12 kg', 'Edit Biscuit']);
    expect(within(biscuit).getAllByRole('cell')[0]!.getAttribute('data-heavy')).toBe('true');
    expect(screen.getByText('Actions').className).toBe('visually-hidden');
  });

  it('scrolls in a region a keyboard can reach, named after the caption', async () => {
    await renderIn('en');
    const region = screen.getByRole('region', { name: 'Your pets' });
    expect(region.getAttribute('tabindex')).toBe('0');
    region.focus();
    expect(document.activeElement).toBe(region);
    expect(within(region).getByRole('table')).toBeTruthy();
  });

  it('without scrolling, no region and no extra tab stop', async () => {
    await renderIn('en', { scroll: false });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table', { name: 'Your pets' })).toBeTruthy();
  });

  it('sorting: a header button, aria-sort on the sorted column, and the next order sent back', async () => {
    const onSort = vi.fn();
    await renderIn('en', { sort: { key: 'name', direction: 'ascending' }, onSort });
    const [name, weight, actions] = screen.getAllByRole('columnheader') as [HTMLElement, HTMLElement, HTMLElement];
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(weight.getAttribute('aria-sort')).toBe('none');
    expect(actions.hasAttribute('aria-sort')).toBe(false);
    expect(within(actions).queryByRole('button')).toBeNull();

    fireEvent.click(within(name).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'descending' });
    fireEvent.click(within(weight).getByRole('button', { name: 'Weight' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'weight', direction: 'ascending' });
  });

  it('sorting, controlled: aria-sort follows the state the page keeps', async () => {
    setIntl('en', await loadMessages('en'));
    function Sorted() {
      const [sort, setSort] = useState<SortState>({ key: 'name', direction: 'ascending' });
      const rows = [...pets].sort((a, b) => (sort.direction === 'ascending' ? 1 : -1) * a.name.localeCompare(b.name));
      return <DataTable columns={columns} rows={rows} rowKey={(pet) => pet.id} caption="Your pets" empty="" sort={sort} onSort={setSort} />;
    }
    render(<I18nProvider><Sorted /></I18nProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Minou', 'Biscuit']);
  });

  it('empty: the message in place of the table', async () => {
    await renderIn('en', { rows: [] });
    expect(screen.getByRole('status').textContent).toBe('No pets yet');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loading before any row: a status message, in the page’s language', async () => {
    await renderIn('fr', { rows: undefined, loading: true });
    expect(screen.getByRole('status', { name: 'Chargement\u202f: Your pets' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loading with rows: the rows stay, and the table is busy', async () => {
    const { rerender } = await renderIn('en', { loading: true });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    rerender(<I18nProvider><DataTable columns={columns} rows={pets} rowKey={(pet) => pet.id} caption="Your pets" empty="" /></I18nProvider>);
    expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false);
  });

  it('paging: where we are, and the previous and next pages, none past either end', async () => {
    const onPage = vi.fn();
    await renderIn('en', { paging: { page: 1, pageCount: 3, onPage } });
    const pages = screen.getByRole('navigation', { name: 'Pages: Your pets' });
    expect(pages.textContent).toContain('Page 1 of 3');
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(false);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('paging: no controls for a single page', async () => {
    await renderIn('en', { paging: { page: 1, pageCount: 1, onPage: () => undefined } });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
