import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { meResponseSchema } from '../../../../contracts/auth';
import { apiGet } from '../../../api/client';
import { PageTitle } from '../../../ui/PageTitle';
import { Spinner } from '../../../ui/Spinner';

/**
 * rr §2 placeholder page. It asks who is signed in through the call layer with its default error
 * handling, so it doubles as a live check of the token, 401, 404 and error-page behaviour.
 */
export function Component() {
  const me = useQuery({
    queryKey: ['account', 'testpage', 'me'],
    queryFn: ({ signal }) => apiGet('/api/account/me', { schema: meResponseSchema, signal }),
    staleTime: 0,
  });
  return (
    <section className="card narrow-page">
      <PageTitle>
        <FormattedMessage id="access.testPage.heading" />
      </PageTitle>
      <p>
        <FormattedMessage id="access.testPage.text" />
      </p>
      {me.isPending && <Spinner decorative />}
      {me.data && (
        <p role="status">
          {me.data.shopper ? (
            <FormattedMessage id="access.testPage.signedInAs" values={{ email: me.data.shopper.email }} />
          ) : (
            <FormattedMessage id="access.testPage.visitor" />
          )}
        </p>
      )}
    </section>
  );
}
