import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { canApplyCoupon, normalizeCouponCode, validateCouponCode } from '../../../../domain/validation/coupon';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';

export interface CouponBoxProps {
  appliedCode: string | null;
  couponDiscount: number;
  /** The server's coupon problems of the last answer, already translated. */
  problems: readonly string[];
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  busy: boolean;
}

/** cc §2, §5: coupon entry; letters, digits, '-' and '_' only; Apply disabled while empty or busy. */
export function CouponBox({ appliedCode, couponDiscount, problems, onApply, onRemove, busy }: CouponBoxProps) {
  const intl = useIntl();
  const { money } = useFormatters();
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

  const lines = invalid ? [intl.formatMessage({ id: 'checkout.coupon.invalid' })] : problems;
  const errorId = `${inputId}-error`;
  return (
    <div className="coupon-box">
      {appliedCode && (
        <div className="coupon-box__applied">
          <p>
            <FormattedMessage id="checkout.coupon.applied" values={{ code: appliedCode, amount: money(couponDiscount), strong: (chunks) => <strong>{chunks}</strong> }} />
          </p>
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
            <FormattedMessage id="checkout.coupon.remove" />
            <span className="visually-hidden"> {appliedCode}</span>
          </Button>
        </div>
      )}
      <form className="coupon-box__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId} className="coupon-box__label">
          <FormattedMessage id="checkout.coupon.label" />
        </label>
        <div className="coupon-box__row">
          <input
            id={inputId}
            name="couponCode"
            className="text-input"
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
            <FormattedMessage id="checkout.coupon.apply" />
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
