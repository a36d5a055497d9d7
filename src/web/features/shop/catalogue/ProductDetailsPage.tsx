import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useFeatureSlot } from '../../../feature-slots';
import type { PrefetchArgs, PrefetchResult } from '../../../lazy-route';
import { useDocumentTitle } from '../../../shell/document-title';
import { detailsQuery } from './api/catalogue.api';
import { DetailsView } from './details/DetailsView';
import './catalogue.css';

const PRODUCT_ID = /^[1-9]\d{0,9}$/;

const isProductId = (prodid: string) => PRODUCT_ID.test(prodid) && Number(prodid) <= 2_147_483_647;

/** An address that names no product (/products/view/abc): the not-found page, as for an unknown number (rr §2). */
function NoSuchProduct() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'pages.notFound.title' }));
  const notFound = useFeatureSlot('notFound');
  return <>{notFound?.()}</>;
}

/** The product page, /products/view/{prodid} (cat §2; cc §2). */
export function Component() {
  const { prodid = '' } = useParams();
  if (!isProductId(prodid)) return <NoSuchProduct />;
  return <DetailsView id={Number(prodid)} />;
}

/** Server rendering: the details answer the page asks for first; a malformed id answers 404. */
export async function prefetch({ queryClient, params, language, debug }: PrefetchArgs): Promise<PrefetchResult> {
  const prodid = params.prodid ?? '';
  if (!isProductId(prodid)) return { notFound: true };
  await queryClient.fetchQuery(detailsQuery(Number(prodid), { language, debug }));
  return { notFound: false };
}
