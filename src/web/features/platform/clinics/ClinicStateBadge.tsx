import { FormattedMessage } from 'react-intl';
import type { ClinicState } from '../../../../domain/clinic-state';

const TONE: Record<ClinicState, 'success' | 'warning' | 'danger'> = { enrolled: 'success', not_activated: 'warning', not_approved: 'danger' };

/** A clinic's state (rr §4): not approved, not activated, enrolled. */
export function ClinicStateBadge({ state }: { state: ClinicState }) {
  return <span className={`portal-badge portal-badge--${TONE[state]}`}><FormattedMessage id={`platformClinics.state.${state}`} /></span>;
}
