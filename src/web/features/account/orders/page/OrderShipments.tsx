import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from '../../../../../contracts/account-orders';
import { shopperStatusOf } from '../../../../../domain/order-status';
import { useFormatters } from '../../../../i18n/format';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden';

/**
 * The parcels of an order the clinic split (issue 16 "Split shipping"): what each holds, where it
 * is, its tracking and what it was (or will be) charged. Nothing for an order never split.
 */
export function OrderShipments({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { money, date } = useFormatters();
  if (order.shipments.length === 0) return null;
  const count = order.shipments.length;
  return (
    <section className="order-section order-shipments" aria-labelledby="order-shipments-title">
      <h2 id="order-shipments-title" className="order-section__title">
        <FormattedMessage id="orders.shipments.title" values={{ count }} />
      </h2>
      <p className="muted"><FormattedMessage id="orders.shipments.intro" /></p>
      <ol className="order-shipments__list">
        {order.shipments.map((s) => {
          const word = shopperStatusOf(s.status);
          return (
            <li key={s.number} className="order-shipment">
              <h3 className="order-shipment__title">
                <FormattedMessage id="orders.shipments.number" values={{ number: s.number, count }} />
                {' '}
                <span className={`order-status order-status--${word}`}><FormattedMessage id={`order.shopperStatus.${word}`} /></span>
              </h3>
              <ul className="order-shipment__items">
                {s.items.map((item, index) => (
                  <li key={index}>
                    <FormattedMessage id="orders.shipments.item" values={{ quantity: item.quantity, name: item.name }} />
                    {item.petName && <span className="muted"> · {item.petName}</span>}
                  </li>
                ))}
              </ul>
              {s.carrier && s.trackingNumber && (
                <p>
                  {s.trackingUrl ? (
                    <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer">
                      <FormattedMessage id="orders.detail.trackLink" values={{ carrier: s.carrier, number: s.trackingNumber }} />
                      <VisuallyHidden> {intl.formatMessage({ id: 'orders.detail.newTab' })}</VisuallyHidden>
                    </a>
                  ) : (
                    <FormattedMessage id="orders.detail.trackNumber" values={{ carrier: s.carrier, number: s.trackingNumber }} />
                  )}
                  {s.shippedAt && <span className="muted"> · <FormattedMessage id="orders.shipments.shippedOn" values={{ date: date(s.shippedAt) }} /></span>}
                </p>
              )}
              <p>
                <FormattedMessage id={`orders.shipments.charge.${s.chargeStatus}`} values={{ amount: money(s.amountCents) }} />
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
