import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from '../../../../contracts/clinic';
import { carrierName } from '../../../../domain/carriers';
import { useFormatters } from '../../../i18n/format';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/**
 * The shipments of a split order (issue 16 "Split shipping"), each with its status, carrier and
 * tracking number, items and charge. Nothing for an order never split.
 */
export function ClinicShipments({ detail }: { detail: OrderDetail }) {
  const intl = useIntl();
  const f = useFormatters();
  if (detail.shipments.length === 0) return null;
  const count = detail.shipments.length;
  return (
    <section className="portal-section" aria-labelledby="clinic-order-shipments">
      <h2 id="clinic-order-shipments"><FormattedMessage id="clinic.orders.shipments.heading" /></h2>
      <ol className="clinic-shipments">
        {detail.shipments.map((s) => (
          <li key={s.number} className="card clinic-card">
            <h3><FormattedMessage id="clinic.orders.shipments.number" values={{ number: s.number, count }} /></h3>
            <dl className="portal-facts">
              <dt><FormattedMessage id="clinic.order.status" /></dt>
              <dd><strong><FormattedMessage id={`clinic.orderStatus.${s.status}`} /></strong></dd>
              <dt><FormattedMessage id="clinic.orders.tracking" /></dt>
              <dd>
                {s.carrier && s.trackingNumber
                  ? <>{s.trackingUrl ? <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer">{carrierName(s.carrier)} {s.trackingNumber}<VisuallyHidden> {intl.formatMessage({ id: 'clinic.orders.newTab' })}</VisuallyHidden></a> : `${carrierName(s.carrier)} ${s.trackingNumber}`}</>
                  : <FormattedMessage id="clinic.orders.shipments.notShipped" />}
              </dd>
              <dt><FormattedMessage id="clinic.orders.shipments.charge" /></dt>
              <dd><FormattedMessage id={`clinic.orders.shipments.charge.${s.chargeStatus}`} values={{ amount: f.money(s.amountCents) }} /></dd>
              <dt><FormattedMessage id="clinic.orders.items" /></dt>
              <dd>
                <ul className="clinic-shipments__items">
                  {s.items.map((item, index) => (
                    <li key={index}>{item.quantity} × {item.name}{item.petName ? ` · ${item.petName}` : ''}</li>
                  ))}
                </ul>
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
