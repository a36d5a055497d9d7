import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { CUSTOM_PAYMENT_ROUTES, clinicCustomPaymentPath } from '../../../../contracts/custom-payments';
import { CUSTOM_PAYMENT_DESCRIPTION_MAX, CUSTOM_PAYMENT_MAX_CENTS, INVOICE_NUMBER_MAX, type CustomPaymentMethod } from '../../../../domain/custom-payments';
import { parseDollarsToCents } from '../../../../domain/money';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { ClinicLayout } from '../ClinicLayout';
import { createCustomPayment, customPaymentFailure, customPaymentKeys, useClientCards } from './custom-payments.api';
import '../../../ui/address-card/address-card.css';
import './custom-payments.css';

type Field = 'client' | 'amount' | 'description' | 'invoiceNumber' | 'card';

function NewPaymentForm() {
  const intl = useIntl();
  const f = useFormatters();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [requestKey] = useState(() => globalThis.crypto.randomUUID());
  const [search, setSearch] = useState('');
  const [clientId, setClientId] = useState<number | null>(null);
  const [method, setMethod] = useState<CustomPaymentMethod>('link');
  const [cardId, setCardId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clients = useClientCards(search);
  const found = clients.data?.clients ?? [];
  const chosen = found.find((c) => c.id === clientId) ?? null;
  const m = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amountCents = parseDollarsToCents(String(data.get('amount') ?? ''));
    const description = String(data.get('description') ?? '').trim();
    const invoiceNumber = String(data.get('invoiceNumber') ?? '').trim();
    const next: Partial<Record<Field, string>> = {};
    if (!chosen) next.client = m('customPayments.form.error.client');
    if (amountCents === null || amountCents < 1 || amountCents > CUSTOM_PAYMENT_MAX_CENTS) next.amount = m('customPayments.form.error.amount', { max: f.money(CUSTOM_PAYMENT_MAX_CENTS) });
    if (!description || description.length > CUSTOM_PAYMENT_DESCRIPTION_MAX) next.description = m('customPayments.form.error.description', { max: CUSTOM_PAYMENT_DESCRIPTION_MAX });
    if (!invoiceNumber || invoiceNumber.length > INVOICE_NUMBER_MAX) next.invoiceNumber = m('customPayments.form.error.invoiceNumber', { max: INVOICE_NUMBER_MAX });
    if (method === 'card' && (!chosen || !chosen.cards.some((c) => c.id === cardId))) next.card = m('customPayments.form.error.card');
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const payment = await createCustomPayment({
        clientId: chosen!.id, amountCents: amountCents!, description, invoiceNumber, method, paymentMethodId: method === 'card' ? cardId : null, requestKey,
      });
      await queryClient.invalidateQueries({ queryKey: customPaymentKeys.all });
      void navigate(clinicCustomPaymentPath(payment.id));
    } catch (error) {
      setFailure(customPaymentFailure(intl, error));
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const error = (field: Field) => errors[field] && <p id={`${id}-${field}-error`} className="field__error">{errors[field]}</p>;
  return (
    <form className="portal-section card clinic-card checkout-form custom-payment-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}><FormattedMessage id="customPayments.form.title" /></h2>
      <p className="muted"><FormattedMessage id="customPayments.form.intro" /></p>
      {failure && <Notice type="Error">{failure}</Notice>}
      <fieldset className="choice-group custom-payment-form__client" aria-describedby={describedBy('client')}>
        <legend><FormattedMessage id="customPayments.client" /></legend>
        <div className="field">
          <label htmlFor={`${id}-search`}><FormattedMessage id="customPayments.form.findClient" /></label>
          <input id={`${id}-search`} type="search" value={search} maxLength={100} autoComplete="off" onChange={(e) => { setSearch(e.target.value); setClientId(null); setCardId(null); }} />
        </div>
        {search.trim().length >= 2 && found.length === 0 && !clients.isFetching && <p className="muted"><FormattedMessage id="customPayments.form.noClient" /></p>}
        {found.length > 0 && (
          <div className="choice-group__options choice-group__options--stacked">
            {found.map((c) => (
              <label className="choice" key={c.id}>
                <input type="radio" name="client" value={c.id} checked={clientId === c.id}
                  onChange={() => { setClientId(c.id); setCardId(c.cards.find((card) => card.isDefault)?.id ?? c.cards[0]?.id ?? null); }} />
                <span>{c.firstName} {c.lastName} <span className="choice__detail">{c.email}</span></span>
              </label>
            ))}
          </div>
        )}
        {error('client')}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-amount`}><FormattedMessage id="customPayments.amount" /></label>
        <input id={`${id}-amount`} name="amount" inputMode="decimal" autoComplete="off" aria-invalid={Boolean(errors.amount)} aria-describedby={describedBy('amount')} />
        {error('amount')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-invoice`}><FormattedMessage id="customPayments.invoiceNumber" /></label>
        <input id={`${id}-invoice`} name="invoiceNumber" maxLength={INVOICE_NUMBER_MAX} autoComplete="off" aria-invalid={Boolean(errors.invoiceNumber)} aria-describedby={describedBy('invoiceNumber')} />
        {error('invoiceNumber')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}><FormattedMessage id="customPayments.description" /></label>
        <textarea id={`${id}-description`} name="description" rows={3} maxLength={CUSTOM_PAYMENT_DESCRIPTION_MAX} aria-invalid={Boolean(errors.description)} aria-describedby={describedBy('description')} />
        {error('description')}
      </div>
      <fieldset className="choice-group">
        <legend><FormattedMessage id="customPayments.form.how" /></legend>
        <div className="choice-group__options choice-group__options--stacked">
          <label className="choice">
            <input type="radio" name="method" value="link" checked={method === 'link'} onChange={() => setMethod('link')} />
            <span><FormattedMessage id="customPayments.form.link" /><span className="choice__detail"><FormattedMessage id="customPayments.form.linkHint" /></span></span>
          </label>
          <label className="choice">
            <input type="radio" name="method" value="card" checked={method === 'card'} onChange={() => setMethod('card')} />
            <span><FormattedMessage id="customPayments.form.card" /><span className="choice__detail"><FormattedMessage id="customPayments.form.cardHint" /></span></span>
          </label>
        </div>
      </fieldset>
      {method === 'card' && (
        <div className="field">
          <label htmlFor={`${id}-card`}><FormattedMessage id="customPayments.form.savedCard" /></label>
          <select id={`${id}-card`} value={cardId ?? ''} onChange={(e) => setCardId(e.target.value ? Number(e.target.value) : null)} aria-invalid={Boolean(errors.card)} aria-describedby={describedBy('card')}>
            <option value="">{m('customPayments.form.chooseCard')}</option>
            {(chosen?.cards ?? []).map((c) => (
              <option key={c.id} value={c.id}>{m(`customPayments.brand.${c.brand}`)} •••• {c.last4} ({String(c.expMonth).padStart(2, '0')}/{c.expYear})</option>
            ))}
          </select>
          {chosen && chosen.cards.length === 0 && <p className="muted"><FormattedMessage id="customPayments.form.noCard" /></p>}
          {error('card')}
        </div>
      )}
      <div className="button-row">
        <Button type="submit" busy={busy}><FormattedMessage id={method === 'card' ? 'customPayments.form.charge' : 'customPayments.form.send'} /></Button>
        <Link className="btn btn--secondary" to={CUSTOM_PAYMENT_ROUTES.list}><FormattedMessage id="customPayments.form.cancel" /></Link>
      </div>
    </form>
  );
}

/** /clinic/custom-payments/new: a payment that is not a shop order, charged to a saved card or sent as a link (issue 27). */
export function Component() {
  return (
    <ClinicLayout section="customPayments" title={<FormattedMessage id="pages.clinicCustomPaymentNew.title" />}>
      {() => <NewPaymentForm />}
    </ClinicLayout>
  );
}
