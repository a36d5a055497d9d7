import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paymentSettingsEditPath } from '../../../../contracts/account-routes';
import type { PaymentSettingsCard } from '../../../../contracts/account-settings';
import { AccountLayout } from '../AccountLayout';
import { savedToAddressLike } from '../../../ui/address-card/address-api';
import { AddressText } from '../../../ui/address-card/AddressText';
import { CardText } from '../../../ui/address-card/CardText';
import { NewCardForm } from '../../../ui/address-card/NewCardForm';
import { Button } from '../../../ui/Button';
import { notify } from '../../../ui/notify';
import { Spinner } from '../../../ui/Spinner';
import { reportSettingsError } from '../account-settings.api';
import { deleteCard, setDefaultCard } from './payment-methods.api';
import { ConfirmDelete } from '../ConfirmDelete';
import { useSettingsData } from '../use-settings-data';
import '../account-settings.css';

/**
 * /account/paymentsettings (issue 14): the saved cards, expired ones marked, each with its update
 * form (the spec's /paymentsettings/edit/{id}), make default, delete; and the checkout's add-card
 * form (human check, the card tokenized by the provider from the browser), not put on the cart.
 */
export function Component() {
  const intl = useIntl();
  const { addresses, payment, reload } = useSettingsData({ cards: true });
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<PaymentSettingsCard | null>(null);
  const [busy, setBusy] = useState(false);
  const cards = payment.data;
  const defaultShipping = addresses.data?.find((address) => address.isDefaultShipping) ?? addresses.data?.[0] ?? null;

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      notify('Success', intl.formatMessage({ id: done }));
      await reload();
    } catch (error) {
      reportSettingsError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountLayout
      section="paymentSettings"
      title={<FormattedMessage id="paymentMethods.title" />}
      actions={
        !adding && (
          <Button onClick={() => setAdding(true)}>
            <FormattedMessage id="paymentMethods.add" />
          </Button>
        )
      }
    >
      {adding && addresses.data && (
        <section className="settings-section card">
          <NewCardForm
            shippingAddress={defaultShipping}
            updateCart={false}
            onAdded={() => {
              setAdding(false);
              void reload();
            }}
            onError={reportSettingsError}
            onCancel={() => setAdding(false)}
          />
        </section>
      )}
      {!cards && <Spinner label={intl.formatMessage({ id: 'account.loading' })} />}
      {cards && cards.length === 0 && !adding && (
        <p className="muted">
          <FormattedMessage id="paymentMethods.none" />
        </p>
      )}
      {cards && cards.length > 0 && (
        <ul className="settings-list" aria-label={intl.formatMessage({ id: 'paymentMethods.list' })}>
          {cards.map((card) => (
            <li key={card.id} className="settings-item" data-expired={card.isExpired || undefined}>
              <CardText card={card} />
              {(card.isDefault || card.isExpired || card.usedByAutoOrder) && (
                <ul className="settings-item__tags">
                  {card.isExpired && (
                    <li className="settings-tag settings-tag--danger">
                      <FormattedMessage id="paymentMethods.expired" />
                    </li>
                  )}
                  {card.isDefault && (
                    <li className="settings-tag">
                      <FormattedMessage id="paymentMethods.default" />
                    </li>
                  )}
                  {card.usedByAutoOrder && (
                    <li className="settings-tag">
                      <FormattedMessage id="paymentMethods.usedByAutoOrder" />
                    </li>
                  )}
                </ul>
              )}
              {card.usedByAutoOrder && (
                <p className="settings-item__note">
                  <FormattedMessage id="paymentMethods.cannotDelete" />
                </p>
              )}
              {card.billingAddress && (
                <div className="settings-item__note">
                  <FormattedMessage id="paymentMethods.billing" />
                  <AddressText address={savedToAddressLike(card.billingAddress)} />
                </div>
              )}
              <div className="settings-item__actions">
                <Link className="btn btn--secondary btn--sm" to={paymentSettingsEditPath(card.id)}>
                  <FormattedMessage id={card.isExpired ? 'paymentMethods.updateExpired' : 'paymentMethods.update'} />
                  <span className="visually-hidden"> {card.maskedNumber.slice(-4)}</span>
                </Link>
                {!card.isDefault && !card.isExpired && (
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => setDefaultCard(card.id), 'paymentMethods.defaultChanged')}>
                    <FormattedMessage id="paymentMethods.makeDefault" />
                    <span className="visually-hidden"> {card.maskedNumber.slice(-4)}</span>
                  </Button>
                )}
                {!card.usedByAutoOrder && (
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => setToDelete(card)}>
                    <FormattedMessage id="account.delete" />
                    <span className="visually-hidden"> {card.maskedNumber.slice(-4)}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDelete
        what={toDelete && <CardText card={toDelete} />}
        busy={busy}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const target = toDelete;
          if (!target) return;
          void run(() => deleteCard(target.id), 'paymentMethods.deleted').then(() => setToDelete(null));
        }}
      />
    </AccountLayout>
  );
}
