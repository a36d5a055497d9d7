import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InvoiceDetail } from '../../../../contracts/clinic-statements';
import { parseDollarsToCents } from '../../../../domain/money';
import { chequeServiceCharge } from '../../../../domain/settlement';
import { ApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { tokenizeCard, TokenizeError } from '../../../ui/address-card/card-api';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { invoiceKeys, payByCard, payByCheque } from './invoices.api';

type Method = 'card' | 'cheque';
type Field = 'amount' | 'number' | 'expiry' | 'cvd';
const EMPTY = { number: '', expiryMonth: '', expiryYear: '', cvd: '' };

/**
 * "Make a payment" (issue 27; rr §2): any amount up to the balance, by card (sent to the provider's
 * tokenization, only the token reaches our API) or by cheque, which adds rr §9's 2 % service
 * charge. One idempotency key per attempt: a repeated submit after a lost answer charges once.
 */
export type PayOutcome = { type: 'Success' | 'Error'; text: string } | null;

export function PayInvoice({ invoice, outcome, setOutcome }: { invoice: InvoiceDetail; outcome: PayOutcome; setOutcome: (said: PayOutcome) => void }) {
  const intl = useIntl();
  const f = useFormatters();
  const queryClient = useQueryClient();
  const base = useId();
  const [method, setMethod] = useState<Method>('card');
  const [amount, setAmount] = useState((invoice.balanceCents / 100).toFixed(2));
  const [card, setCard] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const amountCents = parseDollarsToCents(amount);
  const charge = amountCents === null ? null : chequeServiceCharge(amountCents);
  const ids = { amount: `${base}-amount`, number: `${base}-number`, expiry: `${base}-expiry`, cvd: `${base}-cvd`, year: `${base}-year` };

  const edit = (apply: () => void) => {
    apply();
    setProblems({});
    key.current = null;
  };

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (amountCents === null || amountCents <= 0) found.amount = 'clinicInvoices.pay.error.amount';
    else if (amountCents > invoice.balanceCents) found.amount = 'clinicInvoices.pay.error.tooMuch';
    if (method === 'card') {
      if (!/^\d[\d ]{11,22}$/.test(card.number.trim())) found.number = 'clinicInvoices.pay.error.number';
      if (!/^\d{1,2}$/.test(card.expiryMonth) || !/^\d{4}$/.test(card.expiryYear)) found.expiry = 'clinicInvoices.pay.error.expiry';
      if (!/^\d{3,4}$/.test(card.cvd)) found.cvd = 'clinicInvoices.pay.error.cvd';
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found = check();
    setProblems(found);
    const first = Object.keys(found)[0] as Field | undefined;
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    key.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      if (method === 'card') {
        const token = await tokenizeCard({ number: card.number.replace(/\s+/g, ''), expiryMonth: Number(card.expiryMonth), expiryYear: Number(card.expiryYear), cvd: card.cvd });
        const paid = await payByCard(invoice.id, { amountCents: amountCents!, cardToken: token.token, idempotencyKey: key.current });
        setOutcome({ type: 'Success', text: m('clinicInvoices.pay.cardDone', { amount: f.money(paid.payment.amountCents), last4: paid.payment.cardLast4 ?? '' }) });
        setCard(EMPTY);
      } else {
        const chosen = await payByCheque(invoice.id, { amountCents: amountCents!, idempotencyKey: key.current });
        setOutcome({ type: 'Success', text: m('clinicInvoices.pay.chequeDone', { total: f.money(chosen.payment.totalCents), number: invoice.invoiceNumber }) });
      }
      key.current = null;
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.list });
    } catch (error) {
      if (error instanceof TokenizeError || (error instanceof ApiError && error.code === 'invoice_card_declined')) key.current = null;
      setOutcome({ type: 'Error', text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  function failure(error: unknown): string {
    if (error instanceof TokenizeError) return m('clinicInvoices.pay.error.card');
    if (error instanceof ApiError) {
      const id = `clinicInvoices.pay.error.${error.code}`;
      return intl.messages[id] ? m(id) : error.message;
    }
    return m('clinicInvoices.pay.error.network');
  }

  const fieldProps = (field: Field) => ({
    'aria-invalid': problems[field] ? (true as const) : undefined,
    'aria-describedby': problems[field] ? `${ids[field]}-error` : undefined,
  });
  const error = (field: Field) => problems[field] && <p id={`${ids[field]}-error`} className="field__error">{m(problems[field])}</p>;

  return (
    <form className="form card invoice-pay" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}><FormattedMessage id="clinicInvoices.pay.heading" /></h2>
      {outcome?.type === 'Error' && <Notice type="Error">{outcome.text}</Notice>}
      <fieldset className="invoice-pay__method">
        <legend><FormattedMessage id="clinicInvoices.pay.method" /></legend>
        {(['card', 'cheque'] as const).map((value) => (
          <label key={value} className="invoice-pay__choice">
            <input type="radio" name={`${base}-method`} value={value} checked={method === value} onChange={() => edit(() => setMethod(value))} />
            <FormattedMessage id={`clinicInvoices.pay.method.${value}`} />
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={ids.amount}><FormattedMessage id="clinicInvoices.pay.amount" /></label>
        <input id={ids.amount} {...fieldProps('amount')} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => edit(() => setAmount(e.target.value))} />
        {error('amount')}
      </div>
      {method === 'card' ? (
        <div className="invoice-pay__card">
          <div className="field">
            <label htmlFor={ids.number}><FormattedMessage id="clinicInvoices.pay.cardNumber" /></label>
            <input id={ids.number} {...fieldProps('number')} inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={(e) => edit(() => setCard((c) => ({ ...c, number: e.target.value })))} />
            {error('number')}
          </div>
          <div className="field">
            <label htmlFor={ids.expiry}><FormattedMessage id="clinicInvoices.pay.expiryMonth" /></label>
            <input id={ids.expiry} {...fieldProps('expiry')} inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} value={card.expiryMonth} onChange={(e) => edit(() => setCard((c) => ({ ...c, expiryMonth: e.target.value })))} />
            {error('expiry')}
          </div>
          <div className="field">
            <label htmlFor={ids.year}><FormattedMessage id="clinicInvoices.pay.expiryYear" /></label>
            <input id={ids.year} {...fieldProps('expiry')} inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} value={card.expiryYear} onChange={(e) => edit(() => setCard((c) => ({ ...c, expiryYear: e.target.value })))} />
          </div>
          <div className="field">
            <label htmlFor={ids.cvd}><FormattedMessage id="clinicInvoices.pay.cvd" /></label>
            <input id={ids.cvd} {...fieldProps('cvd')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={card.cvd} onChange={(e) => edit(() => setCard((c) => ({ ...c, cvd: e.target.value })))} />
            {error('cvd')}
          </div>
        </div>
      ) : (
        <div className="invoice-pay__cheque" aria-live="polite">
          {amountCents !== null && charge !== null && amountCents > 0 && (
            <dl className="invoice-facts">
              <div><dt><FormattedMessage id="clinicInvoices.pay.chequeAmount" /></dt><dd>{f.money(amountCents)}</dd></div>
              <div><dt><FormattedMessage id="clinicInvoices.pay.serviceCharge" /></dt><dd>{f.money(charge)}</dd></div>
              <div><dt><FormattedMessage id="clinicInvoices.pay.chequeTotal" /></dt><dd>{f.money(amountCents + charge)}</dd></div>
            </dl>
          )}
          <p className="muted"><FormattedMessage id="clinicInvoices.pay.chequeHow" values={{ number: invoice.invoiceNumber }} /></p>
        </div>
      )}
      <div className="button-row">
        <Button type="submit" busy={busy}>
          <FormattedMessage id={method === 'card' ? 'clinicInvoices.pay.submitCard' : 'clinicInvoices.pay.submitCheque'} />
        </Button>
      </div>
    </form>
  );
}
