import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { useUserOptions } from '../../../shell/user-options';
import { Breadcrumb } from '../../../ui/Breadcrumb';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { Spinner } from '../../../ui/Spinner';
import { applyCoupon, removeCoupon } from './api/checkout';
import { withAutoOrderChoice, withDeliveryOption, withFrequency } from './lib/checkout-options';
import { couponProblems } from '../../../ui/notice-groups';
import { initialEditState, isEditing, NOT_EDITING, type EditState } from './lib/edit-state';
import { canPlaceOrder, orderProblems } from './lib/place-order';
import { useCartAction } from './lib/use-cart-action';
import { useCheckoutData } from './lib/use-checkout-data';
import { usePlaceOrder } from './lib/use-place-order';
import { AutoOrderBox } from './page/AutoOrderBox';
import { CheckoutDetails } from './page/CheckoutDetails';
import { CheckoutNotices, useNoticeText } from './page/CheckoutNotices';
import { CouponCodeBox } from '../../../ui/CouponCodeBox';
import { OrderGroupCard } from './page/OrderGroupCard';
import { OrderSummaryBox } from './page/OrderSummaryBox';
import { PlaceOrderBlock } from './page/PlaceOrderBlock';
import { useStorePreview } from '../../../shell/store-preview';
import { PromoChoiceModal } from './page/PromoChoiceModal';
import { withoutRepeatedLimits } from './lib/notices';
import './checkout.css';

/**
 * The checkout page ("Review your order", cc §2, §4, §5; issue 5): banners, the summary card with
 * the shipping address, payment method and billing address, one card per order group with its
 * delivery options, and the sidebar with the AutoOrder choice, the order summary, the coupon and
 * Place Order.
 */
