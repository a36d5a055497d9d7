import type { HTMLAttributes, Key, ReactNode, TdHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../Button';
import { cx } from '../cx';
import { Spinner } from '../Spinner';
import './data-table.css';

/** data-* attributes a page's CSS hooks on (the cart's `data-label`, `data-promo-child`). */
type DataAttributes = { [name: `data-${string}`]: string | number | boolean | undefined };
export type CellAttributes = TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & DataAttributes;

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface DataColumn<Row> {
  id: string;
  /** The column's header (a message); with `headerHidden`, read by screen readers only. */
  header: ReactNode;
  headerHidden?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  /** The row's name: its cell is a `<th scope="row">`. */
  rowHeader?: boolean;
  /** Makes the header a sort button (with `sort` and `onSort` on the table). */
  sortKey?: string;
  /** On every cell of the column in the body; `headerClassName` on its header. */
  className?: string;
  headerClassName?: string;
  cellProps?: (row: Row) => CellAttributes;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  /** undefined while the first answer is awaited (or when it failed: the call layer said so). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => Key;
  /** The table's caption (visually hidden) and the name of its scroll region. */
  caption: string;
  /** Shown in place of the table when there are no rows. */
  empty: ReactNode;
  /** Rows are on their way: a status message without rows, `aria-busy` on the table with them. */
  loading?: boolean;
  /** Controlled sorting: the sorted column and the callback a header's button calls. */
  sort?: SortState;
  onSort?: (next: SortState) => void;
  /** Pages, numbered from 1; the controls show when there is more than one. */
  paging?: { page: number; pageCount: number; onPage: (page: number) => void };
  /** The rows of a `<tfoot>` (a report's totals). */
  foot?: ReactNode;
  className?: string;
  /** The scroll region's classes (`card` in the portal). */
  regionClassName?: string;
  /**
   * false for a table whose CSS never lets it overflow (the cart's lines become cards on a phone):
   * no scroll region, so no tab stop that scrolls nothing.
   */
  scroll?: boolean;
  rowProps?: (row: Row) => RowAttributes;
}

function nextSort(current: SortState | undefined, key: string): SortState {
  return current?.key === key && current.direction === 'ascending' ? { key, direction: 'descending' } : { key, direction: 'ascending' };
}

function HeaderCell<Row>({ column, sort, onSort }: { column: DataColumn<Row>; sort?: SortState; onSort?: (next: SortState) => void }) {
  const header = column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header;
  const { sortKey } = column;
  if (sortKey === undefined || !onSort) return <th scope="col" className={column.headerClassName}>{header}</th>;
  const direction = sort?.key === sortKey ? sort.direction : undefined;
  return (
    <th scope="col" className={column.headerClassName} aria-sort={direction ?? 'none'}>
      <button type="button" className="data-table__sort" data-direction={direction} onClick={() => onSort(nextSort(sort, sortKey))}>
        {header}
        <span className="data-table__sort-mark" aria-hidden="true" />
      </button>
    </th>
  );
}

function Pages({ caption, page, pageCount, onPage }: { caption: string } & NonNullable<DataTableProps<unknown>['paging']>) {
  const intl = useIntl();
  return (
    <nav className="data-table__pages" aria-label={intl.formatMessage({ id: 'ui.table.pages' }, { caption })}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="ui.table.previous" />
      </Button>
      <span aria-current="page"><FormattedMessage id="ui.table.pageOf" values={{ page, count: pageCount }} /></span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="ui.table.next" />
      </Button>
    </nav>
  );
}

/**
 * The portal's (and the shop's) data table (issue 23 §3): a semantic `<table>` with its caption,
 * column headers, optional row headers, sorting, paging, and loading and empty states. A wide table
 * scrolls in its own region, which a keyboard can reach and a screen reader names after the caption
 * (axe: scrollable-region-focusable). React Aria's Table was not used: it makes the table a grid
 * (one tab stop, arrow keys between cells, cells as gridcells), which the forms in some tables and
 * the pages' tests do not expect (docs/decisions/083-web-kits.md).
 */
export function DataTable<Row>({
  columns, rows, rowKey, caption, empty, loading = false, sort, onSort, paging, foot, className, regionClassName, scroll = true, rowProps,
}: DataTableProps<Row>) {
  const intl = useIntl();
  if (!rows || (loading && rows.length === 0)) {
    return loading ? <Spinner className="data-table__loading" label={intl.formatMessage({ id: 'ui.table.loading' }, { caption })} /> : null;
  }
  if (rows.length === 0) return <p className="data-table__empty" role="status">{empty}</p>;

  const table = (
    <table className={cx('data-table', className)} aria-busy={loading || undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} {...rowProps?.(row)}>
            {columns.map((column) => {
              const props = { className: column.className, ...column.cellProps?.(row) };
              return column.rowHeader
                ? <th key={column.id} scope="row" {...props}>{column.cell(row, index)}</th>
                : <td key={column.id} {...props}>{column.cell(row, index)}</td>;
            })}
          </tr>
        ))}
      </tbody>
      {foot && <tfoot>{foot}</tfoot>}
    </table>
  );
  return (
    <>
      {scroll ? (
        // A region a keyboard can scroll: focusable, and named after the table (axe scrollable-region-focusable).
        <div className={cx('data-table-region', regionClassName)} role="region" tabIndex={0} aria-label={caption}>
          {table}
        </div>
      ) : table}
      {paging && paging.pageCount > 1 && <Pages caption={caption} {...paging} />}
    </>
  );
}
