import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { OrderSummary } from '../../../contracts/account-orders';
import { accountOrderPath } from '../../../contracts/account-routes';
import { useFormatters } from '../../i18n/format';
import { ProductImage } from '../../ui/ProductImage';
import './order-summary.css';

const imageUrl = (base: string, path: string) => (/^(https?:)?\/\//i.test(path) || path.startsWith('/') ? path : `${base}${path}`);

/**
 * One past order in a list (the account's overview and its orders page, issue 14): number, date,
 * status in the shopper's words, total, the first items' pictures; the number links to the order.
 */
export function OrderSummaryItem({ order, imagesBaseUrl }: { order: OrderSummary; imagesBaseUrl: string }) {
  const { money, date } = useFormatters();
  return (
    <article className="order-summary" aria-labelledby={`order-${order.orderId}`}>
      <div className="order-summary__head">
        <h3 className="order-summary__number" id={`order-${order.orderId}`}>
          <Link to={accountOrderPath(order.orderId)}>
            <FormattedMessage id="order.summary.number" values={{ number: order.orderNumber }} />
          </Link>
        </h3>
        <span className={`order-status order-status--${order.shopperStatus}`}>
          <FormattedMessage id={`order.shopperStatus.${order.shopperStatus}`} />
        </span>
      </div>
      <p className="order-summary__meta">
        <span><FormattedMessage id="order.summary.placed" values={{ date: date(order.createdAt) }} /></span>
        <span><FormattedMessage id="order.summary.items" values={{ count: order.itemCount }} /></span>
        <strong><FormattedMessage id="order.summary.total" values={{ total: money(order.total) }} /></strong>
      </p>
      {order.pictures.length > 0 && (
        <ul className="order-summary__pictures">
          {order.pictures.map((p, i) => (
            <li key={`${p.productId}-${i}`}>
              <ProductImage
                src={imageUrl(imagesBaseUrl, p.image)}
                placeholderSrc={imageUrl(imagesBaseUrl, 'placeholders/bag.svg')}
                alt={p.name}
                width={56}
                height={56}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
