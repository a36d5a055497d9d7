import { useIntl } from 'react-intl';
import type { LineReduction } from '../../contracts/cart';
import { PROMO_TEXT_CART_MAX } from '../../domain/constants';
import { cx } from './cx';
import { ReductionAmount } from './ReductionAmount';

/** cc §9: promo text is cut at 100 characters (an ellipsis marks the cut). */
function cut(text: string, max: number = PROMO_TEXT_CART_MAX): string {
  const chars = [...text.trim()];
  return chars.length <= max ? text.trim() : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/**
 * What the shopper reads for one reduction: the offer's name, 'AutoOrder price', or for an offer
 * hidden from shoppers (hidePromoInfoInWebstore, never named: issue 11 item 2) 'Discount', with
 * its id in debug mode.
 */
export function reductionLabel(reduction: LineReduction, translate: (id: string, values?: Record<string, string | number>) => string, debug = false): string {
  if (reduction.kind === 'autoOrder') return translate('ui.reduction.autoOrder');
  if (reduction.name) return cut(reduction.name);
  if (debug && reduction.specialOfferId !== null) return translate('ui.reduction.hiddenDebug', { id: reduction.specialOfferId });
  return translate('ui.reduction.discount');
}

/**
 * Why a cart line costs less (issue 11 item 3): each offer, rebate or AutoOrder price with the
 * amount it takes off, the same on the cart page and at checkout.
 */
export function LineReductions({ reductions, debug = false, className }: { reductions: readonly LineReduction[]; debug?: boolean; className?: string }) {
  const intl = useIntl();
  if (reductions.length === 0) return null;
  const translate = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <ul className={cx('line-reductions', className)}>
      {reductions.map((reduction, index) => {
        const label = reductionLabel(reduction, translate, debug);
        return (
          <li key={`${reduction.kind}-${reduction.specialOfferId ?? 'ao'}-${index}`} className="line-reductions__item">
            <span className="line-reductions__label" title={label.endsWith('…') ? (reduction.name ?? undefined) : undefined}>
              {label}
            </span>{' '}
            <ReductionAmount cents={reduction.amount} className="line-reductions__amount" />
          </li>
        );
      })}
    </ul>
  );
}
