import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../../ui/Button';
import { hasProblems, type OrderProblems } from '../lib/place-order';

interface PlaceOrderBlockProps {
  problems: OrderProblems;
  /** Whether the missing choices are said (from the first try to place the order on). */
  showProblems: boolean;
  onShowProblems: () => void;
  /** A section of the details card is open: the shopper finishes it first. */
  editing: boolean;
  busy: boolean;
  disabled: boolean;
  /** A preview of the store: no order is placed (the server refuses it too); the block says why. */
  inPreview?: boolean;
  /** Called only when nothing is missing. */
  onSubmit: () => void;
}

/**
 * cc §4 Place Order: the button, the hint while a section is open, and what is missing. A try with
 * something missing says what, and moves focus to it (the summary of problems is an alert).
 */
export function PlaceOrderBlock({ problems, showProblems, onShowProblems, editing, busy, disabled, inPreview = false, onSubmit }: PlaceOrderBlockProps) {
  const ref = useRef<HTMLDivElement>(null);

  function submit() {
    if (hasProblems(problems)) {
      // Render the messages now, so focus can move to the summary of what is missing.
      flushSync(onShowProblems);
      ref.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
      return;
    }
    onSubmit();
  }

  return (
    <div className="place-order" ref={ref}>
      {showProblems && hasProblems(problems) && (
        <div className="form-error" role="alert" tabIndex={-1}>
          <p>
            <FormattedMessage id="checkout.error.correctErrors" />
          </p>
          {problems.shippingAddress && (
            <p>
              <FormattedMessage id="checkout.apiError.shipping_address_required" />
            </p>
          )}
          {problems.paymentMethod && (
            <p>
              <FormattedMessage id="checkout.apiError.payment_method_required" />
            </p>
          )}
        </div>
      )}
      {editing && (
        <p className="place-order__hint">
          <FormattedMessage id="checkout.placeOrder.finishEditing" />
        </p>
      )}
      {inPreview && (
        <p className="place-order__hint" id="place-order-preview">
          <FormattedMessage id="checkout.placeOrder.preview" />
        </p>
      )}
      <Button
        className="btn--block place-order__button" busy={busy} disabled={disabled || inPreview} onClick={submit}
        aria-describedby={inPreview ? 'place-order-preview' : undefined}
      >
        <FormattedMessage id="checkout.placeOrder" />
      </Button>
    </div>
  );
}
