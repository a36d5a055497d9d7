import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ProductListItem } from '../../../../../contracts/catalogue';
import { CAROUSEL_SLIDES } from '../../../../../domain/constants';
import { priceBlock } from '../../../../../domain/price-display';
import { trackSelectItem, type AnalyticsList } from '../../../../analytics/data-layer';
import { useFormatters } from '../../../../i18n/format';
import { ProductImage } from '../../../../ui/ProductImage';
import { imageUrl, placeholderUrl } from '../lib/cart-view';

const LIST: AnalyticsList = { id: 'cart_you_may_also_like', name: 'You may also like' };

/**
 * Embla's duration is not milliseconds (its default 25 is about 400 ms): 45 comes closest to the
 * spec's speed of 750 (cc §9).
 */
const EMBLA_DURATION = 45;

/**
 * cc §2 'you may also like': 2 products a page, 3 from 768 px, 4 from 1024 px (cc §9). Previous and
 * next buttons, swipe on touch screens; choosing a product sends select_item.
 */
export function SuggestedCarousel({ products, imagesBaseUrl }: { products: readonly ProductListItem[]; imagesBaseUrl: string }) {
  const intl = useIntl();
  const { money } = useFormatters();
  const headingId = useId();
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', duration: EMBLA_DURATION, containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const frame = requestAnimationFrame(update);
    embla.on('select', update).on('reInit', update);
    return () => {
      cancelAnimationFrame(frame);
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  if (products.length === 0) return null;
  return (
    <section
      className="suggested"
      aria-labelledby={headingId}
      aria-roledescription={intl.formatMessage({ id: 'cart.suggested.carousel' })}
      style={{ ['--slides-base' as string]: CAROUSEL_SLIDES.base, ['--slides-md' as string]: CAROUSEL_SLIDES.md, ['--slides-lg' as string]: CAROUSEL_SLIDES.lg }}
    >
      <div className="suggested__header">
        <h2 id={headingId}>
          <FormattedMessage id="cart.suggested.title" />
        </h2>
        <div className="suggested__controls">
          <button type="button" className="suggested__nav" onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label={intl.formatMessage({ id: 'cart.suggested.previous' })}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="suggested__nav" onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label={intl.formatMessage({ id: 'cart.suggested.next' })}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className="suggested__viewport" ref={viewportRef}>
        <ul className="suggested__track">
          {products.map((product, index) => {
            const price = priceBlock(product.productPrice, { isBulkItem: product.isBulkItem });
            return (
            <li
              key={product.productId}
              className="suggested__slide"
              aria-roledescription={intl.formatMessage({ id: 'cart.suggested.slide' })}
              aria-label={intl.formatMessage({ id: 'cart.suggested.position' }, { index: index + 1, count: products.length })}
            >
              <article className="suggested-card">
                <ProductImage
                  className="suggested-card__image"
                  src={imageUrl(imagesBaseUrl, product.image)}
                  placeholderSrc={placeholderUrl(imagesBaseUrl, product)}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                />
                <p className="suggested-card__brand">{product.mfgName}</p>
                <h3 className="suggested-card__name">
                  <Link
                    to={`/products/view/${product.productId}`}
                    onClick={() =>
                      trackSelectItem(LIST, {
                        id: product.productId,
                        name: product.name,
                        brand: product.mfgName,
                        variant: product.productFormat,
                        priceCents: price.unitPrice,
                        index,
                      })
                    }
                  >
                    {product.name}
                  </Link>
                </h3>
                <p className="suggested-card__price">
                  {price.isDiscounted && price.regularPrice !== null && <s className="suggested-card__was">{money(price.regularPrice)}</s>}
                  {money(price.unitPrice)}
                </p>
              </article>
            </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
