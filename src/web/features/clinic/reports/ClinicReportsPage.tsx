import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { CLINIC_ROUTES } from '../../../../contracts/clinic';
import { REPORT_KINDS, type AutoOrdersReport, type PrescriptionsReport, type ReportKind, type SalesReport } from '../../../../contracts/clinic-reports';
import { LOCALE_OF } from '../../../../domain/constants';
import {
  REPORT_GRANULARITIES, REPORT_MAX_DAYS, REPORT_RANGE_PROBLEMS, reportRangeProblem, type ReportGranularity, type ReportRangeProblem,
} from '../../../../domain/report-periods';
import { isIsoDate } from '../../../../domain/time';
import { isApiError } from '../../../api/errors';
import { useLanguage } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { ClinicLayout } from '../ClinicLayout';
import { BarChart } from './BarChart';
import { downloadReportCsv, useReport, type ReportParams } from './reports.api';
import './reports.css';

type Period = { key: string; startsOn: string; endsOn: string };

/** Words for a period: in the table a full date (rr §9 formats), on the chart a short one. */
function usePeriodWords(by: ReportGranularity) {
  const { language } = useLanguage();
  const f = useFormatters();
  const intl = useIntl();
  return useMemo(() => {
    const locale = LOCALE_OF[language];
    const short = new Intl.DateTimeFormat(locale, by === 'month' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const day = (value: string) => f.date(value, 'numeric');
    return {
      short: (p: Period) => short.format(new Date(`${by === 'month' ? `${p.key}-01` : p.key}T12:00:00Z`)),
      long: (p: Period) => {
        if (by === 'day') return day(p.key);
        if (by === 'month') return long.format(new Date(`${p.key}-01T12:00:00Z`));
        return intl.formatMessage({ id: 'clinicReports.weekOf' }, { date: day(p.key) });
      },
      range: (p: Period) => (p.startsOn === p.endsOn ? day(p.startsOn) : intl.formatMessage({ id: 'clinicReports.fromTo' }, { from: day(p.startsOn), to: day(p.endsOn) })),
      day,
    };
  }, [by, language, f, intl]);
}

function useNumber() {
  const { language } = useLanguage();
  return useMemo(() => new Intl.NumberFormat(LOCALE_OF[language]).format, [language]);
}

function Figures({ items }: { items: { label: ReactNode; value: string }[] }) {
  return (
    <dl className="report-figures">
      {items.map((item, i) => (
        <div key={i} className="report-figures__item card">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type PeriodWords = ReturnType<typeof usePeriodWords>;

/** A report's first column: the period, named in full, its exact days in the title. */
function periodColumn<Row extends Period>(header: string, words: PeriodWords): DataColumn<Row> {
  return { id: 'period', header, rowHeader: true, cell: (r) => words.long(r), cellProps: (r) => ({ title: words.range(r) }) };
}

function SalesView({ report }: { report: SalesReport }) {
  const intl = useIntl();
  const f = useFormatters();
  const n = useNumber();
  const words = usePeriodWords(report.by);
  const m = (id: string) => intl.formatMessage({ id });
  const figures = (r: SalesReport['totals']) => [
    n(r.orders), n(r.items), f.money(r.subtotal), f.money(r.discounts), ...report.taxLabels.map((l) => f.money(r.taxes[l] ?? 0)),
    f.money(r.shipping), f.money(r.sales), f.money(r.refunds), f.money(r.net),
  ];
  const figureHeaders = [
    m('clinicReports.sales.orders'), m('clinicReports.sales.items'), m('clinicReports.sales.subtotal'), m('clinicReports.sales.discounts'),
    ...report.taxLabels.map((l) => intl.formatMessage({ id: 'clinicReports.sales.tax' }, { label: f.taxName(l) })),
    m('clinicReports.sales.shipping'), m('clinicReports.sales.sales'), m('clinicReports.sales.refunds'), m('clinicReports.sales.net'),
  ];
  return (
    <>
      <Figures items={[
        { label: m('clinicReports.sales.orders'), value: n(report.totals.orders) },
        { label: m('clinicReports.sales.sales'), value: f.money(report.totals.sales) },
        { label: m('clinicReports.sales.refunds'), value: f.money(report.totals.refunds) },
        { label: m('clinicReports.sales.net'), value: f.money(report.totals.net) },
      ]} />
      <BarChart
        title={m('clinicReports.sales.chartTitle')}
        summary={intl.formatMessage({ id: 'clinicReports.sales.chartSummary' }, {
          periods: report.rows.length, net: f.money(report.totals.net), best: report.rows.length > 0
            ? words.long(report.rows.reduce((a, b) => (b.net > a.net ? b : a))) : '',
        })}
        series={[{ name: m('clinicReports.sales.sales'), tone: 'primary' }, { name: m('clinicReports.sales.refunds'), tone: 'secondary' }]}
        groups={report.rows.map((r) => ({ label: words.short(r), values: [r.sales, r.refunds] }))}
        format={f.money}
      />
      <DataTable
        columns={[
          periodColumn<SalesReport['rows'][number]>(m('clinicReports.period'), words),
          ...figureHeaders.map((header, i): DataColumn<SalesReport['rows'][number]> => ({ id: `figure-${i}`, header, cell: (r) => figures(r)[i] })),
        ]}
        rows={report.rows}
        rowKey={(r) => r.key}
        caption={m('clinicReports.sales.caption')}
        empty={null}
        className="portal-table report-table"
        regionClassName="card"
        foot={<tr><th scope="row">{m('clinicReports.total')}</th>{figures(report.totals).map((value, i) => <td key={i}>{value}</td>)}</tr>}
      />
    </>
  );
}

function PrescriptionsView({ report }: { report: PrescriptionsReport }) {
  const intl = useIntl();
  const n = useNumber();
  const words = usePeriodWords(report.by);
  const m = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Figures items={[
        { label: m('clinicReports.rx.approved'), value: n(report.totals.approved) },
        { label: m('clinicReports.rx.denied'), value: n(report.totals.denied) },
        { label: m('clinicReports.rx.expiring'), value: n(report.expiringSoon.length) },
      ]} />
      <BarChart
        title={m('clinicReports.rx.chartTitle')}
        summary={intl.formatMessage({ id: 'clinicReports.rx.chartSummary' }, { approved: report.totals.approved, denied: report.totals.denied, periods: report.rows.length })}
        series={[{ name: m('clinicReports.rx.approved'), tone: 'primary' }, { name: m('clinicReports.rx.denied'), tone: 'secondary' }]}
        groups={report.rows.map((r) => ({ label: words.short(r), values: [r.approved, r.denied] }))}
        format={n}
      />
      <DataTable
        columns={[
          periodColumn<PrescriptionsReport['rows'][number]>(m('clinicReports.period'), words),
          { id: 'approved', header: m('clinicReports.rx.approved'), cell: (r) => n(r.approved) },
          { id: 'denied', header: m('clinicReports.rx.denied'), cell: (r) => n(r.denied) },
        ]}
        rows={report.rows}
        rowKey={(r) => r.key}
        caption={m('clinicReports.rx.caption')}
        empty={null}
        className="portal-table report-table"
        regionClassName="card"
        foot={<tr><th scope="row">{m('clinicReports.total')}</th><td>{n(report.totals.approved)}</td><td>{n(report.totals.denied)}</td></tr>}
      />
      <section className="portal-section" aria-labelledby="report-expiring">
        <h2 id="report-expiring">{m('clinicReports.rx.expiringHeading')}</h2>
        <DataTable
          columns={[
            { id: 'client', header: m('clinicReports.rx.client'), cell: (rx) => rx.clientName },
            { id: 'pet', header: m('clinicReports.rx.pet'), cell: (rx) => rx.petName },
            { id: 'product', header: m('clinicReports.rx.product'), cell: (rx) => rx.productName },
            { id: 'expires', header: m('clinicReports.rx.expiresOn'), cell: (rx) => words.day(rx.expiresOn) },
          ]}
          rows={report.expiringSoon}
          rowKey={(rx) => rx.id}
          caption={m('clinicReports.rx.expiringHeading')}
          empty={m('clinicReports.rx.noneExpiring')}
          className="portal-table"
          regionClassName="card"
        />
      </section>
    </>
  );
}

function AutoOrdersView({ report }: { report: AutoOrdersReport }) {
  const intl = useIntl();
  const f = useFormatters();
  const n = useNumber();
  const words = usePeriodWords(report.by);
  const m = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Figures items={[
        { label: m('clinicReports.ao.active'), value: n(report.active) },
        { label: m('clinicReports.ao.expectedOrders'), value: n(report.expectedOrdersNext30Days) },
        { label: m('clinicReports.ao.expectedRevenue'), value: f.money(report.expectedRevenueNext30Days) },
        { label: m('clinicReports.ao.declined'), value: n(report.totals.declined) },
      ]} />
      <BarChart
        title={m('clinicReports.ao.chartTitle')}
        summary={intl.formatMessage({ id: 'clinicReports.ao.chartSummary' }, { placed: report.totals.placed, declined: report.totals.declined, periods: report.rows.length })}
        series={[{ name: m('clinicReports.ao.placed'), tone: 'primary' }, { name: m('clinicReports.ao.declined'), tone: 'secondary' }]}
        groups={report.rows.map((r) => ({ label: words.short(r), values: [r.placed, r.declined] }))}
        format={n}
      />
      <DataTable
        columns={[
          periodColumn<AutoOrdersReport['rows'][number]>(m('clinicReports.period'), words),
          { id: 'placed', header: m('clinicReports.ao.placed'), cell: (r) => n(r.placed) },
          { id: 'declined', header: m('clinicReports.ao.declined'), cell: (r) => n(r.declined) },
        ]}
        rows={report.rows}
        rowKey={(r) => r.key}
        caption={m('clinicReports.ao.caption')}
        empty={null}
        className="portal-table report-table"
        regionClassName="card"
        foot={<tr><th scope="row">{m('clinicReports.total')}</th><td>{n(report.totals.placed)}</td><td>{n(report.totals.declined)}</td></tr>}
      />
    </>
  );
}

/** What is wrong with the range asked for, before asking: with both dates the API's own rule; with one, that it is a date. */
function problemOf(from: string, to: string): ReportRangeProblem | null {
  if (from && to) return reportRangeProblem(from, to);
  if (from && !isIsoDate(from)) return 'fromInvalid';
  if (to && !isIsoDate(to)) return 'toInvalid';
  return null;
}

/** The problem the server named in its 400 (a range the page could not check), or 'range' when it named none. */
function serverProblemOf(error: unknown): ReportRangeProblem | 'range' | null {
  if (!isApiError(error, 400)) return null;
  const named = (error.data as { problem?: unknown } | undefined)?.problem;
  return typeof named === 'string' && (REPORT_RANGE_PROBLEMS as readonly string[]).includes(named) ? (named as ReportRangeProblem) : 'range';
}

function ReportBody({ kind, params, blocked }: { kind: ReportKind; params: ReportParams; blocked: boolean }) {
  const report = useReport(kind, params, { enabled: !blocked });
  const f = useFormatters();
  const day = (value: string) => f.date(value);
  // A range that is wrong is said in the form, in place (issue 24): no report under it.
  if (blocked || isApiError(report.error, 400)) return null;
  if (report.isPending) return <Spinner />;
  if (report.error) {
    return (
      <Notice type="Error">
        <FormattedMessage id="clinicReports.error.failed" />
      </Notice>
    );
  }
  const data = report.data;
  return (
    <>
      <p className="muted" role="status">
        <FormattedMessage id="clinicReports.rangeSaid" values={{ from: day(data.from), to: day(data.to), timeZone: data.timeZone }} />
      </p>
      {kind === 'sales' && <SalesView report={data as SalesReport} />}
      {kind === 'prescriptions' && <PrescriptionsView report={data as PrescriptionsReport} />}
      {kind === 'autoorders' && <AutoOrdersView report={data as AutoOrdersReport} />}
    </>
  );
}

const isKind = (value: string | null): value is ReportKind => (REPORT_KINDS as readonly string[]).includes(value ?? '');
const isGranularity = (value: string | null): value is ReportGranularity => (REPORT_GRANULARITIES as readonly string[]).includes(value ?? '');

function Reports() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const kind: ReportKind = isKind(search.get('report')) ? (search.get('report') as ReportKind) : 'sales';
  const params: ReportParams = {
    from: search.get('from') ?? '', to: search.get('to') ?? '', by: isGranularity(search.get('by')) ? (search.get('by') as ReportGranularity) : 'day',
  };
  const [draft, setDraft] = useState(params);
  // A range typed into the address that cannot be reported on is not asked for; one the form holds is not sent.
  const asked = problemOf(params.from, params.to);
  const [formProblem, setFormProblem] = useState<ReportRangeProblem | null>(null);
  // With no dates asked for, the server chose them (the last 30 days): the form shows them.
  const answer = useReport(kind, params, { enabled: asked === null });
  const shown = answer.data;
  const problem = formProblem ?? asked ?? serverProblemOf(answer.error);
  const dates = { from: draft.from || shown?.from || '', to: draft.to || shown?.to || '' };
  const [download, setDownload] = useState<{ busy: boolean; said: string | null; failed: boolean }>({ busy: false, said: null, failed: false });
  const ids = { from: useId(), to: useId(), by: useId(), problem: useId() };
  const wrong = (field: 'from' | 'to') => problem !== null && problem !== (field === 'from' ? 'toInvalid' : 'fromInvalid');
  const invalidProps = (field: 'from' | 'to') => (wrong(field) ? { 'aria-invalid': true, 'aria-describedby': ids.problem } : {});
  const edit = (patch: Partial<ReportParams>) => {
    setFormProblem(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const linkTo = (to: ReportKind) => {
    const next = new URLSearchParams(search);
    next.set('report', to);
    return `${CLINIC_ROUTES.reports}?${next.toString()}`;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(dates.from, dates.to);
    if (found) {
      setFormProblem(found);
      return;
    }
    setFormProblem(null);
    const next = new URLSearchParams({ report: kind, by: draft.by });
    if (dates.from) next.set('from', dates.from);
    if (dates.to) next.set('to', dates.to);
    setSearch(next);
  };
  async function onDownload() {
    // The range's problem is already said beside the dates.
    if (problem) return;
    setDownload({ busy: true, said: null, failed: false });
    try {
      const name = await downloadReportCsv(kind, params);
      setDownload({ busy: false, said: m('clinicReports.downloaded', { name }), failed: false });
    } catch {
      setDownload({ busy: false, said: m('clinicReports.error.download'), failed: true });
    }
  }

  return (
    <>
      <nav className="report-switch" aria-label={m('clinicReports.which')}>
        <ul>
          {REPORT_KINDS.map((k) => (
            <li key={k}>
              <Link to={linkTo(k)} aria-current={k === kind ? 'page' : undefined}>{m(`clinicReports.kind.${k}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className="portal-search card report-range" aria-label={m('clinicReports.rangeLabel')} onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={ids.from}>{m('clinicReports.from')}</label>
          <input id={ids.from} type="date" value={dates.from} onChange={(e) => edit({ from: e.target.value })} {...invalidProps('from')} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{m('clinicReports.to')}</label>
          <input id={ids.to} type="date" value={dates.to} onChange={(e) => edit({ to: e.target.value })} {...invalidProps('to')} />
        </div>
        <div className="field">
          <label htmlFor={ids.by}>{m('clinicReports.by')}</label>
          <select id={ids.by} value={draft.by} onChange={(e) => edit({ by: e.target.value as ReportGranularity })}>
            {REPORT_GRANULARITIES.map((g) => <option key={g} value={g}>{m(`clinicReports.by.${g}`)}</option>)}
          </select>
        </div>
        <Button type="submit">{m('clinicReports.show')}</Button>
        <Button variant="secondary" onClick={() => void onDownload()} busy={download.busy}>{m('clinicReports.downloadCsv')}</Button>
        <p id={ids.problem} className="field__error report-range__problem" role="alert">
          {problem && m(`clinicReports.error.${problem}`, { max: String(REPORT_MAX_DAYS) })}
        </p>
      </form>
      <div aria-live="polite" className={download.failed ? 'field__error' : 'muted'}>{download.said}</div>
      <h2 className="report-heading">{m(`clinicReports.kind.${kind}`)}</h2>
      <ReportBody kind={kind} params={params} blocked={asked !== null} />
    </>
  );
}

/** /clinic/reports: sales, prescriptions and AutoOrders over the clinic's local days (issue 17), clinic admin only. */
export function Component() {
  return (
    <ClinicLayout section="reports" title={<FormattedMessage id="clinicReports.heading" />}>
      {(staff) => (staff.roles.includes('clinic_admin') ? <Reports /> : <Notice type="Error"><FormattedMessage id="clinicReports.error.adminOnly" /></Notice>)}
    </ClinicLayout>
  );
}
