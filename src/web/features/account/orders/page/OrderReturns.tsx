import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '../../../../i18n/format';
import { orderReturnsQuery } from '../api/account-orders';

/**
 * The order's returns and refunds (issue 17): each return with its items and where the money went
 * (the card, or account credit). Nothing is shown for an order without returns.
 */
export function OrderReturns({ orderId }: { orderId: number }) {
  const { data } = useQuery(orderReturnsQuery(orderId));
  const { money, date } = useFormatters();
  if (!data || data.returns.length === 0) return null;
  return (
    <section className="order-section order-returns" aria-labelledby="order-returns-heading">
      <h2 id="order-returns-heading" className="order-section__title"><FormattedMessage id="orders.returns.heading" /></h2>
      <ul className="order-returns__list">
        {data.returns.map((r) => (
          <li key={r.id} className="order-returns__item">
            <p>
              <strong>
                {r.status === 'completed'
                  ? <FormattedMessage id="orders.returns.completed" values={{ date: date(r.completedAt ?? r.createdAt) }} />
                  : <FormattedMessage id="orders.returns.pending" values={{ date: date(r.createdAt) }} />}
              </strong>
            </p>
            {r.items.length > 0 && (
              <p>
                <FormattedMessage id="orders.returns.items" values={{ items: r.items.map((i) => `${i.quantity} × ${i.name}`).join(', ') }} />
                {r.shippingRefunded && <> <FormattedMessage id="orders.returns.shipping" /></>}
              </p>
            )}
            {r.items.length === 0 && r.shippingRefunded && <p><FormattedMessage id="orders.returns.shipping" /></p>}
            {r.toCardCents > 0 && <p><FormattedMessage id={r.status === 'completed' ? 'orders.returns.toCard' : 'orders.returns.toCardPending'} values={{ amount: money(r.toCardCents) }} /></p>}
            {r.toCreditCents > 0 && <p><FormattedMessage id={r.status === 'completed' ? 'orders.returns.toCredit' : 'orders.returns.toCreditPending'} values={{ amount: money(r.toCreditCents) }} /></p>}
            {r.status === 'completed' && r.toCardCents > 0 && <p className="muted"><FormattedMessage id="orders.returns.cardDelay" /></p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
