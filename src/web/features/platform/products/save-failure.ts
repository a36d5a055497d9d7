import type { IntlShape } from 'react-intl';
import { isApiError } from '../../../api/errors';

/**
 * What a refused save or upload says: the editor's refusals come worded in the page's language
 * (the request's `lang`); a field the form let through but the contract refused is named as the
 * server named it; anything else is the editor's generic failure.
 */
export function failureMessage(error: unknown, intl: IntlShape): string {
  if (isApiError(error) && error.status < 500 && error.message) return error.message;
  return intl.formatMessage({ id: 'platformProducts.editor.saveFailed' });
}
