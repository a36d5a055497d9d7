import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { clinicClientPath } from '../../../../contracts/clinic';
import { CUSTOM_PAYMENT_ROUTES, type CustomPaymentDetail } from '../../../../contracts/custom-payments';
import { parseDollarsToCents } from '../../../../domain/money';
import type { StaffMe } from '../../../../contracts/clinic';
import { useFormatters } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { ClinicRecordPage } from '../ClinicRecordPage';
import { cancelCustomPayment, customPaymentFailure, customPaymentKeys, refundCustomPayment, useCustomPayment } from './custom-payments.api';
import { StatePill } from './labels';
import '../../../ui/address-card/address-card.css';
import './custom-payments.css';

type Outcome = { type: 'Success' | 'Error'; text: string } | null;

function RefundForm({ payment, onDone }: { payment: CustomPaymentDetail; onDone: (outcome: Outcome) => void }) {
  const intl = useIntl();
  const f = useFormatters();
  const id = useId();
  const [key, setKey] = useState(() => globalThis.crypto.randomUUID());
  const { language } = useLanguage();
  const [amount, setAmount] = useState(() => { const text = (payment.refundableCents / 100).toFixed(2); return language === 'fr' ? text.replace('.', ',') : text; });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = parseDollarsToCents(amount);
    if (cents === null || cents < 1 || cents > payment.refundableCents) {
      setError(intl.formatMessage({ id: 'customPayments.refund.error.amount' }, { max: f.money(payment.refundableCents) }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await refundCustomPayment(payment.id, { amountCents: cents, reason: reason.trim(), requestKey: key });
      setKey(globalThis.crypto.randomUUID());
      setReason('');
      onDone({ type: 'Success', text: intl.formatMessage({ id: 'customPayments.refund.done' }, { amount: f.money(cents) }) });
    } catch (failure) {
      onDone({ type: 'Error', text: customPaymentFailure(intl, failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="checkout-form custom-payment-refund" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="customPayments.refund.title" /></h3>
      <p className="muted"><FormattedMessage id="customPayments.refund.left" values={{ amount: f.money(payment.refundableCents) }} /></p>
      <div className="field">
        <label htmlFor={`${id}-amount`}><FormattedMessage id="customPayments.refund.amount" /></label>
        <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
        {error && <p id={`${id}-error`} className="field__error">{error}</p>}
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}><FormattedMessage id="customPayments.refund.reason" /></label>
        <input id={`${id}-reason`} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <Button type="submit" busy={busy}><FormattedMessage id="customPayments.refund.submit" /></Button>
    </form>
  );
}

function PaymentView({ id, staff }: { id: number; staff: StaffMe }) {
  const intl = useIntl();
  const f = useFormatters();
  const queryClient = useQueryClient();
  const query = useCustomPayment(id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [cancelling, setCancelling] = useState(false);
  if (query.isPending) return <Spinner />;
  if (!query.data) return null;
  const p = query.data;
  const isAdmin = staff.roles.includes('clinic_admin');
  const refresh = () => queryClient.invalidateQueries({ queryKey: customPaymentKeys.all });

  async function cancel() {
    setCancelling(true);
    try {
      await cancelCustomPayment(p.id);
      setOutcome({ type: 'Success', text: intl.formatMessage({ id: 'customPayments.cancelled' }) });
    } catch (error) {
      setOutcome({ type: 'Error', text: customPaymentFailure(intl, error) });
    } finally {
      setCancelling(false);
      await refresh();
    }
  }

  const refundColumns: DataColumn<CustomPaymentDetail['refunds'][number]>[] = [
    { id: 'date', header: <FormattedMessage id="customPayments.created" />, cell: (r) => f.dateTime(r.createdAt) },
    { id: 'amount', header: <FormattedMessage id="customPayments.amount" />, className: 'num', cell: (r) => f.money(r.amountCents) },
    { id: 'status', header: <FormattedMessage id="customPayments.state" />, cell: (r) => <FormattedMessage id={`customPayments.refundStatus.${r.status}`} /> },
    { id: 'reason', header: <FormattedMessage id="customPayments.refund.reason" />, cell: (r) => r.reason || '—' },
    { id: 'by', header: <FormattedMessage id="customPayments.by" />, cell: (r) => r.createdBy },
  ];
  return (
    <>
      {outcome && <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>{outcome.text}</Notice>}
      <section className="portal-section card clinic-card" aria-labelledby="payment-facts">
        <h2 id="payment-facts"><FormattedMessage id="customPayments.invoiceTitle" values={{ number: p.invoiceNumber }} /></h2>
        <dl className="portal-facts">
          <dt><FormattedMessage id="customPayments.state" /></dt>
          <dd><StatePill state={p.state} /></dd>
          <dt><FormattedMessage id="customPayments.amount" /></dt>
          <dd><strong>{f.money(p.amountCents)}</strong></dd>
          {p.refundedCents > 0 && (<><dt><FormattedMessage id="customPayments.refunded" /></dt><dd>{f.money(p.refundedCents)}</dd></>)}
          <dt><FormattedMessage id="customPayments.client" /></dt>
          <dd><Link to={clinicClientPath(p.client.id)}>{p.client.firstName} {p.client.lastName}</Link> <span className="muted">{p.client.email}</span></dd>
          <dt><FormattedMessage id="customPayments.description" /></dt>
          <dd className="custom-payment__description">{p.description}</dd>
          <dt><FormattedMessage id="customPayments.method" /></dt>
          <dd><FormattedMessage id={`customPayments.method.${p.method}`} />{p.card ? ` — ${intl.formatMessage({ id: `customPayments.brand.${p.card.brand}` })} •••• ${p.card.last4}` : ''}</dd>
          <dt><FormattedMessage id="customPayments.created" /></dt>
          <dd>{f.dateTime(p.createdAt)} — {p.createdBy}</dd>
          {p.expiresAt && p.state === 'open' && (<><dt><FormattedMessage id="customPayments.expires" /></dt><dd>{f.dateTime(p.expiresAt)}</dd></>)}
          {p.paidAt && (<><dt><FormattedMessage id="customPayments.paidAt" /></dt><dd>{f.dateTime(p.paidAt)}</dd></>)}
          {p.cancelledAt && (<><dt><FormattedMessage id="customPayments.cancelledAt" /></dt><dd>{f.dateTime(p.cancelledAt)}</dd></>)}
        </dl>
        {p.state === 'declined' && <Notice type="Error"><FormattedMessage id="customPayments.declinedHelp" /></Notice>}
        {(p.state === 'open' || p.state === 'expired') && (
          <div className="button-row">
            <Button variant="secondary" busy={cancelling} onClick={() => void cancel()}><FormattedMessage id="customPayments.cancelLink" /></Button>
          </div>
        )}
      </section>
      {(p.refunds.length > 0 || (isAdmin && p.refundableCents > 0)) && (
        <section className="portal-section card clinic-card" aria-labelledby="payment-refunds">
          <h2 id="payment-refunds"><FormattedMessage id="customPayments.refunds" /></h2>
          {p.refunds.length > 0 && (
            <DataTable columns={refundColumns} rows={p.refunds} rowKey={(r) => r.id} empty={null} caption={intl.formatMessage({ id: 'customPayments.refunds' })} className="portal-table custom-payments-table" />
          )}
          {isAdmin && p.refundableCents > 0 && <RefundForm key={p.refundableCents} payment={p} onDone={(o) => { setOutcome(o); void refresh(); }} />}
        </section>
      )}
    </>
  );
}

/** /clinic/custom-payments/:paymentId: one payment; cancel an open link; the admin refunds in full or in part (issue 27). */
export function Component() {
  return (
    <ClinicRecordPage
      section="customPayments"
      title={<FormattedMessage id="pages.clinicCustomPayment.title" />}
      param="paymentId"
      backTo={CUSTOM_PAYMENT_ROUTES.list}
      backLabel="customPayments.backToList"
      notFound="customPayments.error.custom_payment_not_found"
    >
      {(id, staff) => <PaymentView id={id} staff={staff} />}
    </ClinicRecordPage>
  );
}
