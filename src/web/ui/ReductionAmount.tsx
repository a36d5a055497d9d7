import { useIntl } from 'react-intl';
import type { Cents } from '../../domain/money';
import { useFormatters } from '../i18n/format';
import { cx } from './cx';

/**
 * An amount taken off ('−$5.00', '−5,00 $'): the minus sign never wraps away from its amount, and
 * screen readers hear 'minus' rather than a dash.
 */
export function ReductionAmount({ cents, className }: { cents: Cents; className?: string }) {
  const intl = useIntl();
  const { money } = useFormatters();
  return (
    <span className={cx('reduction-amount', className)}>
      <span aria-hidden="true">−</span>
      <span className="visually-hidden">{intl.formatMessage({ id: 'ui.amount.minus' })} </span>
      {money(cents)}
    </span>
  );
}
