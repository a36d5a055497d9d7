import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { CartIcon } from '../../../../ui/icons';
import { Spinner } from '../../../../ui/Spinner';
import { cartKeys } from '../api/cart-keys';
import { useHeaderCart } from '../api/get-cart';
import { loadCartPanel, loadedCartPanel } from './load-panel';
import './cart-dropdown.css';

/**
 * The header's cart (cc §2 "Cart dropdown"), on every page: a disclosure button with the item count
 * and a panel listing the cart. Escape, a click elsewhere, focus leaving it or going to another
 * page closes it; Escape gives focus back to the button. A visitor's cart is never loaded: they
 * see 'No items in cart'.
 *
 * The button, its count and the empty panel render at once from the shell's code and messages (the
 * same on the server and in the browser); what the open panel shows is fetched with the cart's
 * messages when the pointer or focus reaches the cart (load-panel.ts), so no page downloads it first.
 */
export function CartDropdown() {
  const intl = useIntl();
  const location = useLocation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.key);
  const { data, isPending, signedIn } = useHeaderCart();
  const cart = data?.cart ?? null;
  const count = cart?.numOfItems ?? 0;
  const [Panel, setPanel] = useState(loadedCartPanel);
  const [panelFailed, setPanelFailed] = useState(false);

  function fetchPanel() {
    if (Panel) return;
    setPanelFailed(false);
    loadCartPanel().then(
      (loaded) => setPanel(() => loaded),
      () => setPanelFailed(true),
    );
  }

  // Product and offer names come in the shopper's language: a switch reads the cart again.
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [language, queryClient]);

  // Another page: close (adjusted during render, as the site menu does).
  if (open && openedAt !== location.key) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div
      className="cart-dropdown"
      ref={rootRef}
      onPointerEnter={fetchPanel}
      onFocus={fetchPanel}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="header-action cart-dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          fetchPanel();
          setOpen(!open);
          setOpenedAt(location.key);
        }}
      >
        <CartIcon />
        <span className="header-action__text">
          <FormattedMessage id="shell.cart.label" />
        </span>
        {/* Named by what shows ('Cart 2'), the unit said to screen readers only: 'Cart 2 items'. */}
        {count > 0 && (
          <span className="cart-dropdown__count">
            {count}
            <span className="visually-hidden"> {intl.formatMessage({ id: 'shell.cart.items' }, { count })}</span>
          </span>
        )}
      </button>
      <div id={panelId} className="cart-dropdown__panel" hidden={!open} role="region" aria-label={intl.formatMessage({ id: 'shell.cart.contents' })}>
        {open &&
          (Panel ? (
            <Panel cart={cart} imagesBaseUrl={data?.imagesBaseUrl} loading={signedIn && isPending} />
          ) : panelFailed ? (
            <p className="cart-dropdown__empty">
              <FormattedMessage id="api.networkError" />
            </p>
          ) : (
            <div className="cart-dropdown__loading">
              <Spinner label={intl.formatMessage({ id: 'shell.loading' })} />
            </div>
          ))}
      </div>
    </div>
  );
}
