import type { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors';

/** A refused call's words: ours for known codes, the server's (which names the field) for a 400, else a network failure. */
export function failureText(intl: ReturnType<typeof useIntl>, error: unknown): string {
  if (error instanceof ApiError) {
    const id = `clinicAdmin.error.${error.code}`;
    if (intl.messages[id]) return intl.formatMessage({ id });
    return intl.formatMessage({ id: 'clinicAdmin.error.refused' }, { message: error.message });
  }
  return intl.formatMessage({ id: 'clinicAdmin.error.network' });
}
