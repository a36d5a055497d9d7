import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CartItem } from '../../../../contracts/cart';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { useSkipTarget } from '../../../shell/skip-target';
import { Breadcrumb } from '../../../ui/Breadcrumb';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { Spinner } from '../../../ui/Spinner';
import { couponProblems } from '../../../ui/notice-groups';
import { BogoChoiceModal } from './page/BogoChoiceModal';
import { CartItemsTable } from './page/CartItemsTable';
import { CartNotices } from './page/CartNotices';
import { PriceChangedNotice } from './page/PriceChangedNotice';
import { CartSummary } from './page/CartSummary';
import { ClearCartDialog } from './page/ClearCartDialog';
import { PromoCodeBox } from './page/PromoCodeBox';
import { SuggestedCarousel } from './page/SuggestedCarousel';
import { useCartActions } from './page/use-cart-actions';
import { useCartLoad } from './page/use-cart-load';
import { useViewCartEvent } from './page/use-view-cart-event';
import { useStorePreview } from '../../../shell/store-preview';
import './cart.css';

const NO_ITEMS: readonly CartItem[] = [];

/** The Checkout button, where the page's skip link puts focus. */
const CHECKOUT_BUTTON_ID = 'cart-checkout';

/**
 * The cart page (cc §2, §4, issue 4): breadcrumbs, grouped notices, the items table or the
 * empty-cart message, Back to shopping / Clear cart / Update cart, the summary with the promo code
 * box and Checkout, and 'you may also like'.
 */
export function Component() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { query, notices, setNotices, bogoItemId, chooseProduct, closeBogo } = useCartLoad(location.search);
  const response = query.data;
  const cart = response?.cart ?? null;
  const items = cart?.items ?? NO_ITEMS;
  const actions = useCartActions(setNotices, items);
  const [confirmClear, setConfirmClear] = useState(false);
  const preview = useStorePreview();
  useViewCartEvent(cart, query.isFetchedAfterMount);

  const crumbs = [{ label: intl.formatMessage({ id: 'cart.breadcrumb.home' }), to: PAGE_ROUTES.homeAlias }, { label: intl.formatMessage({ id: 'pages.cart.title' }) }];
  const hasItems = items.length > 0;
  // Focus lands on the page's content after a navigation: its first stop leads to Checkout (issue 24 item 21).
  useSkipTarget(CHECKOUT_BUTTON_ID, 'shell.skipToCheckout', hasItems);

  // Quantities still on their way are sent first: Checkout charges what the page shows.
  async function checkout() {
    if (actions.hasChanges && !(await actions.updateCart())) return;
    navigate(PAGE_ROUTES.checkout);
  }

  return (
    <div className="cart-page">
      <Breadcrumb items={crumbs} label={intl.formatMessage({ id: 'cart.breadcrumb.label' })} />
      <PageTitle>
        <FormattedMessage id="pages.cart.title" />
      </PageTitle>
      <CartNotices notices={notices} />
      <PriceChangedNotice items={items} />

      {query.isPending && (
        <div className="cart-page__loading">
          <Spinner size="lg" label={intl.formatMessage({ id: 'cart.loading' })} />
        </div>
      )}
      {query.isError && !response && (
        <Notice type="Error">
          <p>
            <FormattedMessage id="cart.loadFailed" />
          </p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <FormattedMessage id="cart.retry" />
          </Button>
        </Notice>
      )}

      {response && cart && !hasItems && (
        <div className="cart-empty card">
          <p className="cart-empty__text">
            <FormattedMessage id="cart.empty" />
          </p>
          <Link to={PAGE_ROUTES.products} className="btn btn--primary">
            <FormattedMessage id="cart.startShopping" />
          </Link>
        </div>
      )}

      {response && cart && hasItems && (
        <div className="cart-layout">
          <div className="cart-layout__items">
            <CartItemsTable
              items={items}
              imagesBaseUrl={response.imagesBaseUrl}
              quantities={actions.quantities}
              onQuantityChange={actions.setQuantity}
              onRemove={(item) => actions.removeItem(item, items, cart.promoCode)}
              onChooseProduct={(item) => chooseProduct(item.id)}
              busy={actions.busy}
              quantityBusy={actions.quantityBusy}
              updating={actions.updating}
            />
            <div className="cart-actions">
              <Link to={PAGE_ROUTES.products} className="btn btn--secondary">
                <FormattedMessage id="cart.backToShopping" />
              </Link>
              <span className="cart-actions__spacer" />
              <Button variant="ghost" onClick={() => setConfirmClear(true)} disabled={actions.busy}>
                <FormattedMessage id="cart.clear.button" />
              </Button>
              <Button variant="secondary" onClick={() => void actions.updateCart()} disabled={actions.busy}>
                <FormattedMessage id="cart.update" />
              </Button>
            </div>
            <p className="cart-actions__pending" role="status">
              {actions.updating && <FormattedMessage id="cart.updating" />}
            </p>
          </div>
          <aside className="cart-layout__summary" aria-label={intl.formatMessage({ id: 'cart.summary.title' })}>
            <CartSummary cart={cart} updating={actions.updating}>
              <PromoCodeBox
                appliedCode={cart.promoCode}
                couponDiscount={cart.couponDiscount}
                problems={couponProblems(notices.list)}
                requestError={actions.couponRequestError}
                onApply={actions.applyCoupon}
                onRemove={actions.removeCoupon}
                busy={actions.busy}
              />
              {preview && (
                <p className="cart-summary__preview" id="cart-checkout-preview">
                  <FormattedMessage id="cart.preview.checkoutDisabled" />
                </p>
              )}
              <Button
                id={CHECKOUT_BUTTON_ID} className="btn--block cart-summary__checkout" onClick={() => void checkout()} disabled={actions.busy || preview !== null}
                aria-describedby={preview ? 'cart-checkout-preview' : undefined}
              >
                <FormattedMessage id="cart.checkout" />
              </Button>
            </CartSummary>
          </aside>
        </div>
      )}

      {response && <SuggestedCarousel products={response.suggestedProds} imagesBaseUrl={response.imagesBaseUrl} />}

      <ClearCartDialog
        isOpen={confirmClear}
        busy={actions.busy}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => actions.clearCart(items, cart?.promoCode ?? null, () => setConfirmClear(false))}
      />
      <BogoChoiceModal itemId={bogoItemId} onClose={closeBogo} onSwitched={actions.announce} />
    </div>
  );
}
