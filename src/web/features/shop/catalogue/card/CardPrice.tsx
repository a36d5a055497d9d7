import { FormattedMessage } from 'react-intl';
import { useFormatters } from '../../../../i18n/format';
import type { PriceView } from '../price-view';

/** The card's price lines: your price, the list price struck through, and the AutoOrder price. */
export function CardPrice({ view }: { view: PriceView }) {
  const { money, percent } = useFormatters();
  return (
    <div className="card-price">
      <p className="card-price__main">
        <span className="card-price__now">
          <span className="visually-hidden">
            <FormattedMessage id="catalogue.price.yourPrice" />{' '}
          </span>
          {money(view.yourPrice)}
          {view.instantRebate && <span aria-hidden="true">*</span>}
        </span>
        {view.listPrice !== null && (
          <s className="card-price__was">
            <span className="visually-hidden">
              <FormattedMessage id="catalogue.price.listPrice" />{' '}
            </span>
            {money(view.listPrice)}
          </s>
        )}
      </p>
      {view.autoOrder && (
        <p className="card-price__auto-order">
          <FormattedMessage
            id="catalogue.price.autoOrderShort"
            values={{
              price: money(view.autoOrder.price),
              saving: view.autoOrder.savingPercent > 0 ? 'yes' : 'no',
              percent: percent(view.autoOrder.savingPercent),
              strong: (text) => <strong>{text}</strong>,
            }}
          />
        </p>
      )}
    </div>
  );
}
