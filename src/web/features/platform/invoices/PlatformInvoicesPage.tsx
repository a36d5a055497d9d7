import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { INVOICE_STATES } from '../../../../domain/settlement';
import type { InvoiceDetail, InvoiceSummary } from '../../../../contracts/clinic-statements';
import { parseDollarsToCents } from '../../../../domain/money';
import { ApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { PlatformLayout } from '../PlatformLayout';
import {
  addCharge, billMonth, platformInvoiceKeys, recordCheque, setFeeRate, useFeeRates, usePlatformInvoice, usePlatformInvoices,
} from './invoices.api';

type Said = { type: 'Success' | 'Error'; text: ReactNode } | null;

/** One action's state: busy, what it said, and the invoices read again after it. */
function useAction() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  async function run(action: () => Promise<ReactNode>): Promise<boolean> {
    setBusy(true);
    setSaid(null);
    try {
      setSaid({ type: 'Success', text: await action() });
      return true;
    } catch (error) {
      setSaid({ type: 'Error', text: error instanceof ApiError ? error.message : intl.formatMessage({ id: 'platformInvoices.error.network' }) });
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: platformInvoiceKeys.all });
    }
  }
  return { busy, said, run };
}

function FeeRateForm() {
  const intl = useIntl();
  const f = useFormatters();
  const rates = useFeeRates();
  const { busy, said, run } = useAction();
  const [percent, setPercent] = useState('');
  const [fixed, setFixed] = useState('');
  const ids = { percent: useId(), fixed: useId() };
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const current = rates.data?.current;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const percentBp = parseDollarsToCents(percent);
    const fixedCents = parseDollarsToCents(fixed);
    void run(async () => {
      if (percentBp === null || fixedCents === null) throw new ApiError(400, 'validation', m('platformInvoices.fees.invalid'), '');
      await setFeeRate({ percentBp, fixedCents });
      return m('platformInvoices.fees.saved');
    });
  };
  return (
    <form className="form card portal-section" onSubmit={onSubmit} aria-labelledby="fees-heading" noValidate>
      <h2 id="fees-heading">{m('platformInvoices.fees.heading')}</h2>
      <p role="status">
        {current
          ? m('platformInvoices.fees.current', { percent: f.percent(current.percentBp / 100), fixed: f.money(current.fixedCents), since: f.date(current.effectiveFrom) })
          : m('platformInvoices.fees.none')}
      </p>
      <p className="muted">{m('platformInvoices.fees.refunds')}</p>
      {said && <Notice type={said.type}>{said.text}</Notice>}
      <div className="field">
        <label htmlFor={ids.percent}>{m('platformInvoices.fees.percent')}</label>
        <input id={ids.percent} inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.fixed}>{m('platformInvoices.fees.fixed')}</label>
        <input id={ids.fixed} inputMode="decimal" value={fixed} onChange={(e) => setFixed(e.target.value)} />
      </div>
      <Button type="submit" busy={busy}>{m('platformInvoices.fees.save')}</Button>
    </form>
  );
}

function BillMonthForm() {
  const intl = useIntl();
  const { busy, said, run } = useAction();
  const [month, setMonth] = useState('');
  const id = useId();
  const m = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const result = await billMonth(month);
      return m('platformInvoices.run.done', { created: result.created, existing: result.existing });
    });
  };
  return (
    <form className="form card portal-section" onSubmit={onSubmit} aria-labelledby="run-heading" noValidate>
      <h2 id="run-heading">{m('platformInvoices.run.heading')}</h2>
      <p className="muted">{m('platformInvoices.run.intro')}</p>
      {said && <Notice type={said.type}>{said.text}</Notice>}
      <div className="field">
        <label htmlFor={id}>{m('platformInvoices.run.month')}</label>
        <input id={id} type="month" placeholder="2026-11" value={month} onChange={(e) => setMonth(e.target.value)} />
      </div>
      <Button type="submit" busy={busy}>{m('platformInvoices.run.submit')}</Button>
    </form>
  );
}

function ChequeReceived({ invoiceId, paymentId, total, onRecorded }: { invoiceId: number; paymentId: number; total: string; onRecorded: (text: string) => void }) {
  const intl = useIntl();
  const { busy, said, run } = useAction();
  const [number, setNumber] = useState('');
  const [receivedOn, setReceivedOn] = useState(new Date().toISOString().slice(0, 10));
  const ids = { number: useId(), on: useId() };
  const m = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await recordCheque(invoiceId, paymentId, { chequeNumber: number, receivedOn });
      // The cheque leaves the awaited list once the invoice is read again: the panel says it.
      onRecorded(m('platformInvoices.cheque.done'));
      return null;
    });
  };
  return (
    <form className="form platform-cheque" onSubmit={onSubmit} aria-label={m('platformInvoices.cheque.label', { total })} noValidate>
      {said?.type === 'Error' && <Notice type="Error">{said.text}</Notice>}
      <div className="field">
        <label htmlFor={ids.number}>{m('platformInvoices.cheque.number')}</label>
        <input id={ids.number} value={number} maxLength={50} onChange={(e) => setNumber(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.on}>{m('platformInvoices.cheque.receivedOn')}</label>
        <input id={ids.on} type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} />
      </div>
      <Button type="submit" size="sm" busy={busy}>{m('platformInvoices.cheque.submit')}</Button>
    </form>
  );
}

