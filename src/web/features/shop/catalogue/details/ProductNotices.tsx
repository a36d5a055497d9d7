import { FormattedList, FormattedMessage } from 'react-intl';
import type { DetailProduct, ProductDetailsResponse } from '../../../../../contracts/catalogue-details';
import { DISCONTINUED_FORMULA_MANUFACTURER_ID } from '../../../../../domain/constants';
import { productApproval } from '../../../../../domain/prescription';
import { describeStock, type StockView } from '../../../../../domain/stock';
import { cx } from '../../../../ui/cx';
import { Notice } from '../../../../ui/Notice';
import { CheckIcon } from '../icons';

const STOCK_MESSAGE: Record<StockView['state'], string> = {
  inStock: 'catalogue.stock.inStock',
  lowStock: 'catalogue.stock.lowStock',
  temporarilyOutOfStock: 'catalogue.stock.temporarilyOut',
  outOfStock: 'catalogue.stock.out',
  longTermBackorder: 'catalogue.stock.unavailable',
};

const TIER_MESSAGE = {
  under7: 'catalogue.stock.tierUnder7',
  '7to14': 'catalogue.stock.tier7to14',
  over14: 'catalogue.stock.tierOver14',
} as const;

/**
 * cc §4 stock states: low stock at 20 or fewer, 'temporarily out of stock' under 14 days since last
 * in stock, the 7 / 14-day note tiers, 'currently unavailable' for a long-term backorder.
 */
export function StockStatus({ product, now = new Date() }: { product: DetailProduct; now?: Date }) {
  const stock = describeStock(product, now);
  const available = stock.state === 'inStock' || stock.state === 'lowStock';
  return (
    <div className={cx('stock', `stock--${stock.state}`)}>
      <p className="stock__state">
        {available && <CheckIcon width="18" height="18" />}
        <FormattedMessage id={STOCK_MESSAGE[stock.state]} values={{ count: product.stockQuantity }} />
      </p>
      {stock.outOfStockTier && (
        <p className="stock__note">
          <FormattedMessage id={TIER_MESSAGE[stock.outOfStockTier]} />
        </p>
      )}
      {stock.frequentlyLowStock && available && (
        <p className="stock__note">
          <FormattedMessage id="catalogue.stock.frequentlyLow" />
        </p>
      )}
    </div>
  );
}

/** cat §2: 'approved for {pet names}' or 'veterinarian approval required'. */
export function VerificationNotice({ product, familyId, data }: { product: DetailProduct; familyId: number; data: ProductDetailsResponse }) {
  const approval = productApproval(product.isRequireVerification, data.viewModel.pets, data.savedPrescriptions, familyId);
  if (approval.state === 'notRequired') return null;
  if (approval.state === 'approved') {
    return (
      <Notice type="Success" className="verification">
        <FormattedMessage id="catalogue.verification.approved" values={{ pets: <FormattedList type="conjunction" value={approval.petNames} /> }} />
      </Notice>
    );
  }
  return (
    <Notice type="info" className="verification" title={<FormattedMessage id="catalogue.verification.required" />}>
      <p>
        <FormattedMessage id={product.isPrescriptionProduct ? 'catalogue.verification.prescriptionHelp' : 'catalogue.verification.approvalHelp'} />
      </p>
    </Notice>
  );
}

/** cat §2, §9: manufacturer 235 with discontinued formulas gets a notice naming them. */
export function DiscontinuedNotice({ products, manufacturerId, discontinuedIds, selected }: {
  products: DetailProduct[];
  manufacturerId: number;
  discontinuedIds: number[];
  selected: DetailProduct;
}) {
  if (manufacturerId !== DISCONTINUED_FORMULA_MANUFACTURER_ID || discontinuedIds.length === 0) return null;
  const formats = products.filter((child) => discontinuedIds.includes(child.productId)).map((child) => child.productFormat);
  const selectedIsDiscontinued = discontinuedIds.includes(selected.productId) || selected.isDiscontinuedFormula;
  return (
    <Notice type="Warning" title={<FormattedMessage id="catalogue.discontinued.title" />}>
      <p>
        {selectedIsDiscontinued ? (
          <FormattedMessage id="catalogue.discontinued.selected" />
        ) : (
          <FormattedMessage
            id="catalogue.discontinued.some"
            values={{ count: formats.length, formats: <FormattedList type="conjunction" value={formats} /> }}
          />
        )}
      </p>
    </Notice>
  );
}
