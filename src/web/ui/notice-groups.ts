import { toNotifyType, type NotifyType } from './notify';

/** What the cart's and the checkout's notifications share (src/contracts cart.ts, checkout.ts). */
export interface NoticeLike {
  code: string;
  messageType: string;
  isError: boolean;
}

const NOTICE_ORDER: readonly NotifyType[] = ['Success', 'Warning', 'Error', 'info'];

const isCouponNotification = (notification: Pick<NoticeLike, 'code'>) => notification.code.startsWith('coupon.');

/** cc §8: a coupon failure (an error or a warning) is said under the coupon field, not as a banner. */
const isCouponProblem = (notification: NoticeLike) =>
  isCouponNotification(notification) && (notification.isError || notification.messageType === 'Warning');

/**
 * cc §2: a page's notifications grouped by success, warning, error and info, in that order. Coupon
 * problems are left out (said under the coupon field), and so is what `shown` refuses.
 */
export function groupNotifications<T extends NoticeLike>(
  notifications: readonly T[],
  shown: (notification: T) => boolean = () => true,
): { type: NotifyType; items: T[] }[] {
  const groups = new Map<NotifyType, T[]>();
  for (const notification of notifications) {
    if (isCouponProblem(notification) || !shown(notification)) continue;
    const type = notification.isError ? 'Error' : toNotifyType(notification.messageType);
    groups.set(type, [...(groups.get(type) ?? []), notification]);
  }
  return NOTICE_ORDER.filter((type) => groups.has(type)).map((type) => ({ type, items: groups.get(type) ?? [] }));
}

/** The coupon problems of an answer, for the coupon field (cc §8). */
export function couponProblems<T extends NoticeLike>(notifications: readonly T[]): T[] {
  return notifications.filter(isCouponProblem);
}

/**
 * A notification's values as the page says them: a limit's reset date (YYYY-MM-DD, issue 25) as the
 * pages write dates, and an amount sent as cents (amountCents: the clinic's order cost range) as
 * money in the page's language (fr-CA "12,50 $").
 */
export function noticeValues(
  values: Record<string, string | number> | undefined,
  format: { date: (value: string) => string; money: (cents: number) => string },
): Record<string, string | number> | undefined {
  if (!values) return values;
  const out = { ...values };
  if (values.resetDate) out.resetDate = format.date(String(values.resetDate));
  if (typeof values.amountCents === 'number') out.amount = format.money(values.amountCents);
  return out;
}
