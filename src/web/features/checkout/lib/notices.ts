import { toNotifyType, type NotifyType } from '../../../ui/notify';

/** A notification of any checkout answer (review: checkout.*; cart changes: cart.*, coupon.*). */
export interface AnyNotification {
  code: string;
  message: string;
  messageType: string;
  isError: boolean;
  values?: Record<string, string | number> | undefined;
}

export const NOTICE_TYPES: readonly NotifyType[] = ['Success', 'Warning', 'Error', 'info'];

export const isCouponNotification = (notification: Pick<AnyNotification, 'code'>) => notification.code.startsWith('coupon.');

/** The message id of a notification's code; the web says it in the shopper's language (STYLE §10). */
export function noticeMessageId(notification: Pick<AnyNotification, 'code'>): string {
  return `checkout.notice.${notification.code}`;
}

/**
 * cc §2: the page's banners by kind (success, warning, error, info). Coupon problems are said under
 * the coupon field instead; 'cart refreshed' only in debug mode (cc §8).
 */
export function groupNotices(notifications: readonly AnyNotification[], debugMode: boolean): { type: NotifyType; items: AnyNotification[] }[] {
  const groups = new Map<NotifyType, AnyNotification[]>();
  for (const notification of notifications) {
    if (isCouponNotification(notification) && (notification.isError || notification.messageType === 'Warning')) continue;
    if (notification.code === 'cart.refreshed' && !debugMode) continue;
    const type = notification.isError ? 'Error' : toNotifyType(notification.messageType);
    groups.set(type, [...(groups.get(type) ?? []), notification]);
  }
  return NOTICE_TYPES.filter((type) => groups.has(type)).map((type) => ({ type, items: groups.get(type) ?? [] }));
}

/** The coupon problems of an answer, for the coupon field (cc §8). */
export function couponProblems(notifications: readonly AnyNotification[]): AnyNotification[] {
  return notifications.filter((n) => isCouponNotification(n) && (n.isError || n.messageType === 'Warning'));
}
