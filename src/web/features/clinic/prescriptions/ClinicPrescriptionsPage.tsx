import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { clinicPrescriptionPath } from '../../../../contracts/clinic';
import { useFormatters } from '../../../i18n/format';
import { Spinner } from '../../../ui/Spinner';
import { ClinicLayout } from '../ClinicLayout';
import { usePrescriptionQueue } from './prescriptions.api';

function Queue({ canDecide }: { canDecide: boolean }) {
  const f = useFormatters();
  const queue = usePrescriptionQueue(true);
  if (queue.isPending) return <Spinner />;
  if (!queue.data) return null;
  if (queue.data.requests.length === 0) {
    return (
      <p role="status">
        <FormattedMessage id="clinic.rx.queueEmpty" />
      </p>
    );
  }
  return (
    <ul className="clinic-queue">
      {queue.data.requests.map((r) => (
        <li key={r.id} className="card clinic-queue__item">
          <div>
            <h2>
              <Link to={clinicPrescriptionPath(r.id)}>{r.productName}</Link>
            </h2>
            <p>
              <FormattedMessage
                id="clinic.rx.queueLine"
                values={{ pet: r.petName, client: `${r.client.firstName} ${r.client.lastName}`, quantity: r.requestedQuantity, renewal: r.isRenewal ? 'yes' : 'no' }}
              />
            </p>
            {r.clientNote && <p className="muted"><FormattedMessage id="clinic.rx.clientNoteQuoted" values={{ note: r.clientNote }} /></p>}
          </div>
          <div>
            <p className="muted">
              <FormattedMessage id="clinic.rx.requestedOn" values={{ date: f.date(r.createdAt) }} />
            </p>
            <Link to={clinicPrescriptionPath(r.id)} className="btn btn--secondary btn--sm">
              <FormattedMessage id={canDecide ? 'clinic.rx.review' : 'clinic.rx.view'} />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /clinic/prescriptions: the veterinarian's queue of requests, oldest first (issue 16). */
export function Component() {
  return (
    <ClinicLayout section="prescriptions" title={<FormattedMessage id="clinic.rx.queueHeading" />}>
      {(staff) => (
        <>
          {!staff.canDecidePrescriptions && (
            <p className="muted">
              <FormattedMessage id="clinic.rx.onlyVetNote" />
            </p>
          )}
          <Queue canDecide={staff.canDecidePrescriptions} />
        </>
      )}
    </ClinicLayout>
  );
}
