import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { clinicOrderPath } from '../../../../contracts/clinic';
import { RETURN_CANCEL_REASONS, RETURN_ROUTES, type ReturnCancelReason, type ReturnDetail } from '../../../../contracts/returns';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { ClinicRecordPage } from '../ClinicRecordPage';
import { QuoteTable } from './QuoteTable';
import { cancelReturn, completeReturn, returnFailure, returnKeys, useReturn } from './returns.api';
import './clinic-returns.css';

function Actions({ detail }: { detail: ReturnDetail }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const id = useId();
  const [busy, setBusy] = useState<'complete' | 'cancel' | null>(null);
  const [reason, setReason] = useState<ReturnCancelReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'Success' | 'Error'; text: string } | null>(null);

  async function run(action: 'complete' | 'cancel') {
    if (action === 'cancel' && !reason) {
      setMissing(true);
      return;
    }
    setBusy(action);
    setOutcome(null);
    try {
      if (action === 'complete') await completeReturn(detail.id);
      else await cancelReturn(detail.id, { reason: reason as ReturnCancelReason, note: note.trim() });
      setOutcome({ type: 'Success', text: intl.formatMessage({ id: action === 'complete' ? 'clinicReturns.completedNotice' : 'clinicReturns.cancelledNotice' }) });
    } catch (error) {
      setOutcome({ type: 'Error', text: returnFailure(intl, error) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: returnKeys.all });
    }
  }

  return (
    <section className="portal-section card clinic-card" aria-labelledby={`${id}-actions`}>
      <h2 id={`${id}-actions`}><FormattedMessage id="clinicReturns.actions" /></h2>
      {outcome && <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>{outcome.text}</Notice>}
      {detail.status === 'pending' ? (
        <>
          <p><FormattedMessage id={detail.quote.toCardCents > 0 ? 'clinicReturns.completeHelpCard' : 'clinicReturns.completeHelpCredit'} /></p>
          <div className="button-row">
            <Button busy={busy === 'complete'} disabled={busy !== null} onClick={() => void run('complete')}><FormattedMessage id="clinicReturns.complete" /></Button>
          </div>
          <div className="returns-cancel">
            <div className="field">
              <label htmlFor={`${id}-reason`}><FormattedMessage id="clinicReturns.cancelReason" /></label>
              <select id={`${id}-reason`} value={reason} onChange={(e) => { setReason(e.target.value as ReturnCancelReason); setMissing(false); }}
                aria-invalid={missing} aria-describedby={missing ? `${id}-reason-error` : undefined}>
                <option value="">{intl.formatMessage({ id: 'clinicReturns.cancelReason.choose' })}</option>
                {RETURN_CANCEL_REASONS.map((r) => <option key={r} value={r}>{intl.formatMessage({ id: `clinicReturns.cancelReason.${r}` })}</option>)}
              </select>
              {missing && <p id={`${id}-reason-error`} className="field__error"><FormattedMessage id="clinicReturns.cancelReason.required" /></p>}
            </div>
            <div className="field">
              <label htmlFor={`${id}-note`}><FormattedMessage id="clinicReturns.cancelNote" /></label>
              <input id={`${id}-note`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
            <Button variant="secondary" busy={busy === 'cancel'} disabled={busy !== null} onClick={() => void run('cancel')}><FormattedMessage id="clinicReturns.cancel" /></Button>
          </div>
        </>
      ) : <p className="muted"><FormattedMessage id="clinicReturns.nothingToDo" /></p>}
    </section>
  );
}

function itemColumns(f: ReturnType<typeof useFormatters>): DataColumn<ReturnDetail['items'][number]>[] {
  return [
    { id: 'item', header: <FormattedMessage id="clinicReturns.item" />, cell: (i) => i.name },
    { id: 'quantity', header: <FormattedMessage id="clinicReturns.form.quantity" />, cell: (i) => i.quantity },
    { id: 'refund', header: <FormattedMessage id="clinicReturns.quote.items" />, cell: (i) => f.money(i.refundCents) },
    { id: 'tax', header: <FormattedMessage id="clinicReturns.quote.itemsTax" />, cell: (i) => f.money(i.taxRefundCents) },
  ];
}

