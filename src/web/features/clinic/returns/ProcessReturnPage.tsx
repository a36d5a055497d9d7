import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { clinicOrderPath } from '../../../../contracts/clinic';
import { clinicReturnPath, RETURN_FEE_PERCENT_MAX_BASIS_POINTS, type ReturnForm, type ReturnRequest } from '../../../../contracts/returns';
import { parseDollarsToCents } from '../../../../domain/money';
import { REFUND_METHODS, RETURN_RESPONSIBILITIES, type RefundMethod, type ReturnFeeKind, type ReturnResponsibility } from '../../../../domain/returns';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { ClinicRecordPage } from '../ClinicRecordPage';
import { QuoteTable } from './QuoteTable';
import { createReturn, returnFailure, returnKeys, useReturnForm, useReturnQuote } from './returns.api';
import './clinic-returns.css';

/** "10", "12.5" or "12,5 %" as basis points (1250); null when it is not a percentage from 0 to 100. */
export function parsePercentToBasisPoints(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= RETURN_FEE_PERCENT_MAX_BASIS_POINTS ? basisPoints : null;
}

/** A typed quantity of units, from 0 to what is left to return; null otherwise. */
function parseQuantity(text: string, left: number): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return null;
  const quantity = Number(text);
  return quantity <= left ? quantity : null;
}

