import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PAGE_ROUTES } from '../../../contracts/routes';
import type { PrefetchArgs } from '../../lazy-route';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { detailsQuery } from './api/catalogue.api';
import { DetailsView } from './details/DetailsView';
import './catalogue.css';

const PRODUCT_ID = /^[1-9]\d{0,9}$/;

const isProductId = (prodid: string) => PRODUCT_ID.test(prodid) && Number(prodid) <= 2_147_483_647;

/** The product page, /products/view/{prodid} (cat §2; cc §2). A malformed id gets a clear message. */
export function Component() {
  const { prodid = '' } = useParams();
  if (!isProductId(prodid)) {
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

/** Server rendering: the details answer the page asks for first. */
export async function prefetch({ queryClient, params, language, debug }: PrefetchArgs): Promise<void> {
  const prodid = params.prodid ?? '';
  if (isProductId(prodid)) await queryClient.fetchQuery(detailsQuery(Number(prodid), { language, debug }));
}
