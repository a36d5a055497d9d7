import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type RefCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ProductListItem } from '../../../../../contracts/catalogue';
import type { AnalyticsList } from '../../../../analytics/data-layer';
import { ProductCard } from '../card/ProductCard';
import { ChevronIcon } from '../icons';

const EmblaCarousel = lazy(() => import('./EmblaCarousel'));

export interface CarouselProps {
  title: string;
  products: ProductListItem[];
  list: AnalyticsList;
  debug: boolean;
}

interface FrameProps extends CarouselProps {
  viewportRef?: RefCallback<HTMLDivElement>;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious?: () => void;
  onNext?: () => void;
}

/**
 * The carousel's markup, shared by the plain version (a scrollable row, before the carousel code
 * arrives) and the Embla version, so swapping them moves nothing on the page.
 */
export function CarouselFrame({ title, products, list, debug, viewportRef, canPrevious, canNext, onPrevious, onNext }: FrameProps) {
  const intl = useIntl();
  const headingId = useId();
  const slides: ReactNode[] = products.map((item, index) => (
    <div
      key={item.productId}
      className="carousel__slide"
      role="group"
      aria-roledescription={intl.formatMessage({ id: 'catalogue.carousel.slide' })}
      aria-label={intl.formatMessage({ id: 'catalogue.carousel.position' }, { index: index + 1, total: products.length })}
    >
      <ProductCard item={item} index={index} list={list} debug={debug} />
    </div>
  ));
  return (
    <section className="carousel" aria-labelledby={headingId} aria-roledescription={intl.formatMessage({ id: 'catalogue.carousel.role' })}>
      <div className="carousel__head">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        <div className="carousel__buttons">
          <button
            type="button"
            className="carousel__button"
            disabled={!canPrevious}
            onClick={onPrevious}
            aria-label={intl.formatMessage({ id: 'catalogue.carousel.previous' })}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="carousel__button"
            disabled={!canNext}
            onClick={onNext}
            aria-label={intl.formatMessage({ id: 'catalogue.carousel.next' })}
          >
            <ChevronIcon />
          </button>
        </div>
      </div>
      <div className="carousel__viewport" ref={viewportRef} data-enhanced={viewportRef ? true : undefined}>
        <div className="carousel__track">{slides}</div>
      </div>
    </section>
  );
}

/**
 * 'You may also like' and alternatives (cat §2; cc §9: 2 per page, 3 from 768 px, 4 from 1024 px).
 * Embla is downloaded only when the carousel comes near the screen.
 */
export function ProductCarousel(props: CarouselProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // False on the first render everywhere, so the server's HTML and the hydrating browser agree.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No way to tell (an old browser): enhance at once, after this render.
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (props.products.length === 0) return null;
  const plain = <CarouselFrame {...props} canPrevious={false} canNext={false} />;
  return (
    <div ref={anchor}>
      {near ? (
        <Suspense fallback={plain}>
          <EmblaCarousel {...props} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
