import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CartNotification } from '../../../../../contracts/cart';
import { useFormatters } from '../../../../i18n/format';
import { notificationMessageId } from './cart-view';

/**
 * A cart notification in the shopper's language, from its stable code (STYLE §10); the server's
 * English text only if a code ever arrives that the web has no sentence for.
 */
export function useNotificationText(): (notification: Pick<CartNotification, 'code' | 'message' | 'values'>) => string {
  const intl = useIntl();
  const { date } = useFormatters();
  return useCallback(
    (notification) => {
      const id = notificationMessageId(notification);
      // A limit's reset date comes as YYYY-MM-DD: written as the pages write dates (issue 25).
      const values = notification.values?.resetDate ? { ...notification.values, resetDate: date(String(notification.values.resetDate)) } : notification.values;
      return id in intl.messages ? intl.formatMessage({ id }, values) : notification.message;
    },
    [intl, date],
  );
}
