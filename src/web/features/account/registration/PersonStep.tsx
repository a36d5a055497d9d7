import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'react-router';
import { EMAIL_MAX, NAME_MAX } from '../../../../domain/constants';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import type { PersonFields, PersonFormValues } from './form-messages';
import { ProvinceSelect } from './ProvinceSelect';
import { FORGOT_PASSWORD_PATH } from './registration.api';
import { TextField } from './TextField';
import type { EmailState } from './use-email-check';
import { useFieldError } from '../../../ui/use-field-error';

/** The options a shopper picks from; the remembered webstore is offered as a card instead (rr §2). */
const PICKABLE_OPTIONS = ['searchByPostalCode', 'searchByClinicName', 'manualEntry'] as const;

export interface PersonStepProps {
  form: UseFormReturn<PersonFormValues, unknown, PersonFields>;
  emailState: EmailState;
  onEmailBlur: (email: string) => void;
  /** Names, email (valid and free) and province are there: the clinic choice opens (rr §5). */
  ready: boolean;
  /** Replaces the search options when a webstore is remembered. */
  rememberedClinic?: ReactNode;
  footer: ReactNode;
}

/** Step 1 (rr §2): first name, last name, email, phone, province, then how to find the clinic. */
export function PersonStep({ form, emailState, onEmailBlur, ready, rememberedClinic, footer }: PersonStepProps) {
  const intl = useIntl();
  const fieldError = useFieldError('registration');
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = form;
  const emailInUse = emailState === 'in_use';
  const emailError = fieldError(errors.email) ?? (emailInUse ? intl.formatMessage({ id: 'registration.person.emailNotAvailable' }) : undefined);

  return (
    <>
      <div className="form-grid">
        <TextField label={<FormattedMessage id="registration.person.firstName" />} autoComplete="given-name" maxLength={NAME_MAX} error={fieldError(errors.firstName)} {...register('firstName')} />
        <TextField label={<FormattedMessage id="registration.person.lastName" />} autoComplete="family-name" maxLength={NAME_MAX} error={fieldError(errors.lastName)} {...register('lastName')} />
        <div className="field-with-status">
          <TextField
            label={<FormattedMessage id="registration.person.email" />}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            error={emailError}
            {...register('email', { onBlur: () => onEmailBlur(getValues('email')) })}
          />
          {emailState === 'checking' && (
            <p className="field__status" role="status">
              <Spinner size="sm" decorative /> <FormattedMessage id="registration.person.emailChecking" />
            </p>
          )}
        </div>
        <TextField
          label={<FormattedMessage id="registration.person.phone" />}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={<FormattedMessage id="registration.person.phoneHint" />}
          error={fieldError(errors.phone)}
          {...register('phone')}
        />
        <ProvinceSelect error={fieldError(errors.provinceId)} {...register('provinceId')} />
      </div>

      {emailInUse && (
        <Notice type="Warning">
          <FormattedMessage
            id="registration.person.emailInUse"
            values={{ reset: (chunks: ReactNode[]) => <Link to={`${FORGOT_PASSWORD_PATH}?email=${encodeURIComponent(getValues('email').trim())}`}>{chunks}</Link> }}
          />
        </Notice>
      )}
      {emailState === 'failed' && (
        <Notice type="Error">
          <FormattedMessage id="registration.person.emailCheckFailed" />
        </Notice>
      )}
      {emailState === 'rate_limited' && (
        <Notice type="Error">
          <FormattedMessage id="registration.error.tooManyAttempts" />
        </Notice>
      )}

      {rememberedClinic ?? (
        <Controller
          control={control}
          name="clinicSearchOption"
          render={({ field }) => (
            <RadioGroup
              className="option-group"
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              isDisabled={!ready}
              orientation="vertical"
            >
              <Label className="option-group__label">
                <FormattedMessage id="registration.option.legend" />
              </Label>
              {!ready && (
                <p className="option-group__hint">
                  <FormattedMessage id="registration.option.disabledHint" />
                </p>
              )}
              <div className="option-group__options">
                {PICKABLE_OPTIONS.map((option) => (
                  <Radio key={option} value={option} className="option">
                    <span className="option__title">
                      <FormattedMessage id={`registration.option.${option}`} />
                    </span>
                    <span className="option__text">
                      <FormattedMessage id={`registration.option.${option}.text`} />
                    </span>
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          )}
        />
      )}
      {footer}
    </>
  );
}
