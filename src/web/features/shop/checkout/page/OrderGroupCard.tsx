import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { LineReduction } from '../../../../../contracts/cart';
import type { OrderGroup, ShippingOptionId } from '../../../../../contracts/checkout';
import { INFO_PAGE_PATHS } from '../../../../../contracts/routes';
import { useFormatters } from '../../../../i18n/format';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { Button } from '../../../../ui/Button';
import { LineReductions } from '../../../../ui/LineReductions';
import { ProductImage } from '../../../../ui/ProductImage';
import { groupItemReductions } from '../lib/reductions';
import { PickupHours } from './PickupHours';

export interface OrderGroupCardProps {
  group: OrderGroup;
  /** Position among the groups, for the heading ('Order 1 of 2'). */
  index: number;
  count: number;
  imagesBaseUrl: string;
  selected: ShippingOptionId | undefined;
  onSelect: (optionId: ShippingOptionId) => void;
  /** 'please select a delivery option' is shown (cc §5). */
  showRequired: boolean;
  onChooseProduct: (cartItemId: number) => void;
  disabled: boolean;
  /** The cart's reductions of each line, by cart item id. */
  reductions: ReadonlyMap<number, readonly LineReduction[]>;
  debug: boolean;
}

/** cc §2: one card per order group, with its items and its delivery options as radios. */
export function OrderGroupCard({ group, index, count, imagesBaseUrl, selected, onSelect, showRequired, onChooseProduct, disabled, reductions, debug }: OrderGroupCardProps) {
  const { money } = useFormatters();
  const { language } = useLanguage();
  const id = useId();
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  return (
    <section className="order-group card" aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-card__title">
        <FormattedMessage id={group.isClinicPickupOnly ? 'checkout.group.titlePickup' : 'checkout.group.title'} values={{ index: index + 1, count }} />
      </h2>
      <ul className="order-group__items">
        {group.items.map((item) => (
          <li key={item.cartItemId} className="group-item">
            <ProductImage
              className="group-item__image"
              src={`${imagesBaseUrl}${item.productImagePathThumbnail}`}
              placeholderSrc={`${imagesBaseUrl}placeholders/bag.svg`}
              alt=""
              width={56}
              height={56}
              loading="lazy"
            />
            <div className="group-item__text">
              <span className="group-item__name">{item.productName}</span>
              <span className="group-item__meta">
                <FormattedMessage id="checkout.group.itemMeta" values={{ pet: item.petName, quantity: item.quantity, price: money(item.unitPrice) }} />
              </span>
              <LineReductions reductions={groupItemReductions(item, reductions.get(item.cartItemId))} debug={debug} />
              {item.promoParentCartItemID !== null && (
                <Button variant="ghost" size="sm" className="group-item__choose" onClick={() => onChooseProduct(item.cartItemId)} disabled={disabled}>
                  <FormattedMessage id="checkout.group.chooseProduct" />
                  <span className="visually-hidden"> {item.productName}</span>
                </Button>
              )}
            </div>
            <span className="group-item__total">{item.totalPrice === 0 ? <FormattedMessage id="checkout.free" /> : money(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      {group.isHomeDeliveryRestricted && (
        <p className="order-group__note" role="note">
          <FormattedMessage
            id={group.isRestrictedArea ? 'checkout.group.restrictedArea' : 'checkout.group.restricted'}
            values={{ link: (chunks) => <Link to={INFO_PAGE_PATHS.shippingPolicy[language]}>{chunks}</Link> }}
          />
        </p>
      )}
      <fieldset className="choice-group delivery-options" aria-describedby={showRequired ? errorId : undefined}>
        <legend>
          <FormattedMessage id="checkout.group.delivery" />
        </legend>
        <div className="choice-group__options choice-group__options--stacked">
          {group.shippingOptions.map((option) => (
            <label key={option.id} className="choice delivery-option" data-selected={selected === option.id || undefined}>
              <input
                type="radio"
                name={`delivery-${group.groupNumber}`}
                value={option.id}
                checked={selected === option.id}
                onChange={() => onSelect(option.id)}
                disabled={disabled}
              />
              <span className="delivery-option__text">
                <span className="delivery-option__name">
                  {option.name}
                </span>
                <span className="delivery-option__detail">{option.freightCategoryDescription}</span>
              </span>
              <span className="delivery-option__price">
                {option.isShippingFree || option.customerPrice === 0 ? (
                  <FormattedMessage id={option.isPickup ? 'checkout.free' : 'checkout.group.shippingFree'} />
                ) : (
                  money(option.customerPrice)
                )}
              </span>
            </label>
          ))}
        </div>
        {showRequired && (
          <p id={errorId} className="field__error">
            <FormattedMessage id="checkout.error.deliveryRequired" />
          </p>
        )}
      </fieldset>
      {(selected === 'pickup' || group.isClinicPickupOnly) && <PickupHours />}
    </section>
  );
}
