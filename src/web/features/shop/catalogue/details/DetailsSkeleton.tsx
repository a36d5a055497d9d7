import { useIntl } from 'react-intl';

/** The product page while its answer loads: the gallery and heading blocks at their real size. */
export function DetailsSkeleton() {
  const intl = useIntl();
  return (
    <div className="details-page" role="status" aria-label={intl.formatMessage({ id: 'catalogue.details.loading' })}>
      <span className="skeleton-line skeleton-line--short details-skeleton__crumbs" />
      <div className="details-layout" aria-hidden="true">
        <div className="details-layout__gallery">
          <div className="gallery__stage skeleton-block" />
        </div>
        <div className="details-layout__info">
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line skeleton-line--title" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--price" />
        </div>
      </div>
    </div>
  );
}
