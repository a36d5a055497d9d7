import { FormattedMessage } from 'react-intl';
import type { CartNotification } from '../../../../../contracts/cart';
import { TIMING_MS } from '../../../../../domain/constants';
import { Notice } from '../../../../ui/Notice';
import { groupNotifications } from '../../../../ui/notice-groups';
import { useNotificationText } from '../lib/use-notification-text';

export interface PageNotices {
  /** When they arrived: a new answer shows its notices again, even with the same texts. */
  at: number;
  list: CartNotification[];
}

/**
 * cc §2: the cart's notifications grouped by success, warning, error and info, each group
 * dismissible; a success group hides itself after 5 s (cc §8, rr §9).
 */
export function CartNotices({ notices }: { notices: PageNotices }) {
  const text = useNotificationText();
  const groups = groupNotifications(notices.list);
  if (groups.length === 0) return null;
  return (
    <div className="cart-notices">
      {groups.map(({ type, items }) => (
        <Notice
          key={`${notices.at}-${type}`}
          type={type}
          dismissible
          autoDismissMs={type === 'Success' ? TIMING_MS.notificationLife : undefined}
          title={items.length > 1 ? <FormattedMessage id={`cart.notices.${type.toLowerCase()}`} /> : undefined}
        >
          {items.length === 1 ? (
            <p>{text(items[0]!)}</p>
          ) : (
            <ul className="cart-notices__list">
              {items.map((item, index) => (
                <li key={`${item.code}-${index}`}>{text(item)}</li>
              ))}
            </ul>
          )}
        </Notice>
      ))}
    </div>
  );
}
