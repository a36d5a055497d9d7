import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { changePasswordSchemaOf, PASSWORD_HISTORY_SIZE, type ChangePasswordRequest } from '../../../../contracts/account-settings';
import { validationCodes, type MessageOf } from '../../../../contracts/registration';
import { PASSWORD_MIN } from '../../../../domain/constants';
import { PASSWORD_RULES, unmetPasswordRules } from '../../../../domain/validation/password';
import { useFormatters } from '../../../i18n/format';
import { AccountLayout } from '../AccountLayout';
import { FormActions, TextField } from '../../../ui/address-card/fields';
import { Notice } from '../../../ui/Notice';
import { notify } from '../../../ui/notify';
import { settingsFailure } from '../account-settings.api';
import { changePassword } from './profile.api';
import '../account-settings.css';

const codeOnly: MessageOf = (code) => code;
const passwordFormSchema = changePasswordSchemaOf(codeOnly);
const known = new Set<string>(validationCodes);
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * /account/password (issue 14; rr §5): the current password, a new one that meets the rules and is
 * not the current or one of the previous five, and its confirmation; once a day. The other sessions
 * of the account are signed out; this one stays. On a refusal everything typed stays in the form.
 */
export function Component() {
  const intl = useIntl();
  const format = useFormatters();
  const form = useForm<ChangePasswordRequest>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const { errors, submitCount } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ id: string; values?: Record<string, string> } | null>(null);
  const fieldError = useCallback(
    (error: { message?: string } | undefined) =>
      error ? intl.formatMessage({ id: `profile.validation.${known.has(error.message ?? '') ? error.message : 'required'}` }) : undefined,
    [intl],
  );
  const unmet = new Set(unmetPasswordRules(password));

  async function onValid(values: ChangePasswordRequest) {
    setBusy(true);
    setFailure(null);
    try {
      await changePassword(values);
      form.reset(EMPTY);
      notify('Success', intl.formatMessage({ id: 'profile.password.changed' }));
    } catch (error) {
      setFailure(settingsFailure(error));
    } finally {
      setBusy(false);
    }
  }

  const next = failure?.values?.nextChangeAt;
  return (
    <AccountLayout section="password" title={<FormattedMessage id="profile.password.title" />}>
      <section className="settings-section card">
        <p>
          <FormattedMessage id="profile.password.intro" values={{ count: PASSWORD_HISTORY_SIZE }} />
        </p>
        {failure && (
          <Notice type="Error">
            <FormattedMessage id={failure.id} values={{ ...failure.values, nextChangeAt: next ? format.dateTime(next) : '' }} />
          </Notice>
        )}
        <form
          className="settings-form"
          noValidate
          onSubmit={(event) => {
            // A new attempt answers for itself: the last attempt's refusal goes, even when this one stops at the form's own checks.
            setFailure(null);
            void form.handleSubmit(onValid)(event);
          }}
        >
          <TextField
            label={intl.formatMessage({ id: 'profile.password.current' })}
            type="password"
            autoComplete="current-password"
            error={fieldError(errors.currentPassword)}
            {...form.register('currentPassword')}
          />
          <TextField
            label={intl.formatMessage({ id: 'profile.password.new' })}
            type="password"
            autoComplete="new-password"
            aria-describedby="password-rules"
            error={fieldError(errors.password)}
            {...form.register('password')}
          />
          <ul id="password-rules" className="settings-rules">
            {PASSWORD_RULES.map((rule) => (
              <li key={rule} data-met={(password !== '' && !unmet.has(rule)) || undefined}>
                <FormattedMessage id={`profile.password.rule.${rule}`} values={{ min: PASSWORD_MIN }} />
              </li>
            ))}
          </ul>
          <TextField
            label={intl.formatMessage({ id: 'profile.password.confirm' })}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.confirmPassword)}
            {...form.register('confirmPassword')}
          />
          <FormActions showError={submitCount > 0 && Object.keys(errors).length > 0} saveLabel="profile.password.submit" busy={busy} />
        </form>
      </section>
    </AccountLayout>
  );
}
