import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { validationCodes, type ValidationCode } from '../../contracts/registration';

const known = new Set<string>(validationCodes);

/**
 * The translated text of a form field's error, or undefined when there is none. The forms build the
 * shared schemas (src/contracts/registration.ts) with the validation code as the message, so a
 * language switch re-renders every error in the new language without validating again. Each feature
 * keeps its messages in its own catalogue (`<namespace>.validation.<code>`), which a page downloads
 * only when it shows that feature; an unknown code reads as 'required'.
 */
export function useFieldError(namespace: 'registration' | 'access') {
  const intl = useIntl();
  return useCallback(
    (error: { message?: string } | undefined): string | undefined => {
      if (!error) return undefined;
      const code = (known.has(error.message ?? '') ? error.message : 'required') as ValidationCode;
      return intl.formatMessage({ id: `${namespace}.validation.${code}` });
    },
    [intl, namespace],
  );
}
