import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CartNotification } from '../../../../../contracts/cart';
import { useFormatters } from '../../../../i18n/format';
import { noticeValues } from '../../../../ui/notice-groups';
import { notificationMessageId } from './cart-view';

/**
 * A cart notification in the shopper's language, from its stable code (STYLE §10); the server's
 * English text only if a code ever arrives that the web has no sentence for.
 */
export function useNotificationText(): (notification: Pick<CartNotification, 'code' | 'message' | 'values'>) => string {
  const intl = useIntl();
  const { date, money } = useFormatters();
  return useCallback(
    (notification) => {
      const id = notificationMessageId(notification);
      const values = noticeValues(notification.values, { date, money });
      return id in intl.messages ? intl.formatMessage({ id }, values) : notification.message;
    },
    [intl, date, money],
  );
}
