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

/**
 * The page's notices without a limit said twice (issue 25): the cart's answer (cart.monthlyLimit,
 * cart.orderBelowMinimum) and the review's (checkout.monthlyLimit, checkout.orderBelowMinimum) say
 * the same limit with the same values.
 */
export function withoutRepeatedLimits<T extends Pick<AnyNotification, 'code' | 'values'>>(notifications: readonly T[]): T[] {
  const seen = new Set<string>();
  return notifications.filter((n) => {
    const kind = n.code.split('.').pop() ?? '';
    if (!kind.endsWith('Limit') && !kind.startsWith('orderBelow') && !kind.startsWith('orderAbove')) return true;
    const key = `${kind}:${JSON.stringify(n.values ?? {})}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
