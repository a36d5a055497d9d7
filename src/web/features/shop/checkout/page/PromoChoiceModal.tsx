import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartResponse } from '../../../../../contracts/cart';
import { useFormatters } from '../../../../i18n/format';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { Notice } from '../../../../ui/Notice';
import { ProductImage } from '../../../../ui/ProductImage';
import { Spinner } from '../../../../ui/Spinner';
import { promoChoicesQuery, switchBogoProduct } from '../api/checkout';
import { checkoutErrorText, reportCheckoutError } from '../api/checkout-errors';

export interface PromoChoiceModalProps {
  /** The free or discounted item to choose a product for; null keeps the modal closed. */
  itemId: number | null;
  isao: boolean;
  onClose: () => void;
  onSwitched: (response: CartResponse) => void;
}

/** cc §2: the modal to choose a different promotional product; out-of-stock products cannot be chosen. */
export function PromoChoiceModal({ itemId, isao, onClose, onSwitched }: PromoChoiceModalProps) {
  return (
    <Modal isOpen={itemId !== null} onOpenChange={(open) => (open ? undefined : onClose())} size="md" title={<FormattedMessage id="checkout.promo.title" />}>
      {itemId !== null && <Choices key={itemId} itemId={itemId} isao={isao} onClose={onClose} onSwitched={onSwitched} />}
    </Modal>
  );
}

function Choices({ itemId, isao, onClose, onSwitched }: { itemId: number; isao: boolean; onClose: () => void; onSwitched: (response: CartResponse) => void }) {
  const intl = useIntl();
  const { money } = useFormatters();
  const name = useId();
  const choices = useQuery(promoChoicesQuery(itemId));
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  if (choices.isPending) return <Spinner label={intl.formatMessage({ id: 'checkout.loading' })} />;
  if (choices.isError) return <Notice type="Error">{checkoutErrorText(choices.error)}</Notice>;

  const { promo, bogoProducts, selectedProductId, cartItemId, parentCartItemId, imagesBaseUrl } = choices.data;
  const selected = chosen ?? selectedProductId;

  async function confirm() {
    // cc §4: choosing the product already in the cart only closes the modal.
    if (selected === null || selected === selectedProductId) {
      onClose();
      return;
    }
    setBusy(true);
    try {
      onSwitched(await switchBogoProduct(cartItemId ?? parentCartItemId, selected, isao));
      onClose();
    } catch (error) {
      reportCheckoutError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="promo-choices">
      <p>
        {/* A hidden offer is never named (cat §4): the shopper reads 'Discount'. */}
        <strong>{promo.isHidden ? <FormattedMessage id="ui.reduction.discount" /> : promo.promoName}</strong> {promo.description}
      </p>
      <p className="promo-choices__rule">
        <FormattedMessage id="checkout.promo.lesserValue" />
      </p>
      <fieldset className="choice-group">
        <legend>
          <FormattedMessage id="checkout.promo.legend" />
        </legend>
        <ul className="promo-choices__list">
          {bogoProducts.map((product) => (
            <li key={product.productId}>
              <label className="choice promo-choice" data-selected={selected === product.productId || undefined}>
                <input
                  type="radio"
                  name={name}
                  value={product.productId}
                  checked={selected === product.productId}
                  disabled={!product.isInStock || busy}
                  onChange={() => setChosen(product.productId)}
                />
                <ProductImage src={`${imagesBaseUrl}${product.imagePathThumbnail}`} placeholderSrc={`${imagesBaseUrl}placeholders/bag.svg`} alt="" width={48} height={48} />
                <span className="promo-choice__text">
                  <span>{product.productName}</span>
                  <span className="promo-choice__price">
                    {product.discountPrice === 0 ? <FormattedMessage id="checkout.free" /> : money(product.discountPrice)}
                    {!product.isInStock && (
                      <>
                        {' · '}
                        <FormattedMessage id="checkout.promo.outOfStock" />
                      </>
                    )}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="button-row">
        <Button onClick={() => void confirm()} busy={busy} disabled={selected === null}>
          <FormattedMessage id="checkout.promo.confirm" />
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          <FormattedMessage id="checkout.cancel" />
        </Button>
      </div>
    </div>
  );
}
