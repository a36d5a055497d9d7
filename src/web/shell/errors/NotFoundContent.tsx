import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_ROUTES } from '../../../contracts/routes';
import { PageTitle } from '../../ui/PageTitle';
import { NotFoundIllustration } from './NotFoundIllustration';

/** The not-found page (NotFoundPage.tsx loads it): rr §2's 404 image, 'Page Not Found' and a link back to the catalogue. */
export function NotFoundContent() {
  const intl = useIntl();
  return (
    <section className="status-page">
      <NotFoundIllustration title={intl.formatMessage({ id: 'errors.notFound.imageAlt' })} className="status-page__image" />
      <PageTitle>
        <FormattedMessage id="errors.notFound.heading" />
      </PageTitle>
      <p className="status-page__text">
        <FormattedMessage id="errors.notFound.text" />
      </p>
      <Link to={PAGE_ROUTES.products} className="btn btn--primary">
        <FormattedMessage id="errors.backToProducts" />
      </Link>
    </section>
  );
}