export function Component() {
  const intl = useIntl();
  const { options } = useUserOptions();
  // What is open starts from the first cart answer (the add forms of a new shopper) and is kept from
  // then on: a reload of the cart after a save must not open or close anything (issue 24).
  const [editState, setEdit] = useState<EditState | null>(null);
  const data = useCheckoutData(editState ?? NOT_EDITING);
  if (editState === null && data.cartQuery.data) setEdit(initialEditState(data.cartQuery.data));
  const edit = editState ?? initialEditState(data.cartQuery.data);
  const changeEdit = useCallback((change: (current: EditState) => EditState) => setEdit((current) => change(current ?? NOT_EDITING)), []);
  const { stored, update, cart, summary, groups } = data;
  const noticeText = useNoticeText();
  const { reload } = data;
  const action = useCartAction(reload);
  const [promoItemId, setPromoItemId] = useState<number | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const order = usePlaceOrder({ clear: data.clear, reload: () => void data.reload() });
  const preview = useStorePreview();

  const editing = isEditing(edit);
  const busy = action.busy || order.busy || data.updating;
  const itemCount = cart?.items.length ?? 0;
  const problems = orderProblems(stored, groups, { hasShippingAddress: cart?.shippingAddress != null, hasPaymentMethod: cart?.paymentMethod != null });
  const isao = data.autoOrder === 'yes';
  // Said next to the card until the shopper chooses another one or tries again (issue 24).
  const refusal = order.cardRefusal;
  const cardProblem = refusal && refusal.paymentMethodId === (cart?.paymentMethod?.id ?? null) ? refusal.messageId : null;
  const reductionsByItem = useMemo(() => new Map((cart?.items ?? []).map((item) => [item.id, item.reductions])), [cart]);

  function submitOrder() {
    if (!cart || !summary) return;
    void order.submit(stored, cart, summary.total);
  }

  const crumbs = [
    { label: intl.formatMessage({ id: 'checkout.breadcrumb.home' }), to: PAGE_ROUTES.homeAlias },
    { label: intl.formatMessage({ id: 'checkout.breadcrumb.cart' }), to: PAGE_ROUTES.cart },
    { label: intl.formatMessage({ id: 'pages.checkout.title' }) },
  ];
  const notices = withoutRepeatedLimits([...data.firstNotifications, ...data.reviewNotifications, ...action.notices]);
  const couponLines = couponProblems(action.notices).map(noticeText);

  return (
    <div className="checkout-page">
      <Breadcrumb items={crumbs} label={intl.formatMessage({ id: 'checkout.breadcrumb.label' })} />
      <PageTitle>
        <FormattedMessage id="pages.checkout.title" />
      </PageTitle>
      <CheckoutNotices notifications={notices} debugMode={options.debugMode} />
      {data.specialMessage && (
        <Notice type="info" className="checkout-special" dismissible>
          <p>{data.specialMessage}</p>
        </Notice>
      )}

      {data.cartQuery.isPending && (
        <div className="checkout-page__loading">
          <Spinner size="lg" label={intl.formatMessage({ id: 'checkout.loading' })} />
        </div>
      )}

      {cart && itemCount === 0 && (
        <div className="checkout-empty card">
          <p>
            <FormattedMessage id="checkout.empty" />
          </p>
          <Link to={PAGE_ROUTES.products} className="btn btn--primary">
            <FormattedMessage id="checkout.continueShopping" />
          </Link>
        </div>
      )}

      {cart && itemCount > 0 && (
        <div className="checkout-layout">
          <div className="checkout-layout__main">
            <CheckoutDetails
              cart={cart}
              addresses={data.addresses}
              cards={data.cards}
              edit={edit}
              onEditChange={changeEdit}
              cardProblem={cardProblem}
              onCartChanged={() => void data.reload()}
              debugMode={options.debugMode}
            />
            {!summary && data.review.isPending && <Spinner label={intl.formatMessage({ id: 'checkout.loading' })} />}
            {groups.map((group, index) => (
              <OrderGroupCard
                key={group.groupNumber}
                group={group}
                index={index}
                count={groups.length}
                imagesBaseUrl={data.imagesBaseUrl}
                selected={stored.orderShippingOptions[String(group.groupNumber)]}
                onSelect={(optionId) => update((current) => withDeliveryOption(current, group.groupNumber, optionId))}
                showRequired={showProblems && problems.deliveryGroups.includes(group.groupNumber)}
                onChooseProduct={setPromoItemId}
                disabled={order.busy}
                reductions={reductionsByItem}
                debug={options.debugMode}
              />
            ))}
          </div>
          <aside className="checkout-layout__side" aria-label={intl.formatMessage({ id: 'checkout.sidebar' })}>
            <AutoOrderBox
              choice={data.autoOrder}
              frequency={stored.newAutoOrderSubscriptionFrequency}
              onChoice={(choice) => update((current) => withAutoOrderChoice(current, choice))}
              onFrequency={(weeks) => update((current) => withFrequency(current, weeks))}
              choiceError={showProblems && problems.autoOrder !== null}
              frequencyError={showProblems && problems.frequency !== null}
              savings={isao && summary ? summary.autoOrderDiscountClinic + summary.autoOrderDiscountSponsored : 0}
              oneOffNames={groups.flatMap((g) => g.items).filter((i) => i.promoParentCartItemID === null && !i.canRecur).map((i) => i.productName)}
              disabled={order.busy}
            />
            {summary && (
              <OrderSummaryBox summary={summary} couponCode={cart.promoCode} updating={data.updating}>
                <CouponCodeBox
                  appliedCode={cart.promoCode}
                  couponDiscount={cart.couponDiscount}
                  errors={couponLines}
                  busy={busy}
                  onApply={async (code) => {
                    const response = await action.run(() => applyCoupon(code, isao));
                    return response !== null && couponProblems(response.notifications).length === 0;
                  }}
                  onRemove={() => void action.run(() => removeCoupon(isao))}
                />
                <PlaceOrderBlock
                  problems={problems}
                  showProblems={showProblems}
                  onShowProblems={() => setShowProblems(true)}
                  editing={editing}
                  busy={order.busy}
                  disabled={!canPlaceOrder({ itemCount, editing, busy })}
                  inPreview={preview !== null}
                  onSubmit={submitOrder}
                />
              </OrderSummaryBox>
            )}
          </aside>
        </div>
      )}

      <PromoChoiceModal
        itemId={promoItemId}
        isao={isao}
        onClose={() => setPromoItemId(null)}
        onSwitched={(response) => {
          action.setNotices(response.notifications);
          void data.reload();
        }}
      />
    </div>
  );
}
