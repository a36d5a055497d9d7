import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { canApplyCoupon, normalizeCouponCode, validateCouponCode } from '../../domain/validation/coupon';
import { Button } from './Button';
import { ReductionAmount } from './ReductionAmount';

export interface CouponCodeBoxProps {
  appliedCode: string | null;
  /** Cents taken off by the applied coupon. */
  couponDiscount: number;
  /** Why the last attempt failed (server messages, already translated); shown under the field. */
  errors: readonly string[];
  /** Resolves true when the coupon was applied, so the field can be emptied. */
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  busy: boolean;
}

/**
 * The coupon field of the cart and the checkout (cc §5): letters, digits, dashes and underscores,
 * 'Please enter a valid Coupon Code' otherwise; Apply is disabled while the field is empty or the
 * page is busy; failures show under the field (cc §8).
 */
export function CouponCodeBox({ appliedCode, couponDiscount, errors, onApply, onRemove, busy }: CouponCodeBoxProps) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = `${inputId}-error`;
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

  const lines = invalid ? [intl.formatMessage({ id: 'ui.coupon.invalid' })] : errors.filter(Boolean);
  return (
    <div className="coupon-box">
      {appliedCode && (
        <div className="coupon-box__applied">
          <p>
            <FormattedMessage
              id="ui.coupon.applied"
              values={{ code: appliedCode, amount: <ReductionAmount cents={couponDiscount} />, strong: (chunks) => <strong>{chunks}</strong> }}
            />
          </p>
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
            <FormattedMessage id="ui.coupon.remove" />
            <span className="visually-hidden"> {appliedCode}</span>
          </Button>
        </div>
      )}
      <form className="coupon-box__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId} className="coupon-box__label">
          <FormattedMessage id="ui.coupon.label" />
        </label>
        <div className="coupon-box__row">
          <input
            id={inputId}
            name="couponCode"
            className="coupon-box__input"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            aria-invalid={lines.length > 0 || undefined}
            aria-describedby={lines.length > 0 ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setInvalid(false);
            }}
          />
          <Button type="submit" variant="secondary" disabled={!canApplyCoupon(code, busy)}>
            <FormattedMessage id="ui.coupon.apply" />
          </Button>
        </div>
        {lines.length > 0 && (
          <p id={errorId} className="field__error" role="alert">
            {lines.join(' ')}
          </p>
        )}
      </form>
    </div>
  );
}
