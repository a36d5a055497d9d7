import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartResponse } from '../../../../../contracts/cart';
import { isApiError } from '../../../../api/errors';
import { useFormatters } from '../../../../i18n/format';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { Notice } from '../../../../ui/Notice';
import { ProductImage } from '../../../../ui/ProductImage';
import { Spinner } from '../../../../ui/Spinner';
import { cartErrorText } from '../api/cart-errors';
import { promoProductChoicesQuery } from '../api/get-promo-product-choices';
import { useSwitchBogoProduct } from '../api/switch-bogo-product';
import { imageUrl, placeholderUrl } from '../lib/cart-view';

export interface BogoChoiceModalProps {
  /** The free or discounted item to choose a product for; null keeps the modal closed. */
  itemId: number | null;
  onClose: () => void;
  /** The cart answer after a switch (for the page's notifications). */
  onSwitched: (response: CartResponse) => void;
}

/**
 * cc §2, §4: the modal to pick the promotional free or discounted product. Out-of-stock products
 * cannot be picked; choosing the product already in the cart only closes it.
 */
export function BogoChoiceModal({ itemId, onClose, onSwitched }: BogoChoiceModalProps) {
  return (
    <Modal
      isOpen={itemId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="md"
      className="bogo-modal"
      title={<FormattedMessage id="cart.bogo.title" />}
    >
      {itemId !== null && <BogoChoices key={itemId} itemId={itemId} onClose={onClose} onSwitched={onSwitched} />}
    </Modal>
  );
}

function BogoChoices({ itemId, onClose, onSwitched }: { itemId: number; onClose: () => void; onSwitched: (response: CartResponse) => void }) {
  const intl = useIntl();
  const { money } = useFormatters();
  const legendId = useId();
  const choices = useQuery(promoProductChoicesQuery(itemId));
  const [chosen, setChosen] = useState<number | null>(null);
  const switcher = useSwitchBogoProduct();

  if (choices.isPending) {
    return (
      <div className="bogo-modal__loading">
        <Spinner label={intl.formatMessage({ id: 'cart.loading' })} />
      </div>
    );
  }
  if (choices.isError) {
    return <Notice type="Error">{isApiError(choices.error) ? cartErrorText(choices.error) : intl.formatMessage({ id: 'cart.bogo.failed' })}</Notice>;
  }

  const { promo, bogoProducts, selectedProductId, cartItemId, parentCartItemId, imagesBaseUrl } = choices.data;
  const selected = chosen ?? selectedProductId;

  function confirm() {
    if (selected === null) return;
    // cc §4: the product already in the cart only closes the modal.
    if (selected === selectedProductId) {
      onClose();
      return;
    }
    switcher.mutate(
      { itemId: cartItemId ?? parentCartItemId, productId: selected },
      {
        onSuccess: (response) => {
          onSwitched(response);
          onClose();
        },
      },
    );
  }

  return (
    <div className="bogo-choices">
      <p className="bogo-choices__promo">
        {/* A hidden offer is never named (cat §4): the shopper reads 'Discount'. */}
        <strong>{promo.isHidden ? <FormattedMessage id="ui.reduction.discount" /> : promo.promoName}</strong>
        {promo.description && <span className="bogo-choices__description"> {promo.description}</span>}
      </p>
      <p className="bogo-choices__rule">
        <FormattedMessage id="cart.bogo.lesserValue" />
      </p>
      <fieldset className="bogo-choices__group">
        <legend id={legendId} className="bogo-choices__legend">
          <FormattedMessage id="cart.bogo.legend" />
        </legend>
        <ul className="bogo-choices__list">
          {bogoProducts.map((product) => {
            const inputId = `${legendId}-${product.productId}`;
            return (
              <li key={product.productId} className="bogo-option" data-selected={selected === product.productId || undefined} data-disabled={!product.isInStock || undefined}>
                <input
                  id={inputId}
                  type="radio"
                  name={`bogo-${itemId}`}
                  value={product.productId}
                  checked={selected === product.productId}
                  disabled={!product.isInStock || switcher.isPending}
                  onChange={() => setChosen(product.productId)}
                />
                <label htmlFor={inputId} className="bogo-option__label">
                  <ProductImage
                    className="bogo-option__image"
                    src={imageUrl(imagesBaseUrl, product.imagePathThumbnail)}
                    placeholderSrc={placeholderUrl(imagesBaseUrl, { isPrescriptionProduct: false, isApprovalRequired: false })}
                    alt=""
                    width={56}
                    height={56}
                  />
                  <span className="bogo-option__text">
                    <span className="bogo-option__name">{product.productName}</span>
                    <span className="bogo-option__price">
                      {product.discountPrice < product.unitPrice && (
                        <s>
                          <span className="visually-hidden">
                            <FormattedMessage id="cart.price.was" />{' '}
                          </span>
                          {money(product.unitPrice)}
                        </s>
                      )}{' '}
                      <strong>{product.discountPrice === 0 ? <FormattedMessage id="cart.item.free" /> : money(product.discountPrice)}</strong>
                    </span>
                    {selectedProductId === product.productId && (
                      <span className="cart-tag cart-tag--success">
                        <FormattedMessage id="cart.bogo.inCart" />
                      </span>
                    )}
                    {!product.isInStock && (
                      <span className="cart-tag cart-tag--danger">
                        <FormattedMessage id="cart.item.outOfStock" />
                      </span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="bogo-choices__actions">
        <Button variant="secondary" onClick={onClose} disabled={switcher.isPending}>
          <FormattedMessage id="cart.bogo.cancel" />
        </Button>
        <Button onClick={confirm} busy={switcher.isPending} disabled={selected === null}>
          <FormattedMessage id="cart.bogo.confirm" />
        </Button>
      </div>
    </div>
  );
}
