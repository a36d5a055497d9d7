import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cx } from '../../../../ui/cx';
import { ProductImage } from '../../../../ui/ProductImage';
import { ZoomIcon } from '../icons';

const ZoomViewer = lazy(() => import('./ZoomViewer'));

export interface GalleryImage {
  small: string;
  large: string;
}

interface GalleryProps {
  images: GalleryImage[];
  name: string;
  placeholder: string;
}

/**
 * The product gallery (cat §2): the main picture, thumbnails, a zoom viewer (downloaded on first
 * use) and a jump to the second image.
 */
export function Gallery({ images, name, placeholder }: GalleryProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const current = images[index] ?? images[0];
  if (!current) return null;
  const alt = intl.formatMessage({ id: 'catalogue.gallery.imageAlt' }, { name, index: index + 1, total: images.length });

  return (
    <div className="gallery">
      <div className="gallery__stage">
        <button
          type="button"
          className="gallery__zoom"
          onClick={() => setZoomOpen(true)}
          aria-label={intl.formatMessage({ id: 'catalogue.gallery.zoom' }, { name })}
        >
          <ProductImage
            src={current.large}
            placeholderSrc={placeholder}
            alt={alt}
            width={480}
            height={480}
            fetchPriority={index === 0 ? 'high' : undefined}
            className="gallery__image"
          />
          <span className="gallery__zoom-badge" aria-hidden="true">
            <ZoomIcon width="18" height="18" />
          </span>
        </button>
        {images.length > 1 && index === 0 && (
          <button type="button" className="gallery__jump" onClick={() => setIndex(1)}>
            <FormattedMessage id="catalogue.gallery.secondImage" />
          </button>
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={intl.formatMessage({ id: 'catalogue.gallery.thumbnails' })}>
          {images.map((image, position) => (
            <li key={image.large}>
              <button
                type="button"
                className={cx('gallery__thumb')}
                aria-current={position === index ? 'true' : undefined}
                aria-label={intl.formatMessage({ id: 'catalogue.gallery.show' }, { index: position + 1, total: images.length })}
                onClick={() => setIndex(position)}
              >
                <ProductImage src={image.small} placeholderSrc={placeholder} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen && (
        <Suspense fallback={null}>
          <ZoomViewer images={images} index={index} onIndex={setIndex} name={name} placeholder={placeholder} onClose={() => setZoomOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
