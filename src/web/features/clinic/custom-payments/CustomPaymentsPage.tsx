import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { CUSTOM_PAYMENT_ROUTES, clinicCustomPaymentPath, type CustomPaymentSummary } from '../../../../contracts/custom-payments';
import { CUSTOM_PAYMENT_METHODS, CUSTOM_PAYMENT_STATES, type CustomPaymentMethod, type CustomPaymentState } from '../../../../domain/custom-payments';
import { useFormatters } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { usePageParam } from '../../../ui/use-page-param';
import { ClinicLayout } from '../ClinicLayout';
import { customPaymentFailure, downloadCustomPaymentsCsv, useCustomPayments, type ReportParams } from './custom-payments.api';
import { StatePill } from './labels';
import './custom-payments.css';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (list as readonly string[]).includes(value ?? '') ? value as T : undefined;

function Report() {
  const intl = useIntl();
  const f = useFormatters();
  const { language } = useLanguage();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [page, toPage] = usePageParam();
  const filters: ReportParams = {
    from: params.get('from') ?? undefined, to: params.get('to') ?? undefined, q: params.get('q') ?? undefined,
    state: oneOf<CustomPaymentState>(CUSTOM_PAYMENT_STATES, params.get('state')), method: oneOf<CustomPaymentMethod>(CUSTOM_PAYMENT_METHODS, params.get('method')),
  };
  const list = useCustomPayments({ ...filters, page });
  const [download, setDownload] = useState<{ busy: boolean; said: string | null; failed: boolean }>({ busy: false, said: null, failed: false });

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['from', 'to', 'state', 'method', 'q']) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  }

  async function csv() {
    setDownload({ busy: true, said: null, failed: false });
    try {
      const name = await downloadCustomPaymentsCsv({ ...filters, lang: language });
      setDownload({ busy: false, said: intl.formatMessage({ id: 'customPayments.downloaded' }, { name }), failed: false });
    } catch {
      setDownload({ busy: false, said: intl.formatMessage({ id: 'customPayments.error.download' }), failed: true });
    }
  }

  const columns: DataColumn<CustomPaymentSummary>[] = [
    { id: 'created', header: <FormattedMessage id="customPayments.created" />, cell: (p) => f.date(p.createdAt, 'numeric') },
    { id: 'invoice', header: <FormattedMessage id="customPayments.invoiceNumber" />, cell: (p) => <Link to={clinicCustomPaymentPath(p.id)}>{p.invoiceNumber}</Link> },
    { id: 'client', header: <FormattedMessage id="customPayments.client" />, cell: (p) => `${p.client.firstName} ${p.client.lastName}` },
    { id: 'method', header: <FormattedMessage id="customPayments.method" />, cell: (p) => <FormattedMessage id={`customPayments.method.${p.method}`} /> },
    { id: 'state', header: <FormattedMessage id="customPayments.state" />, cell: (p) => <StatePill state={p.state} /> },
    { id: 'amount', header: <FormattedMessage id="customPayments.amount" />, className: 'num', cell: (p) => f.money(p.amountCents) },
    { id: 'refunded', header: <FormattedMessage id="customPayments.refunded" />, className: 'num', cell: (p) => (p.refundedCents > 0 ? f.money(p.refundedCents) : '—') },
  ];
  const data = list.data;
  return (
    <>
      <div className="button-row custom-payments__top">
        <p className="muted"><FormattedMessage id="customPayments.intro" /></p>
        <Link className="btn btn--primary" to={CUSTOM_PAYMENT_ROUTES.create}><FormattedMessage id="customPayments.new" /></Link>
      </div>
      <form className="portal-search card custom-payments__filters" onSubmit={apply} aria-label={intl.formatMessage({ id: 'customPayments.filters' })}>
        <div className="field">
          <label htmlFor={`${id}-from`}><FormattedMessage id="customPayments.from" /></label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={filters.from ?? data?.from ?? ''} key={`from-${data?.from}`} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}><FormattedMessage id="customPayments.to" /></label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to ?? data?.to ?? ''} key={`to-${data?.to}`} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-state`}><FormattedMessage id="customPayments.state" /></label>
          <select id={`${id}-state`} name="state" defaultValue={filters.state ?? ''}>
            <option value="">{intl.formatMessage({ id: 'customPayments.anyState' })}</option>
            {CUSTOM_PAYMENT_STATES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `customPayments.state.${s}` })}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-method`}><FormattedMessage id="customPayments.method" /></label>
          <select id={`${id}-method`} name="method" defaultValue={filters.method ?? ''}>
            <option value="">{intl.formatMessage({ id: 'customPayments.anyMethod' })}</option>
            {CUSTOM_PAYMENT_METHODS.map((m) => <option key={m} value={m}>{intl.formatMessage({ id: `customPayments.method.${m}` })}</option>)}
          </select>
        </div>
        <div className="field custom-payments__search">
          <label htmlFor={`${id}-q`}><FormattedMessage id="customPayments.search" /></label>
          <input id={`${id}-q`} name="q" type="search" maxLength={100} defaultValue={filters.q ?? ''} />
        </div>
        <div className="button-row">
          <Button type="submit"><FormattedMessage id="customPayments.apply" /></Button>
          <Button variant="secondary" busy={download.busy} onClick={() => void csv()}><FormattedMessage id="customPayments.csv" /></Button>
        </div>
      </form>
      {download.said && <Notice type={download.failed ? 'Error' : 'Success'} dismissible onDismiss={() => setDownload({ busy: false, said: null, failed: false })}>{download.said}</Notice>}
      {list.error ? <Notice type="Error">{customPaymentFailure(intl, list.error)}</Notice> : null}
      {data && (
        <dl className="custom-payments__totals card" aria-label={intl.formatMessage({ id: 'customPayments.totals' })}>
          <div><dt><FormattedMessage id="customPayments.totals.count" /></dt><dd>{data.totals.count}</dd></div>
          <div><dt><FormattedMessage id="customPayments.totals.paid" /></dt><dd>{f.money(data.totals.paidCents)}</dd></div>
          <div><dt><FormattedMessage id="customPayments.totals.refunded" /></dt><dd>{f.money(data.totals.refundedCents)}</dd></div>
          <div><dt><FormattedMessage id="customPayments.totals.net" /></dt><dd><strong>{f.money(data.totals.netCents)}</strong></dd></div>
          <div><dt><FormattedMessage id="customPayments.totals.open" /></dt><dd>{f.money(data.totals.openCents)}</dd></div>
        </dl>
      )}
      <DataTable
        columns={columns}
        rows={data?.payments}
        rowKey={(p) => p.id}
        loading={list.isPending || list.isPlaceholderData}
        paging={data ? { page: data.page, pageCount: data.pageCount, onPage: toPage } : undefined}
        caption={intl.formatMessage({ id: 'pages.clinicCustomPayments.title' })}
        empty={<FormattedMessage id="customPayments.none" />}
        className="portal-table custom-payments-table"
        regionClassName="card"
      />
    </>
  );
}

/** /clinic/custom-payments: the custom payments report (issue 27; rr §2): filters, totals, CSV, and a new payment. */
export function Component() {
  return (
    <ClinicLayout section="customPayments" title={<FormattedMessage id="pages.clinicCustomPayments.title" />}>
      {() => <Report />}
    </ClinicLayout>
  );
}
