import { z } from 'zod';
import { forgotPasswordSchemaOf } from '../../../../contracts/account-flows';
import { newPasswordFields, passwordsMatch, type MessageOf } from '../../../../contracts/registration';

/** The shared rules (src/contracts) with codes as messages; the page translates a code when it shows it. */
const codeOnly: MessageOf = (code) => code;

export const newPasswordFormSchema = z.object(newPasswordFields(codeOnly)).refine(...passwordsMatch(codeOnly));
export type NewPasswordValues = z.input<typeof newPasswordFormSchema>;

export const forgotPasswordFormSchema = forgotPasswordSchemaOf(codeOnly).pick({ email: true });
