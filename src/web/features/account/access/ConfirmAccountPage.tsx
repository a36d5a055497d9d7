import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { afterSignIn } from '../../../shell/session';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { notify } from '../../../ui/notify';
import { PageTitle } from '../../../ui/PageTitle';
import { Spinner } from '../../../ui/Spinner';
import { confirmAccount, flowFailure } from './account-flows.api';
import { newPasswordFormSchema, type NewPasswordValues } from './form-schemas';
import { LinkInvalid } from './LinkInvalid';
import { PasswordFields } from './PasswordFields';
import { useLinkToken } from './use-link-token';
import './account-flows.css';

/**
 * /Account/ConfirmAccount?token=: the emailed link (rr §4 "unconfirmed until the email link is
 * used"). The shopper chooses a password; an account its clinic registers automatically is signed
 * in at once, any other waits for the clinic.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const link = useLinkToken('confirm');
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordFormSchema), mode: 'onTouched', defaultValues: { password: '', confirmPassword: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const confirmation = useMutation({
    mutationFn: (values: NewPasswordValues) => confirmAccount({ token: link.token, ...values }),
    onError: () => undefined,
    onSuccess: async (answer) => {
      const { shopper } = answer.returnValue;
      if (!shopper) return;
      await afterSignIn(queryClient, shopper);
      notify('Success', intl.formatMessage({ id: 'access.confirm.signedIn' }, { firstName: shopper.firstName }));
      navigate(PAGE_ROUTES.products, { replace: true });
    },
  });
  const failure = confirmation.error ? flowFailure(confirmation.error) : null;
  const pending = confirmation.data?.returnValue.status === 'pending';

  return (
    <section className="card narrow-page account-flow" aria-labelledby="confirm-title">
      <PageTitle id="confirm-title">
        <FormattedMessage id="access.confirm.heading" />
      </PageTitle>
      {link.loading && <Spinner label={intl.formatMessage({ id: 'access.checkingLink' })} />}
      {link.failed && (
        <Notice type="Error">
          <FormattedMessage id="access.error.network" />
        </Notice>
      )}
      {(link.invalid || failure?.id === 'access.error.linkInvalid') && !pending && <LinkInvalid kind="confirm" />}
      {pending && (
        <Notice type="Success" title={<FormattedMessage id="access.confirm.pendingTitle" />}>
          <p>
            <FormattedMessage id="access.confirm.pendingText" />
          </p>
        </Notice>
      )}
      {pending && (
        <Link to={PAGE_ROUTES.products} className="btn btn--secondary">
          <FormattedMessage id="access.browseProducts" />
        </Link>
      )}
      {link.owner && !pending && failure?.id !== 'access.error.linkInvalid' && (
        <>
          <p>
            <FormattedMessage id="access.confirm.intro" values={{ firstName: link.owner.firstName, email: link.owner.email, strong: (c) => <strong>{c}</strong> }} />
          </p>
          {failure && (
            <Notice type="Error">
              <FormattedMessage id={failure.id} values={failure.values} />
            </Notice>
          )}
          <form className="form" noValidate onSubmit={(event) => void form.handleSubmit((values) => confirmation.mutate(values))(event)}>
            <PasswordFields register={form.register} errors={form.formState.errors} password={password} email={link.owner.email} />
            <Button type="submit" busy={confirmation.isPending || confirmation.isSuccess} className="btn--block">
              <FormattedMessage id="access.confirm.submit" />
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
