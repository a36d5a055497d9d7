import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { DetailProduct, ProductDetailsResponse, ProductFamilyInfo, SavedPrescription } from '../../../../../contracts/catalogue-details';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { describeStock, isAvailable } from '../../../../../domain/stock';
import { Notice } from '../../../../ui/Notice';
import { useIsSignedIn } from '../api/get-cart';
import { NotifyMeButton } from './NotifyMeButton';
import './add-to-cart.css';

type DetailPet = ProductDetailsResponse['viewModel']['pets'][number];

/**
 * The form (react-hook-form and zod, some 35 KB compressed) is only for a signed-in shopper: a
 * visitor's product page never downloads it (issue 12 §7).
 */
const AddToCartForm = lazy(() => import('./AddToCartForm').then((module) => ({ default: module.AddToCartForm })));

export interface AddToCartPanelProps {
  /** The selected child product (GET /api/prods/details viewModel.products[i]). */
  product: DetailProduct;
  /** viewModel.productFamilyInfo */
  family: ProductFamilyInfo;
  /** viewModel.pets: the shopper's pets (empty for a visitor). */
  pets: readonly DetailPet[];
  /** The details answer's savedPrescriptions (every family). */
  savedPrescriptions: readonly SavedPrescription[];
}

/**
 * The product page's add-to-cart panel (cc §2, §4, §5; issue 4): the max-quantity alert, then
 * either the form (quantity, pet, new pet, accepted offers, add to cart), the way to sign in for a
 * visitor, or, when the product cannot be bought now, why and the notify-me toggle.
 * @public Loaded through a dynamic import in features/cart/index.ts, which knip does not follow.
 */
export function AddToCartPanel({ product, family, pets, savedPrescriptions }: AddToCartPanelProps) {
  const intl = useIntl();
  const location = useLocation();
  const signedIn = useIsSignedIn();
  const stock = describeStock(product, new Date());
  const available = isAvailable(stock.state);
  const max = product.maxQuantityRestrictionPerOrder;

  return (
    <section className="add-to-cart" aria-label={intl.formatMessage({ id: 'cart.add.region' })}>
      {max > 0 && (
        <Notice type="info" className="add-to-cart__max">
          <FormattedMessage id="cart.add.maxQuantity" values={{ max }} />
        </Notice>
      )}
      {/* The catalogue's stock line above says why it cannot be bought now (cc §4 Stock). */}
      {!available && stock.notifyButton && (
        <div className="add-to-cart__stock">
          <p className="add-to-cart__stock-note">
            <FormattedMessage id="cart.notify.hint" />
          </p>
          <NotifyMeButton key={product.productId} product={product} />
        </div>
      )}
      {available && signedIn && (
        <Suspense fallback={<div className="add-to-cart__form add-to-cart__form--loading" aria-busy="true" />}>
          <AddToCartForm key={product.productId} product={product} family={family} pets={pets} savedPrescriptions={savedPrescriptions} />
        </Suspense>
      )}
      {available && !signedIn && (
        <div className="add-to-cart__sign-in">
          <p>
            <FormattedMessage id="cart.add.signInText" />
          </p>
          <Link
            className="btn btn--primary"
            to={`${PAGE_ROUTES.logon}?returnUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
          >
            <FormattedMessage id="cart.add.signIn" />
          </Link>
        </div>
      )}
    </section>
  );
}
