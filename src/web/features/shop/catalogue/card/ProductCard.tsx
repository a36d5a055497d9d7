import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ProductListItem } from '../../../../../contracts/catalogue';
import { trackSelectItem, type AnalyticsList } from '../../../../analytics/data-layer';
import { ProductImage } from '../../../../ui/ProductImage';
import { MapleLeafIcon, RecycleIcon } from '../icons';
import { priceView } from '../price-view';
import { analyticsItem, imageUrl, keepUnitsTogether, manufacturerLabel, placeholderUrl } from '../product-view';
import { CardPrice } from './CardPrice';
import { FavouriteStar } from './FavouriteStar';

// Debug mode only (cat §1): shoppers never download it.
const CardDebug = lazy(() => import('./CardDebug'));

export interface ProductCardProps {
  item: ProductListItem;
  /** Position in its list, from 0 (analytics). */
  index: number;
  list: AnalyticsList;
  debug: boolean;
  /** Above the fold: load the image at once (the page's largest paint). */
  eager?: boolean;
  /** Router state handed to the product page (the back link to search results). */
  linkState?: unknown;
  headingLevel?: 'h2' | 'h3';
}

/** Sizes the grid gives a card image: two columns on phones, up to four on desktops. */
const IMAGE_SIZES = '(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw';

/**
 * The product card (cat §2): image with placeholder, promotion, featured and out-of-stock badges,
 * favourite star, recycling logo, 'more choices', manufacturer and name, prices, made-in-Canada
 * icon, and the debug view. The name's link covers the whole card; the star sits above it.
 */
export function ProductCard({ item, index, list, debug, eager = false, linkState, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const intl = useIntl();
  const view = priceView(item.productPrice, { isBulkItem: item.isBulkItem });
  const analytics = analyticsItem(item, index, list);
  const to = `/products/view/${item.productId}`;
  return (
    <article className="product-card" data-out-of-stock={!item.isInStock || undefined}>
      <div className="product-card__media">
        <ProductImage
          className="product-card__image"
          src={imageUrl(item.image)}
          placeholderSrc={placeholderUrl(item)}
          alt=""
          width={240}
          height={240}
          sizes={IMAGE_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager && index === 0 ? 'high' : undefined}
          decoding="async"
        />
        <ul className="product-card__badges">
          {item.isOnPromotion && item.promotionBadgeLabel && <li className="tag tag--promo">{keepUnitsTogether(item.promotionBadgeLabel)}</li>}
          {item.isFeatured && (
            <li className="tag tag--featured">
              <FormattedMessage id="catalogue.card.featured" />
            </li>
          )}
          {!item.isInStock && (
            <li className="tag tag--stock">
              <FormattedMessage id="catalogue.card.outOfStock" />
            </li>
          )}
        </ul>
        <FavouriteStar
          className="product-card__star"
          productId={item.productId}
          name={item.name}
          isFavourite={item.isFavourite}
          analytics={analytics}
        />
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{manufacturerLabel(item.mfgName, item.mfgId)}</p>
        <Heading className="product-card__name">
          <Link to={to} state={linkState} className="product-card__link" onClick={() => trackSelectItem(list, analytics)}>
            {item.name}
          </Link>
        </Heading>
        <p className="product-card__format">
          {item.productFormat}
          {item.numProductsInFamily > 1 && (
            <span className="product-card__more">
              <FormattedMessage id="catalogue.card.moreChoices" />
            </span>
          )}
        </p>
        <CardPrice view={view} />
        {(item.isMadeInCanada || item.isTerraCycle) && (
          <p className="product-card__marks">
            {item.isMadeInCanada && <MapleLeafIcon title={intl.formatMessage({ id: 'catalogue.card.madeInCanada' })} />}
            {item.isTerraCycle && (
              <RecycleIcon className="product-card__recycle" title={intl.formatMessage({ id: 'catalogue.card.terraCycle' })} />
            )}
          </p>
        )}
        {debug && item.debug && (
          <Suspense fallback={null}>
            <CardDebug debug={item.debug} productId={item.productId} />
          </Suspense>
        )}
      </div>
    </article>
  );
}
