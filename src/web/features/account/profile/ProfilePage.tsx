import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { changeEmailSchemaOf, updateProfileSchemaOf, type ChangeEmailRequest, type Profile, type UpdateProfileRequest } from '../../../../contracts/account-settings';
import { validationCodes, type MessageOf } from '../../../../contracts/registration';
import { LANGUAGES } from '../../../../domain/constants';
import { useFormatters } from '../../../i18n/format';
import { AccountLayout } from '../AccountLayout';
import { FormActions, SelectField, TextField } from '../../../ui/address-card/fields';
import { Notice } from '../../../ui/Notice';
import { notify } from '../../../ui/notify';
import { Spinner } from '../../../ui/Spinner';
import { reportSettingsError, settingsKeys } from '../account-settings.api';
import { fetchProfile, requestEmailChange, saveProfile } from './profile.api';
import '../account-settings.css';

/** The shared rules (src/contracts) with codes as messages; the page says each code in the shopper's language. */
const codeOnly: MessageOf = (code) => code;
const profileFormSchema = updateProfileSchemaOf(codeOnly);
const emailFormSchema = changeEmailSchemaOf(codeOnly);
const known = new Set<string>(validationCodes);

function useFieldError() {
  const intl = useIntl();
  return useCallback(
    (error: { message?: string } | undefined) =>
      error ? intl.formatMessage({ id: `profile.validation.${known.has(error.message ?? '') ? error.message : 'required'}` }) : undefined,
    [intl],
  );
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const intl = useIntl();
  const format = useFormatters();
  const id = useId();
  const fieldError = useFieldError();
  const form = useForm<UpdateProfileRequest>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone, language: profile.language, caslConsent: profile.caslConsent?.granted ?? false },
  });
  const { errors, submitCount } = form.formState;
  const [busy, setBusy] = useState(false);

  async function onValid(values: UpdateProfileRequest) {
    setBusy(true);
    try {
      onSaved(await saveProfile(values));
      notify('Success', intl.formatMessage({ id: 'profile.profile.saved' }));
    } catch (error) {
      reportSettingsError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="settings-form" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="profile.profile.details" />
      </h2>
      <TextField label={intl.formatMessage({ id: 'profile.profile.firstName' })} autoComplete="given-name" error={fieldError(errors.firstName)} {...form.register('firstName')} />
      <TextField label={intl.formatMessage({ id: 'profile.profile.lastName' })} autoComplete="family-name" error={fieldError(errors.lastName)} {...form.register('lastName')} />
      <TextField
        label={intl.formatMessage({ id: 'profile.profile.phone' })}
        hint={intl.formatMessage({ id: 'profile.profile.phoneHint' })}
        type="tel"
        autoComplete="tel-national"
        error={fieldError(errors.phone)}
        {...form.register('phone')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'profile.profile.language' })}
        hint={intl.formatMessage({ id: 'profile.profile.languageHint' })}
        {...form.register('language')}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {intl.formatMessage({ id: `profile.profile.language.${language}` })}
          </option>
        ))}
      </SelectField>
      <div className="field--checkbox">
        <input id={`${id}-casl`} type="checkbox" aria-describedby={`${id}-casl-hint`} {...form.register('caslConsent')} />
        <label htmlFor={`${id}-casl`}>
          <FormattedMessage id="profile.profile.casl" />
        </label>
      </div>
      <p id={`${id}-casl-hint`} className="field__hint">
        {profile.caslConsent ? (
          <FormattedMessage
            id={profile.caslConsent.granted ? 'profile.profile.caslGiven' : 'profile.profile.caslWithdrawn'}
            values={{ date: format.dateTime(profile.caslConsent.recordedAt) }}
          />
        ) : (
          <FormattedMessage id="profile.profile.caslNever" />
        )}
      </p>
      <FormActions showError={submitCount > 0 && Object.keys(errors).length > 0} saveLabel="account.save" busy={busy} />
    </form>
  );
}

function EmailForm({ profile, onSent }: { profile: Profile; onSent: (profile: Profile) => void }) {
  const intl = useIntl();
  const id = useId();
  const fieldError = useFieldError();
  const form = useForm<ChangeEmailRequest>({ resolver: zodResolver(emailFormSchema), defaultValues: { newEmail: '', currentPassword: '' } });
  const { errors, submitCount } = form.formState;
  const [busy, setBusy] = useState(false);

  async function onValid(values: ChangeEmailRequest) {
    setBusy(true);
    try {
      onSent(await requestEmailChange(values));
      form.reset({ newEmail: '', currentPassword: '' });
    } catch (error) {
      // What was typed stays; only the password is cleared when it was wrong.
      reportSettingsError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="settings-form" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="profile.email.title" />
      </h2>
      <p>
        <FormattedMessage id="profile.email.current" values={{ email: profile.email, strong: (chunks) => <strong>{chunks}</strong> }} />
      </p>
      {profile.pendingEmail && (
        <Notice type="info">
          <FormattedMessage id="profile.email.pending" values={{ email: profile.pendingEmail, strong: (chunks) => <strong>{chunks}</strong> }} />
        </Notice>
      )}
      <TextField label={intl.formatMessage({ id: 'profile.email.new' })} type="email" autoComplete="email" error={fieldError(errors.newEmail)} {...form.register('newEmail')} />
      <TextField
        label={intl.formatMessage({ id: 'profile.password.current' })}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.currentPassword)}
        {...form.register('currentPassword')}
      />
      <FormActions showError={submitCount > 0 && Object.keys(errors).length > 0} saveLabel="profile.email.send" busy={busy} />
    </form>
  );
}

/**
 * /account/profile (issue 14): name, phone (the registration's rules), the language emails are
 * written in, consent to commercial email (CASL, each decision stored with its time), and a change
 * of email confirmed by a link sent to the new address.
 */
export function Component() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: settingsKeys.profile, queryFn: ({ signal }) => fetchProfile(signal) });
  const update = (next: Profile) => queryClient.setQueryData(settingsKeys.profile, next);
  return (
    <AccountLayout section="profile" title={<FormattedMessage id="profile.profile.title" />}>
      {!profile.data && <Spinner label={intl.formatMessage({ id: 'account.loading' })} />}
      {profile.data && (
        <>
          <section className="settings-section card">
            <ProfileForm profile={profile.data} onSaved={update} />
          </section>
          <section className="settings-section card">
            <EmailForm
              profile={profile.data}
              onSent={(next) => {
                update(next);
                notify('Success', intl.formatMessage({ id: 'profile.email.sent' }, { email: next.pendingEmail ?? '' }));
              }}
            />
          </section>
        </>
      )}
    </AccountLayout>
  );
}
