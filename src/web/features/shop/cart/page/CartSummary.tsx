import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Cart } from '../../../../../contracts/cart';
import { useFormatters } from '../../../../i18n/format';
import { cx } from '../../../../ui/cx';
import { ReductionAmount } from '../../../../ui/ReductionAmount';
import { summaryLines } from '../lib/cart-view';

/**
 * cc §2 summary: every figure the pricing engine gives (subtotal, offers, AutoOrder clinic
 * discount, coupon, rebates, total before tax, estimated taxes, account credit, total), then the
 * note that taxes apply. `children` holds the promo code box and the checkout button.
 */
export function CartSummary({ cart, updating = false, children }: { cart: Cart; updating?: boolean; children?: ReactNode }) {
  const intl = useIntl();
  const { money, percent, taxName } = useFormatters();
  const headingId = 'cart-summary-heading';
  return (
    <section className="cart-summary card" aria-labelledby={headingId} aria-busy={updating || undefined} data-updating={updating || undefined}>
      <h2 id={headingId} className="cart-summary__title">
        <FormattedMessage id="cart.summary.title" />
      </h2>
      <dl className="cart-summary__lines">
        {summaryLines(cart).map((line, index) => (
          <div key={`${line.id}-${index}`} className={cx('cart-summary__line', line.emphasis && 'cart-summary__line--total', line.reduction && 'cart-summary__line--reduction')}>
            <dt>
              {intl.formatMessage(
                { id: `cart.summary.${line.id}` },
                line.id === 'tax' ? { ...line.values, label: taxName(String(line.values?.label)), rate: percent(Number(line.values?.rate)) } : line.values,
              )}
            </dt>
            <dd>
              {line.amount === null ? (
                <FormattedMessage id="cart.summary.atCheckout" />
              ) : line.reduction ? (
                <ReductionAmount cents={line.amount} />
              ) : (
                money(line.amount)
              )}
            </dd>
          </div>
        ))}
      </dl>
      {cart.totalRetailDiscount > 0 && (
        <p className="cart-summary__savings">
          <FormattedMessage id="cart.summary.savings" values={{ amount: money(cart.totalRetailDiscount) }} />
        </p>
      )}
      <p className="cart-summary__note">
        <FormattedMessage id="cart.summary.taxesApply" />
      </p>
      {children}
    </section>
  );
}
