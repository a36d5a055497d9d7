import { FormattedMessage } from 'react-intl';
import type { DetailProduct } from '../../../../../contracts/catalogue-details';
import { useFormatters } from '../../../../i18n/format';
import { priceView } from '../price-view';

/**
 * The details page's price block (cat §2, §9; cc §2): the list price struck through when higher,
 * 'your price' (bulk items include the rxFee), the AutoOrder price with its saving percent when
 * lower, the best special-offer price, and an asterisk for instant rebates.
 */
export function PriceBlock({ product, debug }: { product: DetailProduct; debug: boolean }) {
  const { money, percent } = useFormatters();
  const view = priceView(product.productPrice, { isBulkItem: product.isBulkItem, offers: product.specialOffers, debug });
  const fee = product.isBulkItem ? product.productPrice.rxFee : 0;
  return (
    <div className="price-block">
      {view.listPrice !== null && (
        <p className="price-block__row price-block__row--list">
          <FormattedMessage id="catalogue.price.listPrice" /> <s>{money(view.listPrice)}</s>
        </p>
      )}
      <p className="price-block__row price-block__row--yours">
        <span className="price-block__label">
          <FormattedMessage id="catalogue.price.yourPrice" />
        </span>{' '}
        <strong className="price-block__amount">
          {money(view.yourPrice)}
          {view.instantRebate && <span aria-hidden="true">*</span>}
        </strong>
      </p>
      {view.autoOrder && (
        <p className="price-block__row price-block__row--auto-order">
          <FormattedMessage
            id="catalogue.price.autoOrder"
            values={{ price: money(view.autoOrder.price), strong: (text) => <strong>{text}</strong> }}
          />
          {view.autoOrder.savingPercent > 0 && (
            <span className="tag tag--save">
              <FormattedMessage id="catalogue.price.save" values={{ percent: percent(view.autoOrder.savingPercent) }} />
            </span>
          )}
        </p>
      )}
      {view.offerPrice && (
        <p className="price-block__row price-block__row--offer">
          <FormattedMessage
            id="catalogue.price.offer"
            values={{ price: money(view.offerPrice.price), name: view.offerPrice.offerName, strong: (text) => <strong>{text}</strong> }}
          />
        </p>
      )}
      {fee > 0 && (
        <p className="price-block__note">
          <FormattedMessage id="catalogue.price.rxFeeIncluded" values={{ fee: money(fee) }} />
        </p>
      )}
      {view.instantRebate && (
        <p className="price-block__note">
          <FormattedMessage id="catalogue.price.instantRebateNote" />
        </p>
      )}
    </div>
  );
}
