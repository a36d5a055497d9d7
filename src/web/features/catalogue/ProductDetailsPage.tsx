import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PAGE_ROUTES } from '../../../contracts/routes';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { DetailsView } from './details/DetailsView';
import './catalogue.css';

const PRODUCT_ID = /^[1-9]\d{0,9}$/;

/** The product page, /products/view/{prodid} (cat §2; cc §2). A malformed id gets a clear message. */
export function Component() {
  const { prodid = '' } = useParams();
  if (!PRODUCT_ID.test(prodid) || Number(prodid) > 2_147_483_647) {
    return (
      <section className="list-problem">
        <PageTitle>
          <FormattedMessage id="catalogue.details.badIdTitle" />
        </PageTitle>
        <Notice type="Warning">
          <p>
            <FormattedMessage id="catalogue.details.badId" values={{ id: prodid }} />
          </p>
        </Notice>
        <Link to={PAGE_ROUTES.products} className="btn btn--secondary">
          <FormattedMessage id="catalogue.problem.allProducts" />
        </Link>
      </section>
    );
  }
  return <DetailsView id={Number(prodid)} />;
}
