import type { CartNotification } from '../../../../../contracts/cart';
import { CouponCodeBox } from '../../../../ui/CouponCodeBox';
import { useNotificationText } from '../lib/use-notification-text';

export interface PromoCodeBoxProps {
  appliedCode: string | null;
  couponDiscount: number;
  /** The server's coupon failures of the last answer (unknown code, minimum not met...). */
  problems: readonly CartNotification[];
  /** A message for a refused request (400), already translated. */
  requestError: string | null;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  busy: boolean;
}

/** The cart's coupon field: the shared box, with the cart's notifications in the shopper's words. */
export function PromoCodeBox({ problems, requestError, ...box }: PromoCodeBoxProps) {
  const text = useNotificationText();
  const errors = [requestError ?? '', ...problems.map((problem) => text(problem))];
  return <CouponCodeBox {...box} errors={errors} />;
}
