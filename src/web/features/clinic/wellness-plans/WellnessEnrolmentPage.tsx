import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { CLINIC_ROUTES, clinicClientPath } from '../../../../contracts/clinic';
import type { WellnessCancelOptionInput, WellnessEnrolment, WellnessPayment } from '../../../../contracts/wellness-plans';
import { WELLNESS_CANCEL_OPTIONS } from '../../../../domain/wellness-plans';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { ClinicLayout } from '../ClinicLayout';
import { EnrolmentStatus, failure, PaymentState, useNameIn } from './parts';
import {
  cancelEnrolment, holdEnrolment, markDeceased, recordServiceUse, refundPayment, resumeEnrolment, useEnrolment, wellnessKeys,
} from './wellness.api';
import './wellness-plans.css';

type Outcome = { type: 'Success' | 'Error'; text: string } | null;
type Dialog = 'hold' | 'cancel' | 'deceased' | { refund: WellnessPayment } | null;

const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function Enrolment({ e, isAdmin }: { e: WellnessEnrolment; isAdmin: boolean }) {
  const intl = useIntl();
  const f = useFormatters();
  const nameIn = useNameIn();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [option, setOption] = useState<WellnessCancelOptionInput>('nothing_further');
  const reasonId = useId();
  const open = e.status === 'active' || e.status === 'on_hold';

  const run = async (work: () => Promise<unknown>, done: string, close?: () => void) => {
    setBusy(true);
    try {
      await work();
      setOutcome({ type: 'Success', text: intl.formatMessage({ id: done }) });
    } catch (error) {
      setOutcome({ type: 'Error', text: failure(intl, error) });
    } finally {
      setBusy(false);
      close?.();
      await queryClient.invalidateQueries({ queryKey: wellnessKeys.all });
    }
  };

  const payments: DataColumn<WellnessPayment>[] = [
    { id: 'month', header: <FormattedMessage id="clinicWellnessPlans.month" />, rowHeader: true,
      cell: (p) => (p.month === 0 ? <FormattedMessage id="clinicWellnessPlans.closingPayment" /> : p.month) },
    { id: 'due', header: <FormattedMessage id="clinicWellnessPlans.dueDate" />, cell: (p) => f.date(p.dueDate, 'numeric') },
    { id: 'amount', header: <FormattedMessage id="clinicWellnessPlans.amount" />, cell: (p) => f.money(p.amountCents) },
    { id: 'state', header: <FormattedMessage id="clinicWellnessPlans.state" />, cell: (p) => <PaymentState state={p.state} /> },
    {
      id: 'actions', header: <FormattedMessage id="clinicWellnessPlans.actions" />, headerHidden: !isAdmin,
      cell: (p) => (isAdmin && p.state === 'paid' ? (
        <Button size="sm" variant="secondary" onClick={() => setDialog({ refund: p })}
          aria-label={intl.formatMessage({ id: 'clinicWellnessPlans.refundMonth' }, { month: p.month })}>
          <FormattedMessage id="clinicWellnessPlans.refund" />
        </Button>
      ) : null),
    },
  ];

  return (
    <>
      {outcome && <Notice type={outcome.type} role="status" dismissible onDismiss={() => setOutcome(null)}>{outcome.text}</Notice>}
      <section className="card clinic-card wellness-summary" aria-labelledby="wellness-summary">
        <h2 id="wellness-summary">{e.pet.name} — {nameIn(e.plan)}</h2>
        <dl className="wellness-facts">
          <dt><FormattedMessage id="clinicWellnessPlans.status" /></dt><dd><EnrolmentStatus status={e.status} />{e.holdReason && <> — {e.holdReason}</>}</dd>
          <dt><FormattedMessage id="clinicWellnessPlans.client" /></dt><dd><Link to={clinicClientPath(e.client.id)}>{e.client.firstName} {e.client.lastName}</Link></dd>
          <dt><FormattedMessage id="clinicWellnessPlans.card" /></dt><dd>{e.card.brand.toUpperCase()} •••• {e.card.last4}</dd>
          <dt><FormattedMessage id="clinicWellnessPlans.startDate" /></dt><dd>{f.date(e.startDate)}</dd>
          <dt><FormattedMessage id="clinicWellnessPlans.consent" /></dt>
          <dd><FormattedMessage id="clinicWellnessPlans.consentRecorded" values={{ who: e.consent.recordedBy, when: f.dateTime(e.consent.at), version: e.consent.textVersion }} /></dd>
          <dt><FormattedMessage id="clinicWellnessPlans.paid" /></dt><dd>{f.money(e.paidCents)}</dd>
          <dt><FormattedMessage id="clinicWellnessPlans.unpaid" /></dt><dd>{f.money(e.unpaidCents)}</dd>
          {e.endedOn && <><dt><FormattedMessage id="clinicWellnessPlans.endedOn" /></dt><dd>{f.date(e.endedOn)}{e.endOption && <> — <FormattedMessage id={`clinicWellnessPlans.end.${e.endOption}`} /></>}</dd></>}
        </dl>
        {open && (
          <div className="clinic-actions">
            {e.status === 'active'
              ? <Button variant="secondary" onClick={() => setDialog('hold')}><FormattedMessage id="clinicWellnessPlans.hold" /></Button>
              : <Button variant="secondary" busy={busy} onClick={() => void run(() => resumeEnrolment(e.id), 'clinicWellnessPlans.resumed')}><FormattedMessage id="clinicWellnessPlans.resume" /></Button>}
            <Button variant="secondary" onClick={() => setDialog('cancel')}><FormattedMessage id="clinicWellnessPlans.cancel" /></Button>
            <Button variant="danger" onClick={() => setDialog('deceased')}><FormattedMessage id="clinicWellnessPlans.deceased" /></Button>
          </div>
        )}
      </section>

      <section className="portal-section" aria-labelledby="wellness-services">
        <h2 id="wellness-services"><FormattedMessage id="clinicWellnessPlans.services" /></h2>
        <ul className="wellness-service-list card">
          {e.services.map((s) => (
            <li key={s.planServiceId}>
              <span>
                <strong>{nameIn(s)}</strong>{' '}
                <FormattedMessage id="clinicWellnessPlans.usedLeft" values={{ used: s.used, left: s.left, count: s.count }} />
              </span>
              {open && (
                <Button size="sm" variant="secondary" disabled={busy || s.left === 0}
                  aria-label={intl.formatMessage({ id: 'clinicWellnessPlans.recordUseOf' }, { service: nameIn(s) })}
                  onClick={() => void run(() => recordServiceUse(e.id, s.planServiceId, todayLocal()), 'clinicWellnessPlans.useRecorded')}>
                  <FormattedMessage id="clinicWellnessPlans.recordUse" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="portal-section" aria-labelledby="wellness-schedule">
        <h2 id="wellness-schedule"><FormattedMessage id="clinicWellnessPlans.schedule" /></h2>
        <DataTable columns={payments} rows={e.payments} rowKey={(p) => p.id} caption={intl.formatMessage({ id: 'clinicWellnessPlans.schedule' })}
          className="portal-table wellness-table" regionClassName="card" empty={null} />
      </section>

      {dialog === 'hold' && (
        <Modal isOpen size="sm" onOpenChange={(o) => { if (!o) setDialog(null); }} title={<FormattedMessage id="clinicWellnessPlans.holdTitle" />}
          actions={(close) => (
            <>
              <Button variant="secondary" onClick={close}><FormattedMessage id="clinicWellnessPlans.back" /></Button>
              <Button busy={busy} disabled={!reason.trim()} onClick={() => void run(() => holdEnrolment(e.id, reason.trim()), 'clinicWellnessPlans.held', close)}>
                <FormattedMessage id="clinicWellnessPlans.holdNow" />
              </Button>
            </>
          )}>
          <div className="field">
            <label htmlFor={reasonId}><FormattedMessage id="clinicWellnessPlans.holdReason" /></label>
            <textarea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(x) => setReason(x.target.value)} />
          </div>
        </Modal>
      )}
      {dialog === 'cancel' && (
        <Modal isOpen onOpenChange={(o) => { if (!o) setDialog(null); }} title={<FormattedMessage id="clinicWellnessPlans.cancelTitle" />}
          actions={(close) => (
            <>
              <Button variant="secondary" onClick={close}><FormattedMessage id="clinicWellnessPlans.back" /></Button>
              <Button variant="danger" busy={busy} onClick={() => void run(() => cancelEnrolment(e.id, option), 'clinicWellnessPlans.cancelled', close)}>
                <FormattedMessage id="clinicWellnessPlans.cancelNow" />
              </Button>
            </>
          )}>
          <fieldset className="wellness-options">
            <legend><FormattedMessage id="clinicWellnessPlans.cancelChoose" /></legend>
            {WELLNESS_CANCEL_OPTIONS.map((o) => (
              <label key={o} className="wellness-options__choice">
                <input type="radio" name="cancel-option" value={o} checked={option === o} onChange={() => setOption(o)} />
                <span><FormattedMessage id={`clinicWellnessPlans.end.${o}`} /> — <span className="muted"><FormattedMessage id={`clinicWellnessPlans.endHint.${o}`} /></span></span>
              </label>
            ))}
          </fieldset>
        </Modal>
      )}
      {dialog === 'deceased' && (
        <Modal isOpen size="sm" onOpenChange={(o) => { if (!o) setDialog(null); }} title={<FormattedMessage id="clinicWellnessPlans.deceasedTitle" values={{ pet: e.pet.name }} />}
          actions={(close) => (
            <>
              <Button variant="secondary" onClick={close}><FormattedMessage id="clinicWellnessPlans.back" /></Button>
              <Button variant="danger" busy={busy} onClick={() => void run(() => markDeceased(e.id), 'clinicWellnessPlans.deceasedDone', close)}>
                <FormattedMessage id="clinicWellnessPlans.deceasedNow" />
              </Button>
            </>
          )}>
          <p><FormattedMessage id="clinicWellnessPlans.deceasedText" /></p>
        </Modal>
      )}
      {dialog !== null && typeof dialog === 'object' && (
        <Modal isOpen size="sm" onOpenChange={(o) => { if (!o) setDialog(null); }} title={<FormattedMessage id="clinicWellnessPlans.refundTitle" values={{ month: dialog.refund.month }} />}
          actions={(close) => (
            <>
              <Button variant="secondary" onClick={close}><FormattedMessage id="clinicWellnessPlans.back" /></Button>
              <Button variant="danger" busy={busy} onClick={() => void run(() => refundPayment(dialog.refund.id), 'clinicWellnessPlans.refunded', close)}>
                <FormattedMessage id="clinicWellnessPlans.refundNow" values={{ amount: f.money(dialog.refund.amountCents) }} />
              </Button>
            </>
          )}>
          <p><FormattedMessage id="clinicWellnessPlans.refundText" /></p>
        </Modal>
      )}
    </>
  );
}

function Loaded({ id, isAdmin }: { id: number; isAdmin: boolean }) {
  const intl = useIntl();
  const enrolment = useEnrolment(id);
  if (enrolment.isPending) return <Spinner label={intl.formatMessage({ id: 'clinicWellnessPlans.loading' })} />;
  if (!enrolment.data) return <Notice type="Error"><FormattedMessage id="clinicWellnessPlans.error.wellness_enrolment_not_found" /></Notice>;
  return <Enrolment e={enrolment.data.enrolment} isAdmin={isAdmin} />;
}

/** /clinic/wellness-enrolments/:enrolmentId (issue 27): one pet's plan, its services and payments, and staff's actions on it. */
export function Component() {
  const id = Number(useParams().enrolmentId);
  return (
    <ClinicLayout section="wellnessPlans" title={<FormattedMessage id="pages.clinicWellnessEnrolment.title" />}>
      {(staff) => (
        <>
          <p><Link to={CLINIC_ROUTES.wellnessPlans}><FormattedMessage id="clinicWellnessPlans.backToPlans" /></Link></p>
          {Number.isInteger(id) && id > 0
            ? <Loaded id={id} isAdmin={staff.roles.includes('clinic_admin')} />
            : <Notice type="Error"><FormattedMessage id="clinicWellnessPlans.error.wellness_enrolment_not_found" /></Notice>}
        </>
      )}
    </ClinicLayout>
  );
}
