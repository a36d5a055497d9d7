import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CLINIC_ROUTES, clinicClientPath, type PrescriptionRequest } from '../../../../contracts/clinic';
import { useFormatters } from '../../../i18n/format';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Spinner } from '../../../ui/Spinner';
import { PrescriptionDecision } from '../PrescriptionDecision';
import { ClinicRecordPage } from '../ClinicRecordPage';
import { approvePrescription, denyPrescription, usePrescription } from './prescriptions.api';
import { PetFacts } from '../PetFacts';
import { StatusPill } from '../labels';

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
      {canDecide && (
        <PrescriptionDecision
          open={r.state === 'notValidated'}
          requestedQuantity={r.requestedQuantity}
          defaultRefills={r.defaultRefills}
          approve={async (body, m) => {
            const result = await approvePrescription(r.id, body);
            return m('clinic.rx.approved', { orders: result.ordersValidated.length, autoOrders: result.autoOrdersActivated.length });
          }}
          deny={async (reason, m) => {
            await denyPrescription(r.id, reason);
            return m('clinic.rx.denied');
          }}
        />
      )}
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