/** Exported for its component test; the page renders it once the order's return form is loaded. */
export function ReturnFormView({ form }: { form: ReturnForm }) {
  const intl = useIntl();
  const f = useFormatters();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [refundShipping, setRefundShipping] = useState(false);
  const [reason, setReason] = useState('');
  const [responsibility, setResponsibility] = useState<ReturnResponsibility>('client');
  const [feeKind, setFeeKind] = useState<ReturnFeeKind>('none');
  const [feeText, setFeeText] = useState('');
  const [method, setMethod] = useState<RefundMethod>('card');
  const [customText, setCustomText] = useState('');
  const [adminNotes, setAdminNotes] = useState('');
  const [overrideNote, setOverrideNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const windowPassed = form.refusal === 'return_window_passed';
  const blocked = form.refusal !== null && !windowPassed;
  // What each typed amount reads as; null is a field that must say what is wrong before anything is sent.
  const feeValue = feeKind === 'flat' ? parseDollarsToCents(feeText) : feeKind === 'percent' ? parsePercentToBasisPoints(feeText) : 0;
  const custom = customText.trim() === '' ? undefined : parseDollarsToCents(customText);
  const customOk = custom === undefined || (custom !== null && custom > 0);
  const parsedQuantities = form.items.map((i) => ({ orderItemId: i.orderItemId, quantity: parseQuantity(quantities[i.orderItemId] ?? '0', i.quantity - i.returnedQuantity) }));
  const valid = feeValue !== null && customOk && parsedQuantities.every((q) => q.quantity !== null);
  // An error shows as soon as its field is typed in (or once a save was tried): shown on leaving the field instead,
  // it would move the button away between the press and the release of a click on it.
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const showAll = shown.has('*');
  const show = (field: string) => showAll || shown.has(field);
  const touch = (field: string) => setShown((s) => (s.has(field) ? s : new Set(s).add(field)));
  const body: ReturnRequest = {
    items: parsedQuantities.filter((i): i is { orderItemId: number; quantity: number } => (i.quantity ?? 0) > 0),
    refundShipping, reason: reason.trim(), responsibility, feeKind, feeValue: feeValue ?? 0, method,
    customRefundCents: custom ?? null, adminNotes: adminNotes.trim(), windowOverrideNote: overrideNote.trim() || null,
  };
  const somethingChosen = body.items.length > 0 || refundShipping;
  const quote = useReturnQuote(form.orderId, { ...body, reason: '', adminNotes: '', windowOverrideNote: null }, somethingChosen && !blocked && valid);
  const feeError = feeValue === null && show('fee') ? (feeKind === 'percent' ? 'clinicReturns.form.feePercentInvalid' : 'clinicReturns.form.feeDollarsInvalid') : null;
  const customError = !customOk && show('custom');

  const itemColumns: DataColumn<ReturnForm['items'][number]>[] = [
    { id: 'item', header: <FormattedMessage id="clinicReturns.item" />, cell: (item) => <>{item.name}{item.petName && <span className="muted"> · {item.petName}</span>}</> },
    { id: 'bought', header: <FormattedMessage id="clinicReturns.form.bought" />, cell: (item) => item.quantity },
    { id: 'returned', header: <FormattedMessage id="clinicReturns.form.alreadyReturned" />, cell: (item) => item.returnedQuantity },
    { id: 'charged', header: <FormattedMessage id="clinicReturns.form.charged" />, cell: (item) => f.money(item.netCents) },
    {
      id: 'quantity',
      header: <FormattedMessage id="clinicReturns.form.quantity" />,
      cell: (item, index) => {
        const left = item.quantity - item.returnedQuantity;
        const field = `qty-${item.orderItemId}`;
        const wrong = parsedQuantities[index]!.quantity === null && show(field);
        return (
          <>
            <input type="number" min={0} max={left} step={1} inputMode="numeric" className="returns-form__qty" disabled={left === 0}
              aria-label={intl.formatMessage({ id: 'clinicReturns.form.quantityOf' }, { name: item.name, left })}
              value={quantities[item.orderItemId] ?? '0'}
              aria-invalid={wrong || undefined} aria-describedby={wrong ? `${id}-${field}-error` : undefined}
              onChange={(e) => {
                setQuantities((q) => ({ ...q, [item.orderItemId]: e.target.value }));
                touch(field);
              }} />
            {wrong && <p id={`${id}-${field}-error`} className="field__error"><FormattedMessage id="clinicReturns.form.quantityInvalid" values={{ left }} /></p>}
          </>
        );
      },
    },
  ];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setShown(new Set(['*']));
    if (!valid) return setFailure(intl.formatMessage({ id: 'clinicReturns.form.fixErrors' }));
    if (!somethingChosen) return setFailure(intl.formatMessage({ id: 'clinicReturns.error.return_no_items' }));
    if (windowPassed && !overrideNote.trim()) return setFailure(intl.formatMessage({ id: 'clinicReturns.form.overrideRequired' }));
    setBusy(true);
    try {
      const created = await createReturn(form.orderId, body);
      await queryClient.invalidateQueries({ queryKey: returnKeys.all });
      navigate(clinicReturnPath(created.id));
    } catch (error) {
      setFailure(returnFailure(intl, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section className="portal-section card clinic-card" aria-labelledby={`${id}-order`}>
        <h2 id={`${id}-order`}><FormattedMessage id="clinicReturns.form.order" values={{ number: form.orderNumber }} /></h2>
        <dl className="portal-facts">
          <dt><FormattedMessage id="clinicReturns.client" /></dt>
          <dd>{form.client.firstName} {form.client.lastName} ({form.client.email})</dd>
          <dt><FormattedMessage id="clinicReturns.form.paid" /></dt>
          <dd>{f.money(form.totalCents)}{form.accountCreditCents > 0 && <> + <FormattedMessage id="clinicReturns.form.paidCredit" values={{ amount: f.money(form.accountCreditCents) }} /></>}</dd>
          <dt><FormattedMessage id="clinicReturns.form.refunded" /></dt>
          <dd>{f.money(form.refundedCents)}</dd>
          <dt><FormattedMessage id="clinicReturns.form.delivered" /></dt>
          <dd>{form.deliveredAt ? f.date(form.deliveredAt) : '—'}</dd>
          <dt><FormattedMessage id="clinicReturns.form.window" values={{ days: form.windowDays }} /></dt>
          <dd>{form.windowEndsAt ? f.date(form.windowEndsAt) : '—'}</dd>
        </dl>
      </section>
      {form.refusal && (
        <Notice type={windowPassed ? 'Warning' : 'Error'}>
          <FormattedMessage id={`clinicReturns.error.${form.refusal}`} />
          {form.pendingReturnId !== null && <> <Link to={clinicReturnPath(form.pendingReturnId)}><FormattedMessage id="clinicReturns.form.openPending" /></Link></>}
        </Notice>
      )}
      {!blocked && (
        <form className="portal-section card clinic-card returns-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <fieldset>
            <legend><FormattedMessage id="clinicReturns.form.items" /></legend>
            <DataTable
              columns={itemColumns}
              rows={form.items}
              rowKey={(item) => item.orderItemId}
              caption={intl.formatMessage({ id: 'clinicReturns.form.items' })}
              empty={null}
              className="portal-table"
            />
            <label className="checkbox">
              <input type="checkbox" checked={refundShipping} disabled={form.shippingRefunded || form.shippingCents === 0} onChange={(e) => setRefundShipping(e.target.checked)} />
              {' '}<FormattedMessage id="clinicReturns.form.refundShipping" values={{ amount: f.money(form.shippingCents) }} />
            </label>
          </fieldset>
          <div className="returns-form__grid">
            <div className="field">
              <label htmlFor={`${id}-reason`}><FormattedMessage id="clinicReturns.reason" /></label>
              <input id={`${id}-reason`} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-resp`}><FormattedMessage id="clinicReturns.responsibility" /></label>
              <select id={`${id}-resp`} value={responsibility} onChange={(e) => setResponsibility(e.target.value as ReturnResponsibility)}>
                {RETURN_RESPONSIBILITIES.map((r) => <option key={r} value={r}>{intl.formatMessage({ id: `clinicReturns.responsibility.${r}` })}</option>)}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-fee`}><FormattedMessage id="clinicReturns.fee" /></label>
              <select id={`${id}-fee`} value={feeKind} onChange={(e) => setFeeKind(e.target.value as ReturnFeeKind)}>
                {(['none', 'flat', 'percent'] as const).map((k) => <option key={k} value={k}>{intl.formatMessage({ id: `clinicReturns.fee.${k}` })}</option>)}
              </select>
            </div>
            {feeKind !== 'none' && (
              <div className="field">
                <label htmlFor={`${id}-feeValue`}><FormattedMessage id={feeKind === 'flat' ? 'clinicReturns.form.feeDollars' : 'clinicReturns.form.feePercent'} /></label>
                <input id={`${id}-feeValue`} inputMode="decimal" value={feeText} onChange={(e) => {
                  setFeeText(e.target.value);
                  touch('fee');
                }}
                  aria-invalid={feeError ? true : undefined} aria-describedby={feeError ? `${id}-fee-error` : undefined} />
                {feeError && <p id={`${id}-fee-error`} className="field__error"><FormattedMessage id={feeError} /></p>}
              </div>
            )}
          </div>
          <fieldset className="returns-form__method">
            <legend><FormattedMessage id="clinicReturns.method" /></legend>
            {REFUND_METHODS.map((m) => (
              <label key={m} className="radio">
                <input type="radio" name={`${id}-method`} value={m} checked={method === m} onChange={() => setMethod(m)} />
                {' '}<FormattedMessage id={`clinicReturns.method.${m}`} values={{ card: `${form.card.brand.toUpperCase()} •••• ${form.card.last4}` }} />
              </label>
            ))}
          </fieldset>
          <div className="returns-form__grid">
            <div className="field">
              <label htmlFor={`${id}-custom`}><FormattedMessage id="clinicReturns.form.custom" /></label>
              <input id={`${id}-custom`} inputMode="decimal" value={customText} onChange={(e) => {
                setCustomText(e.target.value);
                touch('custom');
              }}
                aria-invalid={customError || undefined} aria-describedby={`${id}-custom-help${customError ? ` ${id}-custom-error` : ''}`} />
              <p id={`${id}-custom-help`} className="muted"><FormattedMessage id="clinicReturns.form.customHelp" /></p>
              {customError && <p id={`${id}-custom-error`} className="field__error"><FormattedMessage id="clinicReturns.form.customInvalid" /></p>}
            </div>
            <div className="field">
              <label htmlFor={`${id}-notes`}><FormattedMessage id="clinicReturns.adminNotes" /></label>
              <input id={`${id}-notes`} maxLength={500} value={adminNotes} onChange={(e) => setAdminNotes(e.target.value)} />
            </div>
            {windowPassed && (
              <div className="field">
                <label htmlFor={`${id}-override`}><FormattedMessage id="clinicReturns.form.override" /></label>
                <input id={`${id}-override`} maxLength={500} value={overrideNote} onChange={(e) => setOverrideNote(e.target.value)} />
              </div>
            )}
          </div>
          <section aria-labelledby={`${id}-quote`} aria-live="polite">
            <h3 id={`${id}-quote`}><FormattedMessage id="clinicReturns.quote" /></h3>
            {!somethingChosen && <p className="muted"><FormattedMessage id="clinicReturns.form.chooseSomething" /></p>}
            {somethingChosen && !valid && <p className="muted"><FormattedMessage id="clinicReturns.form.quoteNeedsValid" /></p>}
            {somethingChosen && valid && quote.error && <Notice type="Error">{returnFailure(intl, quote.error)}</Notice>}
            {somethingChosen && valid && quote.data && !quote.error && <QuoteTable quote={quote.data} />}
          </section>
          {failure && <Notice type="Error" dismissible onDismiss={() => setFailure(null)}>{failure}</Notice>}
          <div className="button-row">
            <Button type="submit" busy={busy}><FormattedMessage id="clinicReturns.form.create" /></Button>
          </div>
        </form>
      )}
    </>
  );
}

/** /clinic/orders/:orderId/return: "Process a return" (issue 17; rr §2, §4 "Return"). */
export function Component() {
  return (
    <ClinicRecordPage
      section="orders"
      title={<FormattedMessage id="pages.clinicOrderReturn.title" />}
      param="orderId"
      backTo={clinicOrderPath}
      backLabel="clinicReturns.backToOrder"
      notFound="clinicReturns.error.order_not_found"
    >
      {(id) => <FormLoader orderId={id} />}
    </ClinicRecordPage>
  );
}

function FormLoader({ orderId }: { orderId: number }) {
  const form = useReturnForm(orderId);
  if (form.isPending) return <Spinner />;
  return form.data ? <ReturnFormView form={form.data} /> : null;
}
