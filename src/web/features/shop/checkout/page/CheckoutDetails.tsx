import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedAddress } from '../../../../../contracts/addresses';
import type { Cart } from '../../../../../contracts/cart';
import type { SavedPaymentMethod } from '../../../../../contracts/payment-methods';
import { Button } from '../../../../ui/Button';
import { deleteSavedAddress, savedToAddressLike, setCartBillingAddress, setCartShippingAddress } from '../api/addresses';
import { checkoutKeys } from '../api/checkout';
import { reportCheckoutError } from '../api/checkout-errors';
import { setCartPaymentMethod } from '../api/payment-methods';
import { toggleLine, withLine, type EditSection, type EditState, type LineMode } from '../lib/edit-state';
import { canChangeBilling } from '../lib/place-order';
import { AddressPicker } from './AddressPicker';
import { AddressText } from '../../../../ui/address-card/AddressText';
import { CardPicker } from './CardPicker';
import { CardText } from '../../../../ui/address-card/CardText';
import { Spinner } from '../../../../ui/Spinner';

// The forms (react-hook-form, the phone and card checks) arrive when the shopper adds an address or
// a card: one with both saved never downloads them (issue 29 §3).
const NewAddressForm = lazy(() => import('./NewAddressForm').then((module) => ({ default: module.NewAddressForm })));
const NewCardForm = lazy(() => import('./NewCardForm').then((module) => ({ default: module.NewCardForm })));

export interface CheckoutDetailsProps {
  cart: Cart;
  addresses: readonly SavedAddress[] | undefined;
  cards: readonly SavedPaymentMethod[] | undefined;
  edit: EditState;
  /** Changes what is open from the latest state (a save that ends after another line changed must not undo it). */
  onEditChange: (change: (current: EditState) => EditState) => void;
  /** Something on the cart changed: reload it (cc §4). */
  onCartChanged: () => void;
  /** Why the order was refused because of the card (a message id), said next to it (issue 24). */
  cardProblem?: string | null;
  debugMode: boolean;
}

/**
 * cc §2, §4: the summary card with the shipping address, the payment method and the billing address,
 * each with Change / Cancel; the pickers and the add forms open inside it.
 */
