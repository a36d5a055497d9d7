import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderSummary } from '../../../../../contracts/checkout';
import { useFormatters } from '../../../../i18n/format';
import { cx } from '../../../../ui/cx';
import { ReductionAmount } from '../../../../ui/ReductionAmount';
import { summaryLines } from '../lib/summary';

/** cc §2, §9: the order summary with the chosen delivery options; `children` hold the coupon and Place Order. */
export function OrderSummaryBox({ summary, couponCode, updating, children }: { summary: OrderSummary; couponCode: string | null; updating: boolean; children?: ReactNode }) {
  const intl = useIntl();
  const { money, percent, taxName } = useFormatters();
  return (
    <section className="order-summary card" aria-labelledby="order-summary-title" aria-busy={updating || undefined}>
      <h2 id="order-summary-title" className="checkout-card__title">
        <FormattedMessage id="checkout.summary.title" />
      </h2>
      <dl className="order-summary__lines">
        {summaryLines(summary, couponCode).map((line, index) => (
          <div key={`${line.id}-${index}`} className={cx('order-summary__line', line.emphasis && 'order-summary__line--total', line.reduction && 'order-summary__line--reduction')}>
            <dt>
              {intl.formatMessage(
                { id: `checkout.summary.${line.id}` },
                line.id === 'tax' ? { ...line.values, label: taxName(String(line.values?.label)), rate: percent(Number(line.values?.rate)) } : line.values,
              )}
            </dt>
            <dd>
              {line.amount === null ? (
                <span className="order-summary__pending">
                  <FormattedMessage id="checkout.summary.toChoose" />
                </span>
              ) : line.reduction ? (
                <ReductionAmount cents={line.amount} />
              ) : (
                money(line.amount)
              )}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
