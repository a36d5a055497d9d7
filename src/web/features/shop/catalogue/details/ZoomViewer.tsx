import { useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { ProductImage } from '../../../../ui/ProductImage';
import { ChevronIcon } from '../icons';
import type { GalleryImage } from './Gallery';

interface ZoomViewerProps {
  images: GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  name: string;
  placeholder: string;
  onClose: () => void;
}

const ZOOM = 2.5;

/** The zoom viewer (cat §2): the large picture in a dialog; pressing it zooms, moving the pointer pans. */
export default function ZoomViewer({ images, index, onIndex, name, placeholder, onClose }: ZoomViewerProps) {
  const intl = useIntl();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const image = images[index] ?? images[0];
  if (!image) return null;
  const follow = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  };
  const step = (delta: number) => {
    setZoomed(false);
    onIndex((index + delta + images.length) % images.length);
  };

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="lg" title={name}>
      <div className="zoom-viewer">
        <button
          type="button"
          className="zoom-viewer__stage"
          aria-pressed={zoomed}
          aria-label={intl.formatMessage({ id: zoomed ? 'catalogue.gallery.zoomOut' : 'catalogue.gallery.zoomIn' })}
          onClick={(event) => {
            follow(event);
            setZoomed(!zoomed);
          }}
          onPointerMove={zoomed ? follow : undefined}
        >
          <ProductImage
            src={image.large}
            placeholderSrc={placeholder}
            alt={intl.formatMessage({ id: 'catalogue.gallery.imageAlt' }, { name, index: index + 1, total: images.length })}
            width={480}
            height={480}
            className="zoom-viewer__image"
            style={{ transform: zoomed ? `scale(${ZOOM})` : undefined, transformOrigin: origin }}
          />
        </button>
        {images.length > 1 && (
          <div className="zoom-viewer__nav">
            <Button variant="secondary" size="sm" onClick={() => step(-1)}>
              <ChevronIcon direction="left" />
              <FormattedMessage id="catalogue.gallery.previous" />
            </Button>
            <span>
              <FormattedMessage id="catalogue.gallery.position" values={{ index: index + 1, total: images.length }} />
            </span>
            <Button variant="secondary" size="sm" onClick={() => step(1)}>
              <FormattedMessage id="catalogue.gallery.next" />
              <ChevronIcon />
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