function ReturnView({ id }: { id: number }) {
  const intl = useIntl();
  const f = useFormatters();
  const r = useReturn(id);
  if (r.isPending) return <Spinner />;
  if (!r.data) return null;
  const d = r.data;
  return (
    <>
      <section className="portal-section card clinic-card" aria-labelledby="return-facts">
        <h2 id="return-facts"><FormattedMessage id="clinicReturns.numbered" values={{ id: d.id }} /></h2>
        <dl className="portal-facts">
          <dt><FormattedMessage id="clinicReturns.status" /></dt>
          <dd><strong><FormattedMessage id={`clinicReturns.status.${d.status}`} /></strong></dd>
          <dt><FormattedMessage id="clinicReturns.order" /></dt>
          <dd><Link to={clinicOrderPath(d.orderId)}>{d.orderNumber}</Link></dd>
          <dt><FormattedMessage id="clinicReturns.client" /></dt>
          <dd>{d.client.firstName} {d.client.lastName}</dd>
          <dt><FormattedMessage id="clinicReturns.date" /></dt>
          <dd>{f.dateTime(d.createdAt)} — {d.createdBy}</dd>
          <dt><FormattedMessage id="clinicReturns.reason" /></dt>
          <dd>{d.reason || '—'}</dd>
          <dt><FormattedMessage id="clinicReturns.responsibility" /></dt>
          <dd><FormattedMessage id={`clinicReturns.responsibility.${d.responsibility}`} /></dd>
          <dt><FormattedMessage id="clinicReturns.method" /></dt>
          <dd><FormattedMessage id={`clinicReturns.methodShort.${d.method}`} /></dd>
          {d.adminNotes && (<><dt><FormattedMessage id="clinicReturns.adminNotes" /></dt><dd>{d.adminNotes}</dd></>)}
          {d.windowOverrideNote && (<><dt><FormattedMessage id="clinicReturns.form.override" /></dt><dd>{d.windowOverrideNote}</dd></>)}
          {d.completedAt && (<><dt><FormattedMessage id="clinicReturns.completedAt" /></dt><dd>{f.dateTime(d.completedAt)}</dd></>)}
          {d.cancelledAt && (<><dt><FormattedMessage id="clinicReturns.cancelledAt" /></dt><dd>{f.dateTime(d.cancelledAt)}</dd></>)}
          {d.cancelReason && (<><dt><FormattedMessage id="clinicReturns.cancelReason" /></dt><dd><FormattedMessage id={`clinicReturns.cancelReason.${d.cancelReason}`} />{d.cancelNote ? ` — ${d.cancelNote}` : ''}</dd></>)}
        </dl>
      </section>
      <section className="portal-section card clinic-card" aria-labelledby="return-items">
        <h2 id="return-items"><FormattedMessage id="clinicReturns.form.items" /></h2>
        <DataTable
          columns={itemColumns(f)}
          rows={d.items}
          rowKey={(i) => i.orderItemId}
          caption={intl.formatMessage({ id: 'clinicReturns.form.items' })}
          empty={<span className="muted"><FormattedMessage id="clinicReturns.shippingOnly" /></span>}
          className="portal-table"
        />
        <h3><FormattedMessage id="clinicReturns.quote" /></h3>
        <QuoteTable quote={d.quote} />
      </section>
      <Actions detail={d} />
    </>
  );
}

/** /clinic/returns/:returnId: one return; complete it (the refund) or cancel it with a reason while pending (issue 17; rr §5). */
export function Component() {
  return (
    <ClinicRecordPage
      section="returns"
      title={<FormattedMessage id="pages.clinicReturn.title" />}
      param="returnId"
      backTo={RETURN_ROUTES.list}
      backLabel="clinicReturns.backToList"
      notFound="clinicReturns.error.return_not_found"
    >
      {(id) => <ReturnView id={id} />}
    </ClinicRecordPage>
  );
}
