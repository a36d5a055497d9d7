import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../../ui/data-table/DataTable';

type Props<Row> = Omit<DataTableProps<Row>, 'rowKey' | 'regionClassName' | 'paging' | 'loading'> & {
  /** The answer's page, once it has come. */
  list: { page: number; pageCount: number } | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  /** How many the search found, said once the answer has come. */
  count: ReactNode;
};

/** A page of a platform list (clinics, a clinic's clients): the count, then the rows by id in the portal's table with its pages. */
export function PlatformListTable<Row extends { id: number }>({ list, onPage, count, className, ...table }: Props<Row>) {
  return (
    <>
      {list && <p role="status">{count}</p>}
      <DataTable
        {...table}
        rowKey={(row) => row.id}
        className={className ? `portal-table ${className}` : 'portal-table'}
        regionClassName="card"
        paging={list ? { page: list.page, pageCount: list.pageCount, onPage } : undefined}
      />
    </>
  );
}
