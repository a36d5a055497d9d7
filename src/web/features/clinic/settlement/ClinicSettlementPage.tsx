import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { SettlementLine, SettlementReport } from '../../../../contracts/clinic-statements';
import { isApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { ClinicLayout } from '../ClinicLayout';
import { PasscodeGate } from '../PasscodeGate';
import { downloadSettlementDay, useSettlement, type SettlementParams } from './settlement.api';
import './settlement.css';

type Figures = SettlementReport['totals'];

function DayTable({ day, lines, totals }: { day: string; lines: SettlementLine[]; totals: Figures }) {
  const intl = useIntl();
  const f = useFormatters();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  async function onDownload() {
    setBusy(true);
    try {
      const name = await downloadSettlementDay(day);
      setSaid({ text: m('clinicSettlement.downloaded', { name }), failed: false });
    } catch {
      setSaid({ text: m('clinicSettlement.error.download'), failed: true });
    } finally {
      setBusy(false);
    }
  }
  const dayWords = f.date(day);
  return (
    <section className="portal-section settlement-day" aria-labelledby={headingId}>
      <div className="settlement-day__head">
        <h2 id={headingId}>{m('clinicSettlement.payoutDay', { day: dayWords })}</h2>
        <Button variant="secondary" onClick={() => void onDownload()} busy={busy} aria-label={m('clinicSettlement.downloadDay', { day: dayWords })}>
          {m('clinicSettlement.downloadCsv')}
        </Button>
      </div>
      <div aria-live="polite" className={said?.failed ? 'field__error' : 'muted'}>{said?.text}</div>
      <DataTable
        columns={[
          { id: 'kind', header: m('clinicSettlement.kind'), cell: (l) => m(`clinicSettlement.kind.${l.kind}`) },
          { id: 'reference', header: m('clinicSettlement.reference'), cell: (l) => l.reference },
          { id: 'client', header: m('clinicSettlement.client'), cell: (l) => l.clientName },
          { id: 'at', header: m('clinicSettlement.occurredAt'), cell: (l) => f.dateTime(l.occurredAt, 'numeric') },
          { id: 'amount', header: m('clinicSettlement.amount'), cell: (l) => f.money(l.amountCents) },
          { id: 'fee', header: m('clinicSettlement.fee'), cell: (l) => f.money(l.feeCents) },
          { id: 'net', header: m('clinicSettlement.net'), cell: (l) => f.money(l.netCents) },
        ]}
        rows={lines}
        rowKey={(l) => l.providerId}
        caption={m('clinicSettlement.dayCaption', { day: dayWords })}
        empty={null}
        className="portal-table settlement-table"
        regionClassName="card"
        foot={(
          <tr>
            <th scope="row" colSpan={4}>{m('clinicSettlement.dayTotal')}</th>
            <td>{f.money(totals.amountCents)}</td><td>{f.money(totals.feeCents)}</td><td>{f.money(totals.netCents)}</td>
          </tr>
        )}
      />
    </section>
  );
}

function Settlement() {
  const intl = useIntl();
  const f = useFormatters();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useSearchParams();
  const params: SettlementParams = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const report = useSettlement(params);
  const [draft, setDraft] = useState<SettlementParams>(params);
  const ids = { from: useId(), to: useId(), problem: useId() };
  const dates = { from: draft.from || report.data?.from || '', to: draft.to || report.data?.to || '' };
  const refused = isApiError(report.error, 400);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (dates.from) next.set('from', dates.from);
    if (dates.to) next.set('to', dates.to);
    setSearch(next);
  };
  const invalid = refused ? { 'aria-invalid': true, 'aria-describedby': ids.problem } : {};
  return (
    <>
      <p className="muted"><FormattedMessage id="clinicSettlement.intro" /></p>
      <form className="portal-search card settlement-range" aria-label={m('clinicSettlement.rangeLabel')} onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={ids.from}>{m('clinicSettlement.from')}</label>
          <input id={ids.from} type="date" value={dates.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} {...invalid} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{m('clinicSettlement.to')}</label>
          <input id={ids.to} type="date" value={dates.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} {...invalid} />
        </div>
        <Button type="submit">{m('clinicSettlement.show')}</Button>
        <p id={ids.problem} className="field__error settlement-range__problem" role="alert">{refused && m('clinicSettlement.error.range')}</p>
      </form>
      {report.isPending && <Spinner />}
      {report.error && !refused && <Notice type="Error"><FormattedMessage id="clinicSettlement.error.failed" /></Notice>}
      {report.data && (
        <>
          <dl className="settlement-totals card" aria-label={m('clinicSettlement.periodTotals')}>
            <div><dt>{m('clinicSettlement.totalAmount')}</dt><dd>{f.money(report.data.totals.amountCents)}</dd></div>
            <div><dt>{m('clinicSettlement.totalFee')}</dt><dd>{f.money(report.data.totals.feeCents)}</dd></div>
            <div><dt>{m('clinicSettlement.totalNet')}</dt><dd>{f.money(report.data.totals.netCents)}</dd></div>
          </dl>
          <p className="muted" role="status">
            <FormattedMessage id="clinicSettlement.rangeSaid" values={{ from: f.date(report.data.from), to: f.date(report.data.to), days: report.data.days.length }} />
          </p>
          {report.data.days.length === 0 && <p><FormattedMessage id="clinicSettlement.none" /></p>}
          {report.data.days.map((day) => <DayTable key={day.payoutDay} day={day.payoutDay} lines={day.lines} totals={day.totals} />)}
        </>
      )}
    </>
  );
}

/** /clinic/settlement: the transaction settlement report by payout day (issue 27), clinic admin only. */
export function Component() {
  return (
    <ClinicLayout section="settlement" title={<FormattedMessage id="clinicSettlement.heading" />}>
      {(staff) => (staff.roles.includes('clinic_admin') ? <PasscodeGate><Settlement /></PasscodeGate> : <Notice type="Error"><FormattedMessage id="clinicSettlement.error.adminOnly" /></Notice>)}
    </ClinicLayout>
  );
}
