import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CLINIC_ROUTES, clinicClientPath, type PrescriptionRequest } from '../../../../contracts/clinic';
import { RX_QUANTITY_PER_FILL } from '../../../../domain/constants';
import { isIsoDate } from '../../../../domain/time';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { useClinicAction } from '../use-clinic-action';
import { ClinicRecordPage } from '../ClinicRecordPage';
import { approvePrescription, denyPrescription, usePrescription } from './prescriptions.api';
import { PetFacts } from '../PetFacts';
import { StatusPill } from '../labels';

const inAYear = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
};
const today = () => new Date().toISOString().slice(0, 10);
/** Reasons and instructions are kept on one line (the API refuses control characters). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

type Errors = Partial<Record<'expiresOn' | 'quantity' | 'refills' | 'reason', string>>;

function Decision({ request }: { request: PrescriptionRequest }) {
  const intl = useIntl();
  const ids = { expires: useId(), quantity: useId(), refills: useId(), instructions: useId(), reason: useId() };
  const [expiresOn, setExpiresOn] = useState(inAYear());
  const [quantity, setQuantity] = useState(String(Math.max(1, request.requestedQuantity)));
  // The clinic's refills policy (issue 25, its own or its master's) pre-fills the form; the vet may change it.
  const [refills, setRefills] = useState(String(request.defaultRefills));
  const [instructions, setInstructions] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // Refused or not, the page then shows the request as it is now.
  const { busy, outcome, setOutcome, run } = useClinicAction<'approve' | 'deny'>();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const whole = (value: string, min: number, max: number) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

  async function decide(kind: 'approve' | 'deny') {
    const found: Errors = {};
    if (kind === 'approve') {
      if (!isIsoDate(expiresOn) || expiresOn <= today()) found.expiresOn = m('clinic.rx.error.expiresOn');
      if (!whole(quantity, RX_QUANTITY_PER_FILL.min, RX_QUANTITY_PER_FILL.max)) {
        // As plain text: a number would be grouped ("1,000", "1 000") where the form wants what is typed.
        found.quantity = m('clinic.rx.error.quantity', { min: String(RX_QUANTITY_PER_FILL.min), max: String(RX_QUANTITY_PER_FILL.max) });
      }
      if (!whole(refills, 0, 99)) found.refills = m('clinic.rx.error.refills');
    } else if (!reason.trim()) {
      found.reason = m('clinic.rx.error.reason');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(kind, async () => {
      if (kind === 'deny') {
        await denyPrescription(request.id, oneLine(reason));
        return m('clinic.rx.denied');
      }
      const result = await approvePrescription(request.id, { expiresOn, quantity: Number(quantity), refills: Number(refills), instructions: oneLine(instructions) });
      return m('clinic.rx.approved', { orders: result.ordersValidated.length, autoOrders: result.autoOrdersActivated.length });
    });
  }

  const field = (key: keyof Errors, id: string) => ({
    id,
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id}-error` : undefined,
  });
  const error = (key: keyof Errors, id: string) =>
    errors[key] && <p id={`${id}-error`} className="field__error">{errors[key]}</p>;

  return (
    <>
      {outcome && (
        <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Notice>
      )}
      {request.state === 'notValidated' && (
        <div className="clinic-actions">
          <form className="card clinic-card clinic-decision" noValidate aria-labelledby="clinic-approve"
            onSubmit={(e: FormEvent) => { e.preventDefault(); void decide('approve'); }}>
            <h2 id="clinic-approve"><FormattedMessage id="clinic.rx.approveHeading" /></h2>
            <div className="clinic-decision__row">
              <div className="field">
                <label htmlFor={ids.expires}><FormattedMessage id="clinic.rx.expiresOn" /></label>
                <input type="date" min={today()} value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} {...field('expiresOn', ids.expires)} />
                {error('expiresOn', ids.expires)}
              </div>
              <div className="field">
                <label htmlFor={ids.quantity}><FormattedMessage id="clinic.rx.quantity" /></label>
                <input inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} {...field('quantity', ids.quantity)} />
                {error('quantity', ids.quantity)}
              </div>
              <div className="field">
                <label htmlFor={ids.refills}><FormattedMessage id="clinic.rx.refills" /></label>
                <input inputMode="numeric" value={refills} onChange={(e) => setRefills(e.target.value)} {...field('refills', ids.refills)} />
                {error('refills', ids.refills)}
              </div>
            </div>
            <div className="field">
              <label htmlFor={ids.instructions}><FormattedMessage id="clinic.rx.instructions" /></label>
              <textarea id={ids.instructions} rows={2} maxLength={500} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
            </div>
            <Button type="submit" busy={busy === 'approve'} disabled={busy !== null}>
              <FormattedMessage id="clinic.rx.approve" />
            </Button>
          </form>
          <form className="card clinic-card clinic-decision" noValidate aria-labelledby="clinic-deny"
            onSubmit={(e: FormEvent) => { e.preventDefault(); void decide('deny'); }}>
            <h2 id="clinic-deny"><FormattedMessage id="clinic.rx.denyHeading" /></h2>
            <div className="field">
              <label htmlFor={ids.reason}><FormattedMessage id="clinic.rx.reason" /></label>
              <textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} {...field('reason', ids.reason)} />
              {error('reason', ids.reason)}
            </div>
            <Button type="submit" variant="danger" busy={busy === 'deny'} disabled={busy !== null}>
              <FormattedMessage id="clinic.rx.deny" />
            </Button>
          </form>
        </div>
      )}
    </>
  );
}

type HistoryLine = PrescriptionRequest['history'][number];

/** Who decided, with their licence when the decision recorded one (issue 24). */
function VetOf({ rx }: { rx: Pick<HistoryLine, 'vetName' | 'vetLicenceNumber' | 'vetLicenceProvince'> }) {
  if (!rx.vetName) return <>—</>;
  if (!rx.vetLicenceNumber) return <>{rx.vetName}</>;
  return <FormattedMessage id="clinic.rx.vetWithLicence" values={{ name: rx.vetName, number: rx.vetLicenceNumber, province: rx.vetLicenceProvince }} />;
}

