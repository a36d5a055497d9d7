import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { PASSWORD_RULES, unmetPasswordRules } from '../../../../domain/validation/password';
import type { NewPasswordValues } from './form-schemas';
import { useFieldError } from '../../../ui/use-field-error';

export interface PasswordFieldsProps {
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
  password: string;
  /** The account's email, for password managers (a read-only username field). */
  email: string;
}

/**
 * New password and its confirmation (rr §5): at least 8 characters with a digit, an uppercase, a
 * lowercase and a symbol; the list of rules ticks itself as the shopper types.
 */
export function PasswordFields({ register, errors, password, email }: PasswordFieldsProps) {
  const fieldError = useFieldError('access');
  const ids = { password: useId(), confirm: useId(), rules: useId() };
  const unmet = new Set(unmetPasswordRules(password));
  const passwordError = fieldError(errors.password);
  const confirmError = fieldError(errors.confirmPassword);
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="field">
        <label htmlFor={ids.password}>
          <FormattedMessage id="access.password.new" />
        </label>
        <input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={[ids.rules, passwordError ? `${ids.password}-error` : null].filter(Boolean).join(' ')}
          {...register('password')}
        />
        <ul id={ids.rules} className="password-rules">
          {PASSWORD_RULES.map((rule) => (
            <li key={rule} data-met={!unmet.has(rule)}>
              <span aria-hidden="true">{unmet.has(rule) ? '○' : '✓'}</span>{' '}
              <FormattedMessage id={`access.password.rule.${rule}`} />
              <span className="visually-hidden">
                {' '}
                <FormattedMessage id={unmet.has(rule) ? 'access.password.ruleUnmet' : 'access.password.ruleMet'} />
              </span>
            </li>
          ))}
        </ul>
        {passwordError && (
          <p id={`${ids.password}-error`} className="field__error">
            {passwordError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.confirm}>
          <FormattedMessage id="access.password.confirm" />
        </label>
        <input
          id={ids.confirm}
          type="password"
          autoComplete="new-password"
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={confirmError ? `${ids.confirm}-error` : undefined}
          {...register('confirmPassword')}
        />
        {confirmError && (
          <p id={`${ids.confirm}-error`} className="field__error">
            {confirmError}
          </p>
        )}
      </div>
    </>
  );
}
