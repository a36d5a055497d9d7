import { FormattedMessage } from 'react-intl';
import type { CartItem } from '../../../../../contracts/cart';
import { useFormatters } from '../../../../i18n/format';
import { Notice } from '../../../../ui/Notice';

/**
 * rr §8 "price changed notices": the lines whose product's price moved since the shopper added
 * them (a catalogue import), old → new; it stays until they change the line.
 */
export function PriceChangedNotice({ items }: { items: readonly CartItem[] }) {
  const { money } = useFormatters();
  const changed = items.filter((item) => item.priceChange !== null);
  if (changed.length === 0) return null;
  return (
    <Notice type="Warning" className="cart-price-changed" title={<FormattedMessage id="cart.priceChanged.title" values={{ count: changed.length }} />}>
      <ul className="cart-notices__list">
        {changed.map((item) => (
          <li key={item.id}>
            <FormattedMessage id="cart.priceChanged.line" values={{ name: item.productName, from: money(item.priceChange!.from), to: money(item.priceChange!.to) }} />
          </li>
        ))}
      </ul>
    </Notice>
  );
}
