import type { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors';

/** A refused call's words: ours for known codes, the server's (which names the field) for a 400, else a network failure. */
export function failureText(intl: ReturnType<typeof useIntl>, error: unknown): string {
  if (error instanceof ApiError) {
    const id = `clinic.failure.${error.code}`;
    if (intl.messages[id]) return intl.formatMessage({ id });
    return intl.formatMessage({ id: 'clinic.failure.refused' }, { message: error.message });
  }
  return intl.formatMessage({ id: 'clinic.failure.network' });
}

/** The message of a refused action: the spec's words for known codes, else the server's message. */
export function failureMessage(intl: ReturnType<typeof useIntl>, error: unknown): string {
  if (error instanceof ApiError) {
    const id = `clinic.error.${error.code}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : error.message;
  }
  return intl.formatMessage({ id: 'clinic.error.network' });
}
