import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartNotification } from '../../../../contracts/cart';
import { canApplyCoupon, normalizeCouponCode, validateCouponCode } from '../../../../domain/validation/coupon';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
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

/**
 * cc §5 coupon field: letters, digits, dashes and underscores; 'Please enter a valid Coupon Code'
 * otherwise; Apply is disabled while the field is empty or the page is busy. Failures show under
 * the field (cc §8), the web's text for the server's code after ours.
 */
export function PromoCodeBox({ appliedCode, couponDiscount, problems, requestError, onApply, onRemove, busy }: PromoCodeBoxProps) {
  const intl = useIntl();
  const { money } = useFormatters();
  const text = useNotificationText();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (validateCouponCode(code) !== null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (await onApply(normalizeCouponCode(code))) setCode('');
  }

  const serverMessages = problems.map((problem) => text(problem));
  const lines = invalid ? [] : [requestError, ...serverMessages].filter((line): line is string => Boolean(line));
  const error = invalid || lines.length > 0;
  const errorId = `${inputId}-error`;

  return (
    <div className="promo-box">
      {appliedCode && (
        <div className="promo-box__applied">
          <p>
            <FormattedMessage
              id="cart.coupon.applied"
              values={{ code: appliedCode, amount: money(couponDiscount), strong: (chunks) => <strong>{chunks}</strong> }}
            />
          </p>
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
            <FormattedMessage id="cart.coupon.remove" />
            <span className="visually-hidden"> {appliedCode}</span>
          </Button>
        </div>
      )}
      <form className="promo-box__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="promo-box__label">
          <FormattedMessage id="cart.coupon.label" />
        </label>
        <div className="promo-box__row">
          <input
            id={inputId}
            name="couponCode"
            className="cart-input"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            aria-invalid={error || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setInvalid(false);
            }}
          />
          <Button type="submit" variant="secondary" disabled={!canApplyCoupon(code, busy)}>
            <FormattedMessage id="cart.coupon.apply" />
          </Button>
        </div>
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {invalid ? intl.formatMessage({ id: 'cart.coupon.invalid' }) : lines.join(' ')}
          </p>
        )}
      </form>
    </div>
  );
}
