import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_ROUTES } from '../../../../contracts/account-routes';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { settingsFailure } from '../account-settings.api';
import { confirmEmail } from './profile.api';
import '../account-settings.css';

/**
 * /Account/ConfirmEmail?token= (issue 14): the link sent to a new email address. The change takes
 * effect when the shopper presses the button (a mail scanner opening the link changes nothing).
 */
export function Component() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useMutation({ mutationFn: () => confirmEmail(token), onError: () => undefined });
  const failure = confirm.error ? settingsFailure(confirm.error) : null;
  return (
    <section className="card narrow-page settings-section" aria-labelledby="confirm-email-title">
      <PageTitle id="confirm-email-title">
        <FormattedMessage id="profile.confirmEmail.title" />
      </PageTitle>
      {confirm.data?.returnValue ? (
        <Notice type="Success">
          <FormattedMessage id="profile.confirmEmail.done" values={{ email: confirm.data.returnValue.email, strong: (chunks) => <strong>{chunks}</strong> }} />{' '}
          <Link to={ACCOUNT_ROUTES.profile}>
            <FormattedMessage id="profile.confirmEmail.toProfile" />
          </Link>
        </Notice>
      ) : (
        <>
          <p>
            <FormattedMessage id="profile.confirmEmail.intro" />
          </p>
          {failure && (
            <Notice type="Error">
              <FormattedMessage id={failure.id} />
            </Notice>
          )}
          <Button onClick={() => confirm.mutate()} busy={confirm.isPending} disabled={token === ''}>
            <FormattedMessage id="profile.confirmEmail.submit" />
          </Button>
        </>
      )}
    </section>
  );
}
