import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { CarouselFrame, type CarouselProps } from './ProductCarousel';

/**
 * cc §9 'speed 750': Embla's duration is not in milliseconds (higher is slower, 25 by default);
 * 30 gives a page turn of roughly three quarters of a second.
 */
const DURATION = 30;

/** The carousel with Embla: a page of 2 / 3 / 4 cards (slide widths come from the stylesheet). */
export default function EmblaCarousel(props: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', duration: DURATION, containScroll: 'trimSnaps' });
  // Embla holds the position; a page turn or a resize re-renders to read it again.
  const [, setTurns] = useState(0);
  useEffect(() => {
    if (!api) return;
    const turn = () => setTurns((count) => count + 1);
    api.on('select', turn).on('reInit', turn);
    return () => {
      api.off('select', turn).off('reInit', turn);
    };
  }, [api]);
  return (
    <CarouselFrame
      {...props}
      viewportRef={viewportRef}
      canPrevious={api?.canScrollPrev() ?? false}
      canNext={api?.canScrollNext() ?? false}
      onPrevious={() => api?.scrollPrev()}
      onNext={() => api?.scrollNext()}
    />
  );
}