export function CheckoutDetails({ cart, addresses, cards, edit, onEditChange, onCartChanged, cardProblem = null, debugMode }: CheckoutDetailsProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const hasAddresses = (addresses ?? []).some((address) => !address.isDeleted);
  const hasCards = (cards ?? []).some((card) => !card.isDeleted);

  const setLine = (section: EditSection, mode: LineMode) => onEditChange((current) => withLine(current, section, mode));

  /** A choice from a saved list: once saved, its line closes (the others stay as they are, issue 24). */
  async function run(section: EditSection, action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
      setLine(section, 'closed');
      onCartChanged();
    } catch (error) {
      reportCheckoutError(error);
    } finally {
      setBusy(false);
    }
  }

  const toggle = (section: EditSection) => onEditChange((current) => toggleLine(current, section));
  const billingChangeable = canChangeBilling(cart.paymentMethod);

  return (
    <section className="checkout-details card" aria-labelledby="checkout-details-title">
      <h2 id="checkout-details-title" className="checkout-card__title">
        <FormattedMessage id="checkout.details.title" />
      </h2>

      <DetailRow
        title={<FormattedMessage id="checkout.details.shipping" />}
        open={edit.shippingAddress !== 'closed'}
        showToggle={hasAddresses || edit.shippingAddress !== 'adding'}
        onToggle={() => toggle('shippingAddress')}
        toggleOpen={edit.shippingAddress !== 'closed'}
        summary={cart.shippingAddress ? <AddressText address={savedToAddressLike(cart.shippingAddress)} showName /> : <FormattedMessage id="checkout.details.noShipping" />}
      >
        {edit.shippingAddress === 'adding' ? (
          <Suspense fallback={<Spinner />}>
          <NewAddressForm
            onSaved={() => {
              setLine('shippingAddress', 'closed');
              void queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses });
              onCartChanged();
            }}
            onCancel={hasAddresses ? () => setLine('shippingAddress', 'choosing') : undefined}
          />
          </Suspense>
        ) : (
          <>
            <AddressPicker
              purpose="shipping"
              addresses={addresses}
              currentId={cart.shippingAddress?.id ?? null}
              busy={busy}
              onChoose={(address, makeDefault) => void run('shippingAddress', () => setCartShippingAddress(address.id, makeDefault))}
              onDelete={
                debugMode
                  ? (address) =>
                      void run('shippingAddress', async () => {
                        await deleteSavedAddress(address.id);
                        await queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses });
                      })
                  : undefined
              }
            />
            <Button variant="secondary" size="sm" onClick={() => setLine('shippingAddress', 'adding')} disabled={busy}>
              <FormattedMessage id="checkout.address.addNew" />
            </Button>
          </>
        )}
      </DetailRow>

      <DetailRow
        title={<FormattedMessage id="checkout.details.payment" />}
        open={edit.paymentMethod !== 'closed'}
        showToggle={hasCards || edit.paymentMethod !== 'adding'}
        onToggle={() => toggle('paymentMethod')}
        toggleOpen={edit.paymentMethod !== 'closed'}
        summary={
          <>
            {cart.paymentMethod ? <CardText card={cart.paymentMethod} /> : <FormattedMessage id="checkout.details.noPayment" />}
            {cardProblem && <LineProblem messageId={cardProblem} />}
          </>
        }
      >
        {edit.paymentMethod === 'adding' ? (
          <Suspense fallback={<Spinner />}>
          <NewCardForm
            shippingAddress={cart.shippingAddress}
            onAdded={() => {
              setLine('paymentMethod', 'closed');
              void queryClient.invalidateQueries({ queryKey: checkoutKeys.paymentMethods });
              onCartChanged();
            }}
            onCancel={hasCards ? () => setLine('paymentMethod', 'choosing') : undefined}
          />
          </Suspense>
        ) : (
          <>
            <CardPicker
              cards={cards}
              currentId={cart.paymentMethod?.id ?? null}
              busy={busy}
              onChoose={(card, makeDefault) => void run('paymentMethod', () => setCartPaymentMethod(card.id, makeDefault))}
            />
            <Button variant="secondary" size="sm" onClick={() => setLine('paymentMethod', 'adding')} disabled={busy}>
              <FormattedMessage id="checkout.card.addNew" />
            </Button>
          </>
        )}
      </DetailRow>

      <DetailRow
        title={<FormattedMessage id="checkout.details.billing" />}
        open={edit.billingAddress !== 'closed'}
        showToggle={billingChangeable || edit.billingAddress !== 'closed'}
        onToggle={() => toggle('billingAddress')}
        toggleOpen={edit.billingAddress !== 'closed'}
        summary={
          <>
            {cart.billingAddress ? <AddressText address={savedToAddressLike(cart.billingAddress)} /> : <FormattedMessage id="checkout.details.noBilling" />}
            {cart.paymentMethod && !billingChangeable && (
              <span className="detail-row__note">
                <FormattedMessage id="checkout.details.billingWithCard" />
              </span>
            )}
          </>
        }
      >
        <AddressPicker
          purpose="billing"
          addresses={addresses}
          currentId={cart.billingAddress?.id ?? null}
          busy={busy}
          onChoose={(address) => void run('billingAddress', () => setCartBillingAddress(address.id))}
        />
      </DetailRow>
      <span className="visually-hidden" aria-live="polite">
        {busy ? intl.formatMessage({ id: 'checkout.saving' }) : ''}
      </span>
    </section>
  );
}

/**
 * A refusal about a line (the card declined at Place Order): stays until the shopper acts, and takes
 * the focus when it appears, so the shopper who pressed Place Order further down is brought to it.
 */
function LineProblem({ messageId }: { messageId: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} className="form-error detail-row__problem" role="alert" tabIndex={-1}>
      <FormattedMessage id={messageId} />
    </p>
  );
}

interface DetailRowProps {
  title: ReactNode;
  summary: ReactNode;
  /** The panel below the row is shown. */
  open: boolean;
  /** The Change / Cancel control is shown. */
  showToggle: boolean;
  /** The control reads Cancel (its section is open). */
  toggleOpen: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** One line of the summary card: what is chosen, Change / Cancel, and the panel to change it. */
function DetailRow({ title, summary, open, showToggle, toggleOpen, onToggle, children }: DetailRowProps) {
  const panelId = useId();
  return (
    <div className="detail-row" data-open={open || undefined}>
      <div className="detail-row__head">
        <h3 className="detail-row__title">
          {title}
        </h3>
        <div className="detail-row__summary">{summary}</div>
        {showToggle && (
          <Button variant="ghost" size="sm" className="detail-row__toggle" aria-expanded={toggleOpen} aria-controls={panelId} onClick={onToggle}>
            <FormattedMessage id={toggleOpen ? 'checkout.cancel' : 'checkout.change'} />
            <span className="visually-hidden"> {title}</span>
          </Button>
        )}
      </div>
      <div id={panelId} className="detail-row__panel" hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
