import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { forgotPasswordSchemaOf } from '../../../contracts/account-flows';
import { newPasswordFields, passwordsMatch, validationCodes, type MessageOf, type ValidationCode } from '../../../contracts/registration';

/** The shared rules (src/contracts) with codes as messages; the page translates a code when it shows it. */
const codeOnly: MessageOf = (code) => code;

export const newPasswordFormSchema = z.object(newPasswordFields(codeOnly)).refine(...passwordsMatch(codeOnly));
export type NewPasswordValues = z.input<typeof newPasswordFormSchema>;

export const forgotPasswordFormSchema = forgotPasswordSchemaOf(codeOnly).pick({ email: true });

const known = new Set<string>(validationCodes);

export function useFieldError() {
  const intl = useIntl();
  return useCallback(
    (error: { message?: string } | undefined): string | undefined => {
      if (!error) return undefined;
      const code = (known.has(error.message ?? '') ? error.message : 'required') as ValidationCode;
      return intl.formatMessage({ id: `accountFlows.validation.${code}` });
    },
    [intl],
  );
}
