import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DetailProduct } from '../../../../../contracts/catalogue-details';
import { describeStock } from '../../../../../domain/stock';
import { cx } from '../../../../ui/cx';
import { keepScroll } from '../../../../shell/scroll-restoration';

interface FormatPillsProps {
  products: DetailProduct[];
  selectedId: number;
  /** Formulas the manufacturer discontinued (cat §2), marked in their pill. */
  discontinuedIds: readonly number[];
  /** Called before the address changes, so the page can show the new format at once. */
  onSelect: (productId: number) => void;
  linkState: unknown;
}

/**
 * Format pills (cat §2; cc §2): each child product is a link to its own address; choosing one
 * swaps the variant without reloading the page. Formats that cannot be bought now are marked.
 */
export function FormatPills({ products, selectedId, discontinuedIds, onSelect, linkState }: FormatPillsProps) {
  const intl = useIntl();
  const labelId = useId();
  if (products.length <= 1) return null;
  const now = new Date();
  return (
    <div className="formats">
      <p id={labelId} className="formats__label">
        <FormattedMessage id="catalogue.formats.label" />
      </p>
      <ul className="formats__list" aria-labelledby={labelId}>
        {products.map((child) => {
          const state = describeStock(child, now).state;
          const unavailable = state !== 'inStock' && state !== 'lowStock';
          const selected = child.productId === selectedId;
          return (
            <li key={child.productId}>
              <Link
                to={`/products/view/${child.productId}`}
                state={keepScroll(linkState)}
                replace
                className={cx('format-pill', unavailable && 'format-pill--unavailable')}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(child.productId)}
              >
                <span>{child.productFormat}</span>
                {unavailable && (
                  <span className="format-pill__note">
                    {intl.formatMessage({ id: state === 'longTermBackorder' ? 'catalogue.stock.unavailable' : 'catalogue.formats.outOfStock' })}
                  </span>
                )}
                {!unavailable && (child.isDiscontinuedFormula || discontinuedIds.includes(child.productId)) && (
                  <span className="format-pill__note">{intl.formatMessage({ id: 'catalogue.formats.discontinued' })}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
