import { FormattedMessage } from 'react-intl';
import type { ClinicState } from '../../../../domain/clinic-state';

/** A clinic's state (rr §4): not approved, not activated, enrolled. */
export function ClinicStateBadge({ state }: { state: ClinicState }) {
  return <span className={`platform-state platform-state--${state}`}><FormattedMessage id={`platformClinics.state.${state}`} /></span>;
}
