import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { EMAIL_MAX } from '../../../../domain/constants';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { flowFailure, forgotPassword } from './account-flows.api';
import { forgotPasswordFormSchema } from './form-schemas';
import './account-flows.css';
import { useFieldError } from '../../../ui/use-field-error';

/**
 * /Account/ForgotPassword: asks for a reset link. The answer is the same whether or not an account
 * uses the address, so the page never tells who is registered
 * (docs/decisions/020-registration-and-account-links.md).
 */
export function Component() {
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const fieldError = useFieldError('access');
  const emailId = useId();
  const form = useForm({ resolver: zodResolver(forgotPasswordFormSchema), mode: 'onTouched', defaultValues: { email: params.get('email') ?? '' } });
  const request = useMutation({ mutationFn: (email: string) => forgotPassword({ email, language }), onError: () => undefined });
  const emailError = fieldError(form.formState.errors.email);
  const failure = request.error ? flowFailure(request.error) : null;

  return (
    <section className="card narrow-page account-flow" aria-labelledby="forgot-title">
      <PageTitle id="forgot-title">
        <FormattedMessage id="access.forgot.heading" />
      </PageTitle>
      {request.isSuccess ? (
        <>
          <Notice type="Success">
            <FormattedMessage id="access.forgot.sent" values={{ email: request.variables, strong: (c) => <strong>{c}</strong> }} />
          </Notice>
          <p className="muted">
            <FormattedMessage id="access.forgot.sentHelp" />
          </p>
          <Link to={PAGE_ROUTES.logon} className="btn btn--primary">
            <FormattedMessage id="access.backToSignIn" />
          </Link>
        </>
      ) : (
        <>
          <p>
            <FormattedMessage id="access.forgot.intro" />
          </p>
          {failure && (
            <Notice type="Error">
              <FormattedMessage id={failure.id} values={failure.values} />
            </Notice>
          )}
          <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(({ email }) => request.mutate(email))(event)}>
            <div className="field">
              <label htmlFor={emailId}>
                <FormattedMessage id="access.forgot.email" />
              </label>
              <input
                id={emailId}
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={EMAIL_MAX}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${emailId}-error` : undefined}
                {...form.register('email')}
              />
              {emailError && (
                <p id={`${emailId}-error`} className="field__error">
                  {emailError}
                </p>
              )}
            </div>
            <Button type="submit" busy={request.isPending} className="btn--block">
              <FormattedMessage id="access.forgot.submit" />
            </Button>
          </form>
          <p className="account-flow__aside">
            <Link to={PAGE_ROUTES.logon}>
              <FormattedMessage id="access.backToSignIn" />
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
