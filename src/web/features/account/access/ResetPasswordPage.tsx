import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { notify } from '../../../ui/notify';
import { PageTitle } from '../../../ui/PageTitle';
import { Spinner } from '../../../ui/Spinner';
import { flowFailure, resetPassword } from './account-flows.api';
import { newPasswordFormSchema, type NewPasswordValues } from './form-schemas';
import { LinkInvalid } from './LinkInvalid';
import { PasswordFields } from './PasswordFields';
import { useLinkToken } from './use-link-token';
import './account-flows.css';

/** /Account/ResetPassword?token=: a new password with the emailed link (single use, expires; once a day). */
export function Component() {
  const intl = useIntl();
  const format = useFormatters();
  const navigate = useNavigate();
  const link = useLinkToken('reset');
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordFormSchema), mode: 'onTouched', defaultValues: { password: '', confirmPassword: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const reset = useMutation({
    mutationFn: (values: NewPasswordValues) => resetPassword({ token: link.token, ...values }),
    onError: () => undefined,
    onSuccess: () => {
      notify('Success', intl.formatMessage({ id: 'access.reset.done' }));
      navigate(PAGE_ROUTES.logon, { replace: true });
    },
  });
  const failure = reset.error ? flowFailure(reset.error) : null;
  const linkInvalid = link.invalid || failure?.id === 'access.error.linkInvalid';
  const next = failure?.values?.nextChangeAt;

  return (
    <section className="card narrow-page account-flow" aria-labelledby="reset-title">
      <PageTitle id="reset-title">
        <FormattedMessage id="access.reset.heading" />
      </PageTitle>
      {link.loading && <Spinner label={intl.formatMessage({ id: 'access.checkingLink' })} />}
      {link.failed && (
        <Notice type="Error">
          <FormattedMessage id="access.error.network" />
        </Notice>
      )}
      {linkInvalid && <LinkInvalid kind="reset" />}
      {link.owner && !linkInvalid && (
        <>
          <p>
            <FormattedMessage id="access.reset.intro" values={{ email: link.owner.email, strong: (c) => <strong>{c}</strong> }} />
          </p>
          {failure && (
            <Notice type="Error">
              <FormattedMessage id={failure.id} values={{ ...failure.values, nextChangeAt: next ? format.dateTime(next) : '' }} />
            </Notice>
          )}
          <form className="form" noValidate onSubmit={(event) => void form.handleSubmit((values) => reset.mutate(values))(event)}>
            <PasswordFields register={form.register} errors={form.formState.errors} password={password} email={link.owner.email} />
            <Button type="submit" busy={reset.isPending} className="btn--block">
              <FormattedMessage id="access.reset.submit" />
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