function ChargeForm({ invoiceId }: { invoiceId: number }) {
  const intl = useIntl();
  const { busy, said, run } = useAction();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const ids = { description: useId(), amount: useId() };
  const m = (key: string) => intl.formatMessage({ id: key });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const amountCents = parseDollarsToCents(amount);
      if (amountCents === null) throw new ApiError(400, 'validation', m('platformInvoices.charge.invalid'), '');
      await addCharge(invoiceId, { description, amountCents });
      setDescription('');
      setAmount('');
      return m('platformInvoices.charge.done');
    });
  };
  return (
    <form className="form card" onSubmit={onSubmit} aria-labelledby="charge-heading" noValidate>
      <h3 id="charge-heading">{m('platformInvoices.charge.heading')}</h3>
      {said && <Notice type={said.type}>{said.text}</Notice>}
      <div className="field">
        <label htmlFor={ids.description}>{m('platformInvoices.charge.description')}</label>
        <input id={ids.description} maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.amount}>{m('platformInvoices.charge.amount')}</label>
        <input id={ids.amount} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </div>
      <Button type="submit" busy={busy}>{m('platformInvoices.charge.submit')}</Button>
    </form>
  );
}

function InvoicePanel({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const f = useFormatters();
  const m = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const awaiting = invoice.payments.filter((p) => p.method === 'cheque' && p.status === 'awaiting');
  const [recorded, setRecorded] = useState<string | null>(null);
  return (
    <section className="portal-section" aria-labelledby="invoice-panel">
      <h2 id="invoice-panel">{m('platformInvoices.panel', { number: invoice.invoiceNumber, clinic: invoice.clinicName })}</h2>
      {recorded && <Notice type="Success">{recorded}</Notice>}
      <ul>
        {invoice.lines.map((l) => <li key={l.id}>{l.kind === 'platform_fees' ? m('platformInvoices.feesLine') : l.description} — {f.money(l.amountCents)}</li>)}
      </ul>
      <h3>{m('platformInvoices.awaiting')}</h3>
      {awaiting.length === 0 && <p>{m('platformInvoices.noneAwaiting')}</p>}
      {awaiting.map((p) => (
        <div key={p.id} className="card platform-cheque__row">
          <p>{m('platformInvoices.chequeOf', { total: f.money(p.totalCents), amount: f.money(p.amountCents), charge: f.money(p.serviceChargeCents) })}</p>
          <ChequeReceived invoiceId={invoice.id} paymentId={p.id} total={f.money(p.totalCents)} onRecorded={setRecorded} />
        </div>
      ))}
      <ChargeForm invoiceId={invoice.id} />
    </section>
  );
}

function Invoices() {
  const intl = useIntl();
  const f = useFormatters();
  const [state, setState] = useState<InvoiceSummary['state'] | ''>('');
  const [open, setOpen] = useState<number | null>(null);
  const list = usePlatformInvoices(state);
  const detail = usePlatformInvoice(open);
  const stateId = useId();
  const m = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  return (
    <>
      <section className="portal-section" aria-labelledby="all-invoices">
        <h2 id="all-invoices">{m('platformInvoices.list')}</h2>
        <div className="field">
          <label htmlFor={stateId}>{m('platformInvoices.filterState')}</label>
          <select id={stateId} value={state} onChange={(e) => setState(e.target.value as InvoiceSummary['state'] | '')}>
            <option value="">{m('platformInvoices.allStates')}</option>
            {INVOICE_STATES.map((s) => <option key={s} value={s}>{m(`platformInvoices.state.${s}`)}</option>)}
          </select>
        </div>
        <DataTable
          columns={[
            { id: 'number', header: m('platformInvoices.number'), cell: (i) => i.invoiceNumber },
            { id: 'clinic', header: m('platformInvoices.clinic'), cell: (i) => i.clinicName },
            { id: 'month', header: m('platformInvoices.month'), cell: (i) => i.month },
            { id: 'total', header: m('platformInvoices.total'), cell: (i) => f.money(i.totalCents) },
            { id: 'balance', header: m('platformInvoices.balance'), cell: (i) => f.money(i.balanceCents) },
            { id: 'state', header: m('platformInvoices.state'), cell: (i) => m(`platformInvoices.state.${i.state}`) },
            { id: 'open', header: m('platformInvoices.actions'), cell: (i) => (
              <Button size="sm" variant="secondary" onClick={() => setOpen(i.id)} aria-label={m('platformInvoices.open', { number: i.invoiceNumber })}>
                {m('platformInvoices.openShort')}
              </Button>
            ) },
          ]}
          rows={list.data?.invoices}
          loading={list.isPending}
          rowKey={(i) => i.id}
          caption={m('platformInvoices.list')}
          empty={m('platformInvoices.none')}
          className="portal-table"
          regionClassName="card"
        />
      </section>
      {detail.data && <InvoicePanel key={detail.data.id} invoice={detail.data} />}
      <FeeRateForm />
      <BillMonthForm />
    </>
  );
}

/** /platform/invoices: every clinic's invoices, billing a month, the fee per transaction, cheques received (issue 27). */
export function Component() {
  return (
    <PlatformLayout section="invoices" title={<FormattedMessage id="platformInvoices.title" />}>
      {() => <Invoices />}
    </PlatformLayout>
  );
}
