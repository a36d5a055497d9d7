import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { PageTitle } from '../../../ui/PageTitle';

/** rr §2: a static page for an account closed at the vet's request. */
export function Component() {
  return (
    <section className="card narrow-page">
      <PageTitle>
        <FormattedMessage id="access.closed.heading" />
      </PageTitle>
      <p>
        <FormattedMessage id="access.closed.text" />
      </p>
      <div className="button-row">
        <Link to={PAGE_ROUTES.register} className="btn btn--primary">
          <FormattedMessage id="access.closed.createAccount" />
        </Link>
        <Link to={PAGE_ROUTES.logon} className="btn btn--secondary">
          <FormattedMessage id="access.closed.signIn" />
        </Link>
      </div>
    </section>
  );
}
