import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { RETURN_STATUSES, clinicReturnPath, type ReturnStatusCode, type ReturnSummary } from '../../../../contracts/returns';
import { useFormatters } from '../../../i18n/format';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { PageCount } from '../../../ui/data-table/PageCount';
import { ClinicLayout } from '../ClinicLayout';
import { usePageParam } from '../../../ui/use-page-param';
import { useReturns } from './returns.api';
import './clinic-returns.css';

function ReturnsList() {
  const intl = useIntl();
  const f = useFormatters();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (RETURN_STATUSES as readonly string[]).includes(raw) ? raw as ReturnStatusCode : '';
  const [page, toPage] = usePageParam();
  const returns = useReturns(status, page);
  const columns: DataColumn<ReturnSummary>[] = [
    {
      id: 'number',
      header: <FormattedMessage id="clinicReturns.number" />,
      className: 'returns-list__id',
      cell: (r) => <Link to={clinicReturnPath(r.id)}><FormattedMessage id="clinicReturns.numbered" values={{ id: r.id }} /></Link>,
    },
    { id: 'order', header: <FormattedMessage id="clinicReturns.order" />, className: 'returns-list__id', cell: (r) => r.orderNumber },
    { id: 'client', header: <FormattedMessage id="clinicReturns.client" />, cell: (r) => `${r.client.firstName} ${r.client.lastName}` },
    { id: 'date', header: <FormattedMessage id="clinicReturns.date" />, cell: (r) => f.date(r.createdAt, 'numeric') },
    { id: 'status', header: <FormattedMessage id="clinicReturns.status" />, cell: (r) => <FormattedMessage id={`clinicReturns.status.${r.status}`} /> },
    { id: 'method', header: <FormattedMessage id="clinicReturns.method" />, cell: (r) => <FormattedMessage id={`clinicReturns.methodShort.${r.method}`} /> },
    { id: 'total', header: <FormattedMessage id="clinicReturns.quote.total" />, cell: (r) => f.money(r.refundTotalCents) },
  ];
  return (
    <>
      <p className="muted"><FormattedMessage id="clinicReturns.list.intro" /></p>
      <div className="portal-search card">
        <div className="field">
          <label htmlFor={id}><FormattedMessage id="clinicReturns.status" /></label>
          <select id={id} value={status} onChange={(e) => setParams(e.target.value ? new URLSearchParams({ status: e.target.value }) : new URLSearchParams())}>
            <option value="">{intl.formatMessage({ id: 'clinicReturns.list.anyStatus' })}</option>
            {RETURN_STATUSES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `clinicReturns.status.${s}` })}</option>)}
          </select>
        </div>
      </div>
      {returns.data && <PageCount messageId="clinicReturns.list.count" list={returns.data} shown={returns.data.returns.length} />}
      <DataTable
        columns={columns}
        rows={returns.data?.returns}
        rowKey={(r) => r.id}
        loading={returns.isPending || returns.isPlaceholderData}
        paging={returns.data ? { page: returns.data.page, pageCount: returns.data.pageCount, onPage: toPage } : undefined}
        caption={intl.formatMessage({ id: 'pages.clinicReturns.title' })}
        empty={<FormattedMessage id="clinicReturns.list.none" />}
        className="portal-table"
        regionClassName="card"
      />
    </>
  );
}

/** /clinic/returns: the clinic's previous returns, by status (issue 17; rr §2 "previous returns"). */
export function Component() {
  return (
    <ClinicLayout section="returns" title={<FormattedMessage id="pages.clinicReturns.title" />}>
      {() => <ReturnsList />}
    </ClinicLayout>
  );
}