function historyColumns(f: ReturnType<typeof useFormatters>): DataColumn<HistoryLine>[] {
  return [
    { id: 'product', header: <FormattedMessage id="clinic.rx.product" />, cell: (h) => h.productName },
    { id: 'state', header: <FormattedMessage id="clinic.rx.state" />, cell: (h) => <StatusPill kind="rx" status={h.state} /> },
    { id: 'quantity', header: <FormattedMessage id="clinic.rx.quantity" />, cell: (h) => h.quantity },
    { id: 'refills', header: <FormattedMessage id="clinic.rx.refills" />, cell: (h) => <>{h.refillsRemaining} / {h.refills}</> },
    { id: 'expires', header: <FormattedMessage id="clinic.rx.expires" />, cell: (h) => (h.expiresAt ? f.date(h.expiresAt, 'numeric') : '—') },
    { id: 'vet', header: <FormattedMessage id="clinic.rx.vet" />, cell: (h) => <VetOf rx={h} /> },
  ];
}

function RequestView({ id, canDecide }: { id: number; canDecide: boolean }) {
  const intl = useIntl();
  const f = useFormatters();
  const request = usePrescription(true, id);
  if (request.isPending) return <Spinner />;
  if (!request.data) return null;
  const r = request.data;
  return (
    <>
      <section className="portal-section card clinic-card" aria-labelledby="clinic-rx-request">
        <h2 id="clinic-rx-request">{r.productName}</h2>
        <dl className="portal-facts">
          <dt><FormattedMessage id="clinic.rx.state" /></dt>
          <dd><StatusPill kind="rx" status={r.state} /></dd>
          <dt><FormattedMessage id="clinic.rx.client" /></dt>
          <dd><Link to={clinicClientPath(r.client.id)}>{r.client.firstName} {r.client.lastName}</Link> ({r.client.email})</dd>
          {r.productSku && (<><dt><FormattedMessage id="clinic.rx.sku" /></dt><dd>{r.productSku}</dd></>)}
          <dt><FormattedMessage id="clinic.rx.requestedQuantity" /></dt>
          <dd>{r.requestedQuantity || '—'}</dd>
          <dt><FormattedMessage id="clinic.rx.clientNote" /></dt>
          <dd>{r.clientNote || '—'}</dd>
          <dt><FormattedMessage id="clinic.rx.requested" /></dt>
          <dd>{f.date(r.createdAt)}{r.isRenewal && <> · <FormattedMessage id="clinic.rx.renewal" /></>}</dd>
          {r.state === 'validated' && (<><dt><FormattedMessage id="clinic.rx.expires" /></dt><dd>{r.expiresAt ? f.date(r.expiresAt) : '—'}</dd></>)}
          {r.instructions && (<><dt><FormattedMessage id="clinic.rx.instructions" /></dt><dd>{r.instructions}</dd></>)}
          {r.denialReason && (<><dt><FormattedMessage id="clinic.rx.reason" /></dt><dd>{r.denialReason}</dd></>)}
          {r.decidedAt && (<><dt><FormattedMessage id="clinic.rx.decidedBy" /></dt><dd><VetOf rx={r} /> · {f.dateTime(r.decidedAt)}</dd></>)}
        </dl>
      </section>
      <section className="portal-section card clinic-card" aria-labelledby="clinic-rx-pet">
        <h2 id="clinic-rx-pet"><FormattedMessage id="clinic.rx.petHeading" values={{ name: r.pet.name }} /></h2>
        <PetFacts pet={r.pet} />
      </section>
      {canDecide && <Decision request={r} />}
      <section className="portal-section" aria-labelledby="clinic-rx-history">
        <h2 id="clinic-rx-history"><FormattedMessage id="clinic.rx.history" values={{ name: r.pet.name }} /></h2>
        <DataTable
          columns={historyColumns(f)}
          rows={r.history}
          rowKey={(h) => h.id}
          caption={intl.formatMessage({ id: 'clinic.rx.history' }, { name: r.pet.name })}
          empty={<span className="muted"><FormattedMessage id="clinic.rx.noHistory" /></span>}
          className="portal-table"
          regionClassName="card"
        />
      </section>
    </>
  );
}

/** /clinic/prescriptions/:rxId: the request, its pet and history; the veterinarian approves or denies (issue 16). */
export function Component() {
  return (
    <ClinicRecordPage
      section="prescriptions"
      title={<FormattedMessage id="clinic.rx.heading" />}
      param="rxId"
      backTo={CLINIC_ROUTES.prescriptions}
      backLabel="clinic.rx.back"
      notFound="clinic.error.prescription_not_found"
    >
      {(id, staff) => (
        <>
          {!staff.canDecidePrescriptions && <p className="muted"><FormattedMessage id="clinic.rx.onlyVetNote" /></p>}
          <RequestView id={id} canDecide={staff.canDecidePrescriptions} />
        </>
      )}
    </ClinicRecordPage>
  );
}
