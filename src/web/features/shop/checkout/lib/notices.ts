import { groupNotifications } from '../../../../ui/notice-groups';
import type { NotifyType } from '../../../../ui/notify';

/** A notification of any checkout answer (review: checkout.*; cart changes: cart.*, coupon.*). */
export interface AnyNotification {
  code: string;
  message: string;
  messageType: string;
  isError: boolean;
  values?: Record<string, string | number> | undefined;
}

/** The message id of a notification's code; the web says it in the shopper's language (STYLE §10). */
export function noticeMessageId(notification: Pick<AnyNotification, 'code'>): string {
  return `checkout.notice.${notification.code}`;
}

/**
 * cc §2: the page's banners by kind (success, warning, error, info). Coupon problems are said under
 * the coupon field instead; 'cart refreshed' only in debug mode (cc §8).
 */
export function groupNotices(notifications: readonly AnyNotification[], debugMode: boolean): { type: NotifyType; items: AnyNotification[] }[] {
  return groupNotifications(notifications, (notification) => debugMode || notification.code !== 'cart.refreshed');
}
