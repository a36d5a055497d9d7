import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInRequestSchema } from '../../../../contracts/auth';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { sameOriginPath } from '../../../../domain/return-path';
import { afterSignIn } from '../../../shell/session';
import { CONTACT_US_HREF } from '../../../shell/links';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { FORGOT_PASSWORD_PATH, requestSignIn, signInErrorMessageId } from './sign-in.api';

const messageLinks = {
  reset: (chunks: ReactNode[]) => <Link to={FORGOT_PASSWORD_PATH}>{chunks}</Link>,
  contact: (chunks: ReactNode[]) => <a href={CONTACT_US_HREF}>{chunks}</a>,
};

/** /Account/Logon: email, password, remember me (rr §8 sign-in messages for each failure). */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [failureId, setFailureId] = useState<string | null>(null);
  const ids = { email: useId(), password: useId(), remember: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    getValues,
  } = useForm({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailureId(null);
    try {
      const { shopper, home } = await requestSignIn(values);
      await afterSignIn(queryClient, shopper);
      const target = sameOriginPath(params.get('returnUrl'));
      const toSignIn = target?.toLowerCase().startsWith(PAGE_ROUTES.logon.toLowerCase());
      // Clinic staff land on the clinic portal (issue 16); shoppers on the shop.
      navigate(target && !toSignIn ? target : (home ?? PAGE_ROUTES.products), { replace: true });
    } catch (error) {
      // The form keeps every value typed; only the message changes.
      setFailureId(signInErrorMessageId(error));
    }
  });

  const emailError = errors.email && (getValues('email').trim() ? 'access.signIn.emailInvalid' : 'access.signIn.emailRequired');
  const passwordError = errors.password && 'access.signIn.passwordRequired';

  return (
    <div className="auth-layout">
      <section className="card auth-card" aria-labelledby="sign-in-title">
        <PageTitle id="sign-in-title">
          <FormattedMessage id="access.signIn.heading" />
        </PageTitle>
        <p className="muted">
          <FormattedMessage id="access.signIn.intro" />
        </p>
        {failureId && (
          <Notice type="Error" dismissible onDismiss={() => setFailureId(null)}>
            <FormattedMessage id={failureId} values={messageLinks} />
          </Notice>
        )}
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className="field">
            <label htmlFor={ids.email}>
              <FormattedMessage id="access.signIn.email" />
            </label>
            <input
              id={ids.email}
              type="email"
              autoComplete="username"
              inputMode="email"
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? `${ids.email}-error` : undefined}
              {...register('email')}
            />
            {emailError && (
              <p id={`${ids.email}-error`} className="field__error">
                <FormattedMessage id={emailError} />
              </p>
            )}
          </div>
          <div className="field">
            <div className="field__label-row">
              <label htmlFor={ids.password}>
                <FormattedMessage id="access.signIn.password" />
              </label>
              <Link to={FORGOT_PASSWORD_PATH} className="field__aside">
                <FormattedMessage id="access.signIn.forgotPassword" />
              </Link>
            </div>
            <input
              id={ids.password}
              type="password"
              autoComplete="current-password"
              aria-invalid={Boolean(passwordError)}
              aria-describedby={passwordError ? `${ids.password}-error` : undefined}
              {...register('password')}
            />
            {passwordError && (
              <p id={`${ids.password}-error`} className="field__error">
                <FormattedMessage id={passwordError} />
              </p>
            )}
          </div>
          <div className="field field--checkbox">
            <input id={ids.remember} type="checkbox" {...register('rememberMe')} />
            <label htmlFor={ids.remember}>
              <FormattedMessage id="access.signIn.rememberMe" />
            </label>
          </div>
          <Button type="submit" busy={isSubmitting} className="btn--block">
            {intl.formatMessage({ id: isSubmitting ? 'access.signIn.submitting' : 'access.signIn.submit' })}
          </Button>
        </form>
      </section>
      <aside className="card auth-aside" aria-labelledby="sign-in-new-title">
        <h2 id="sign-in-new-title">
          <FormattedMessage id="access.signIn.newHeading" />
        </h2>
        <p>
          <FormattedMessage id="access.signIn.newText" />
        </p>
        <Link to={PAGE_ROUTES.register} className="btn btn--secondary btn--block">
          <FormattedMessage id="access.signIn.createAccount" />
        </Link>
      </aside>
    </div>
  );
}
