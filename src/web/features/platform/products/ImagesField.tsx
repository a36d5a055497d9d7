import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '../../../../contracts/platform-products';
import { useLanguage } from '../../../i18n/I18nProvider';
import { getPageSettings } from '../../../shell/page-settings';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { productImageUrl } from '../../../ui/product-image-url';
import { uploadImage } from './products.api';
import { failureMessage } from './save-failure';

interface ImagesFieldProps {
  /** The product's name, for the pictures' alternative text and the buttons' names. */
  name: string;
  images: readonly string[];
  onChange: (images: string[]) => void;
}

const move = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * A format's pictures in order (the card shows the first): each with buttons to move it up or down
 * and to remove it, and a file picker that uploads a PNG, JPEG or WebP at once. The server reads the
 * type from the file's bytes; its refusal (a text file renamed .png) is said here, in the page's language.
 */
export function ImagesField({ name, images, onChange }: ImagesFieldProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const base = getPageSettings().imagesBaseUrl;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
      setProblem(intl.formatMessage({ id: 'platformProducts.editor.image.tooLarge' }, { mb: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadImage(file, language);
      if (!images.includes(uploaded.path)) onChange([...images, uploaded.path]);
    } catch (error) {
      setProblem(failureMessage(error, intl));
    } finally {
      setBusy(false);
    }
  }

  const label = (n: number) => intl.formatMessage({ id: 'platformProducts.editor.image.alt' }, { name, n });
  return (
    <fieldset className="product-editor__images">
      <legend><FormattedMessage id="platformProducts.editor.images" /></legend>
      <p className="muted"><FormattedMessage id="platformProducts.editor.imagesHint" /></p>
      <ol>
        {images.map((path, i) => (
          <li key={path}>
            <img src={productImageUrl(base, path)} alt={label(i + 1)} width={72} height={72} />
            <div className="product-editor__image-actions">
              <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => onChange(move(images, i, i - 1))}
                aria-label={intl.formatMessage({ id: 'platformProducts.editor.image.up' }, { picture: label(i + 1) })}>↑</Button>
              <Button variant="ghost" size="sm" disabled={i === images.length - 1} onClick={() => onChange(move(images, i, i + 1))}
                aria-label={intl.formatMessage({ id: 'platformProducts.editor.image.down' }, { picture: label(i + 1) })}>↓</Button>
              <Button variant="ghost" size="sm" onClick={() => onChange(images.filter((p) => p !== path))}
                aria-label={intl.formatMessage({ id: 'platformProducts.editor.image.remove' }, { picture: label(i + 1) })}>
                <FormattedMessage id="platformProducts.editor.remove" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {images.length < PRODUCT_IMAGES_MAX && (
        <div className="field">
          <label htmlFor={inputId}><FormattedMessage id="platformProducts.editor.image.add" /></label>
          <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp" onChange={onFile} disabled={busy} aria-busy={busy || undefined} />
        </div>
      )}
      {problem && <Notice type="Error">{problem}</Notice>}
    </fieldset>
  );
}
