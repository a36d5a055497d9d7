import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductListItem } from '../../../../../contracts/catalogue';
import { INITIAL_PAGE_SIZE } from '../../../../../domain/constants';
import type { AnalyticsList } from '../../../../analytics/data-layer';
import { useSkipTarget } from '../../../../shell/skip-target';
import { ProductCard } from '../card/ProductCard';

/** Cards above the fold on a desktop (two rows of four) load their image at once. */
const EAGER_CARDS = 8;

interface ProductGridProps {
  products: ProductListItem[];
  list: AnalyticsList;
  debug: boolean;
  busy: boolean;
  linkState?: unknown;
}

/** Where the header's 'Skip to results' link puts focus (the results); Tab then reaches the first one. */
export const RESULTS_ID = 'product-results';

/** The results as a list of cards (cat §2). While the next answer loads the old one stays, dimmed. */
export function ProductGrid({ products, list, debug, busy, linkState }: ProductGridProps) {
  const headingId = useId();
  useSkipTarget(RESULTS_ID, 'shell.skipToResults');
  return (
    <section id={RESULTS_ID} className="product-results" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="visually-hidden">
        <FormattedMessage id="catalogue.results.heading" />
      </h2>
      <ul className="product-grid" aria-busy={busy || undefined} data-busy={busy || undefined}>
        {products.map((item, index) => (
          <li key={item.productId}>
            <ProductCard item={item} index={index} list={list} debug={debug} eager={index < EAGER_CARDS} linkState={linkState} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * First load (busy with no products yet, cat §4): placeholder cards the size of real ones, so the
 * page does not jump when the answer arrives. The initial state's page size (18, cat §9) sets how
 * many.
 */
export function GridSkeleton() {
  const intl = useIntl();
  return (
    <div className="grid-skeleton" role="status" aria-label={intl.formatMessage({ id: 'catalogue.results.loading' })}>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: INITIAL_PAGE_SIZE }, (_, index) => (
          <li key={index}>
            <div className="product-card product-card--skeleton">
              <div className="product-card__media skeleton-block" />
              <div className="product-card__body">
                <span className="skeleton-line skeleton-line--short" />
                <span className="skeleton-line" />
                <span className="skeleton-line skeleton-line--price" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
