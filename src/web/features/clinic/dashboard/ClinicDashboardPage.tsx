import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CLINIC_ROUTES, type Dashboard } from '../../../../contracts/clinic';
import { Spinner } from '../../../ui/Spinner';
import { ClinicLayout } from '../ClinicLayout';
import { useDashboard } from './dashboard.api';

/**
 * What each tile counts and where it leads: the list of exactly what it counts (the orders of the
 * same queue, ORDER_QUEUES; the clients holding the AutoOrders needing attention, with how many each).
 */
const TILES: { key: keyof Dashboard; to: string }[] = [
  { key: 'pendingClients', to: `${CLINIC_ROUTES.clients}?status=pending` },
  { key: 'prescriptionRequests', to: CLINIC_ROUTES.prescriptions },
  { key: 'ordersWaitingValidation', to: `${CLINIC_ROUTES.orders}?queue=waiting_validation` },
  { key: 'ordersWaitingOnVeterinarian', to: `${CLINIC_ROUTES.orders}?queue=waiting_on_veterinarian` },
  { key: 'autoOrdersNeedingAttention', to: `${CLINIC_ROUTES.clients}?autoOrders=needs_attention` },
  { key: 'ordersReadyForPickup', to: `${CLINIC_ROUTES.orders}?queue=ready_for_pickup` },
];

function Tiles() {
  const counts = useDashboard(true);
  if (counts.isPending) return <Spinner />;
  if (!counts.data) return null;
  return (
    <ul className="clinic-tiles">
      {TILES.map(({ key, to }) => (
        <li key={key}>
          <Link to={to} className={`card clinic-tile${counts.data[key] > 0 ? ' clinic-tile--attention' : ''}`}>
            <span className="clinic-tile__count">{counts.data[key]}</span>
            <span>
              <FormattedMessage id={`clinic.dashboard.${key}`} values={{ count: counts.data[key] }} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /clinic: what needs the clinic's attention today (issue 16). */
export function Component() {
  return (
    <ClinicLayout section="dashboard" title={<FormattedMessage id="clinic.dashboard.heading" />}>
      {(staff) => (
        <>
          <p className="muted">
            <FormattedMessage id="clinic.dashboard.intro" values={{ name: staff.firstName }} />
          </p>
          <Tiles />
        </>
      )}
    </ClinicLayout>
  );
}
