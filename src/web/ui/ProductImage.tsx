import { useState, type ComponentPropsWithRef } from 'react';

export interface ProductImageProps extends Omit<ComponentPropsWithRef<'img'>, 'src'> {
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
  return (
    <img
      {...props}
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
