import { useEffect, useRef, useState, type ComponentProps } from 'react';

export interface ProductImageProps extends Omit<ComponentProps<'img'>, 'src' | 'ref'> {
  src: string;
  /**
   * Shown when `src` fails to load (cat §2 product card, cc §2 cart dropdown): the caller picks the
   * prescription pad, approval-required pad or shopping-bag picture for the product.
   */
  placeholderSrc: string;
  /** Required: describe the product, or '' for an image next to the product's name. */
  alt: string;
}

/** A product picture that falls back to a placeholder once when it cannot be loaded. */
export function ProductImage({ src, placeholderSrc, alt, onError, ...props }: ProductImageProps) {
  // The address that failed: a new src (another product, another format) gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const showPlaceholder = failed === src;
  const image = useRef<HTMLImageElement>(null);

  // A server-rendered picture can fail before the page's code is there to hear its error event:
  // once hydrated, a finished picture that cannot be decoded is a failed one.
  useEffect(() => {
    const element = image.current;
    if (!element?.complete || showPlaceholder || typeof element.decode !== 'function') return;
    element.decode().catch(() => {
      if (element.complete && element.naturalWidth === 0) setFailed(src);
    });
  }, [src, showPlaceholder]);

  return (
    <img
      {...props}
      ref={image}
      alt={alt}
      src={showPlaceholder ? placeholderSrc : src}
      data-placeholder={showPlaceholder || undefined}
      onError={(event) => {
        if (!showPlaceholder) setFailed(src);
        onError?.(event);
      }}
    />
  );
}
