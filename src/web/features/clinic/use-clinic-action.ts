import { useIntl } from 'react-intl';
import { usePortalAction } from '../../ui/use-portal-action';
import { clinicKeys } from './clinic-keys';
import { failureMessage } from './failure-text';

/** A clinic portal action: a refusal in the spec's words (`failureMessage`), the portal's data read again after it, refused or not. */
export function useClinicAction<K extends string = 'action'>() {
  const intl = useIntl();
  return usePortalAction<K>({ failure: (error) => failureMessage(intl, error), invalidate: clinicKeys.all });
}
