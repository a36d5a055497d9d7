import { useIntl } from 'react-intl';
import { autoOrderErrorCodes } from '../../../../contracts/autoorders';
import { isApiError } from '../../../api/errors';

/** The codes the AutoOrder routes answer with that have their own text; any other failure gets the general one. */
const TRANSLATED = new Set<string>([...autoOrderErrorCodes, 'not_found', 'validation']);

/** A failed AutoOrder call as a sentence in the shopper's language (the server's code, never its English message). */
export function useAutoOrderErrorText() {
  const intl = useIntl();
  return (error: unknown): string =>
    intl.formatMessage({ id: isApiError(error) && TRANSLATED.has(error.code) ? `autoorders.error.${error.code}` : 'autoorders.error.generic' });
}
