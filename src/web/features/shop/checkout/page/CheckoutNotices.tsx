import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFormatters } from '../../../../i18n/format';
import { noticeValues } from '../../../../ui/notice-groups';
import { Notice } from '../../../../ui/Notice';
import { groupNotices, noticeMessageId, type AnyNotification } from '../lib/notices';

/** A notification in the shopper's language, from its code; the server's text for an unknown code. */
export function useNoticeText(): (notification: AnyNotification) => string {
  const intl = useIntl();
  const { date, money } = useFormatters();
  return useCallback(
    (notification) => {
      const id = noticeMessageId(notification);
      const values = noticeValues(notification.values, { date, money });
      return id in intl.messages ? intl.formatMessage({ id }, values) : notification.message;
    },
    [intl, date, money],
  );
}

/** cc §2: four dismissible banner kinds (success, warning, error, info). */
export function CheckoutNotices({ notifications, debugMode }: { notifications: readonly AnyNotification[]; debugMode: boolean }) {
  const text = useNoticeText();
  const groups = groupNotices(notifications, debugMode);
  if (groups.length === 0) return null;
  return (
    <div className="checkout-notices">
      {groups.map(({ type, items }) => (
        // A new set of messages shows again even if the previous one was dismissed.
        <Notice key={`${type}-${items.map((item) => item.code).join('|')}`} type={type} dismissible>
          {items.length === 1 ? (
            <p>{text(items[0]!)}</p>
          ) : (
            <ul className="checkout-notices__list">
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
