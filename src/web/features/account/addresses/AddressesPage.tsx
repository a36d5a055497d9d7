import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AddressBookEntry } from '../../../../contracts/account-settings';
import { AccountLayout } from '../AccountLayout';
import { savedToAddressLike, savedToForm } from '../../../ui/address-card/address-api';
import { AddressForm } from '../../../ui/address-card/AddressForm';
import { AddressText } from '../../../ui/address-card/AddressText';
import { Button } from '../../../ui/Button';
import { notify } from '../../../ui/notify';
import { Spinner } from '../../../ui/Spinner';
import { reportSettingsError } from '../account-settings.api';
import { addAccountAddress, deleteAddress, setDefaultAddress, updateAccountAddress } from './addresses.api';
import { ConfirmDelete } from '../ConfirmDelete';
import { useSettingsData } from '../use-settings-data';
import '../account-settings.css';

type Editing = { kind: 'new' } | { kind: 'edit'; address: AddressBookEntry } | null;

/** The default choices under the address form (kept outside the form's own values). */
function DefaultChoices({ shipping, billing, onChange }: { shipping: boolean; billing: boolean; onChange: (next: { shipping: boolean; billing: boolean }) => void }) {
  const id = useId();
  return (
    <fieldset className="choice-group">
      <legend>
        <FormattedMessage id="addresses.defaults" />
      </legend>
      <div className="field--checkbox">
        <input id={`${id}-s`} type="checkbox" checked={shipping} onChange={(event) => onChange({ shipping: event.target.checked, billing })} />
        <label htmlFor={`${id}-s`}>
          <FormattedMessage id="addresses.defaultShipping" />
        </label>
      </div>
      <div className="field--checkbox">
        <input id={`${id}-b`} type="checkbox" checked={billing} onChange={(event) => onChange({ shipping, billing: event.target.checked })} />
        <label htmlFor={`${id}-b`}>
          <FormattedMessage id="addresses.defaultBilling" />
        </label>
      </div>
    </fieldset>
  );
}

/**
 * /account/addresses (issue 14): the address book. Add, edit (the checkout's form, rules and
 * verification modals), make the default shipping or billing address, delete; an address an active
 * AutoOrder uses says so and offers no delete until another is chosen for that AutoOrder.
 */
export function Component() {
  const intl = useIntl();
  const { addresses, reload } = useSettingsData();
  const [editing, setEditing] = useState<Editing>(null);
  const [defaults, setDefaults] = useState({ shipping: false, billing: false });
  const [toDelete, setToDelete] = useState<AddressBookEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const list = addresses.data;

  function open(next: Editing) {
    setEditing(next);
    setDefaults(next?.kind === 'edit' ? { shipping: next.address.isDefaultShipping, billing: next.address.isBillingDefault } : { shipping: false, billing: false });
  }

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

  async function saved() {
    notify('Success', intl.formatMessage({ id: editing?.kind === 'edit' ? 'addresses.updated' : 'addresses.added' }));
    setEditing(null);
    await reload();
  }

  return (
    <AccountLayout
      section="addresses"
      title={<FormattedMessage id="addresses.title" />}
      actions={
        editing === null && (
          <Button onClick={() => open({ kind: 'new' })}>
            <FormattedMessage id="addresses.add" />
          </Button>
        )
      }
    >
      {editing && (
        <section className="settings-section card">
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            titleId={editing.kind === 'edit' ? 'addresses.editTitle' : 'addresses.newTitle'}
            saveLabel="account.save"
            {...(editing.kind === 'edit' ? { initial: savedToForm(editing.address) } : {})}
            save={(values, streetConfirmed) =>
              editing.kind === 'edit' ? updateAccountAddress(editing.address.id, values, streetConfirmed, defaults) : addAccountAddress(values, streetConfirmed, defaults)
            }
            onSaved={() => void saved()}
            onError={reportSettingsError}
            onCancel={() => setEditing(null)}
          >
            <DefaultChoices {...defaults} onChange={setDefaults} />
          </AddressForm>
        </section>
      )}
      {!list && <Spinner label={intl.formatMessage({ id: 'account.loading' })} />}
      {list && list.length === 0 && !editing && (
        <p className="muted">
          <FormattedMessage id="addresses.none" />
        </p>
      )}
      {list && list.length > 0 && (
        <ul className="settings-list" aria-label={intl.formatMessage({ id: 'addresses.list' })}>
          {list.map((address) => (
            <li key={address.id} className="settings-item">
              <AddressText address={savedToAddressLike(address)} showName />
              {(address.isDefaultShipping || address.isBillingDefault || address.usedByAutoOrder) && (
                <ul className="settings-item__tags">
                  {address.isDefaultShipping && (
                    <li className="settings-tag">
                      <FormattedMessage id="addresses.isDefaultShipping" />
                    </li>
                  )}
                  {address.isBillingDefault && (
                    <li className="settings-tag">
                      <FormattedMessage id="addresses.isDefaultBilling" />
                    </li>
                  )}
                  {address.usedByAutoOrder && (
                    <li className="settings-tag">
                      <FormattedMessage id="addresses.usedByAutoOrder" />
                    </li>
                  )}
                </ul>
              )}
              {address.usedByAutoOrder && (
                <p className="settings-item__note">
                  <FormattedMessage id="addresses.cannotDelete" />
                </p>
              )}
              <div className="settings-item__actions">
                <Button size="sm" variant="secondary" onClick={() => open({ kind: 'edit', address })} disabled={busy}>
                  <FormattedMessage id="addresses.edit" />
                  <span className="visually-hidden"> {address.street1}</span>
                </Button>
                {!address.isDefaultShipping && (
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => setDefaultAddress(address.id, { shipping: true }), 'addresses.defaultChanged')}>
                    <FormattedMessage id="addresses.makeDefaultShipping" />
                    <span className="visually-hidden"> {address.street1}</span>
                  </Button>
                )}
                {!address.isBillingDefault && (
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => setDefaultAddress(address.id, { billing: true }), 'addresses.defaultChanged')}>
                    <FormattedMessage id="addresses.makeDefaultBilling" />
                    <span className="visually-hidden"> {address.street1}</span>
                  </Button>
                )}
                {!address.usedByAutoOrder && (
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => setToDelete(address)}>
                    <FormattedMessage id="account.delete" />
                    <span className="visually-hidden"> {address.street1}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDelete
        what={toDelete && <AddressText address={savedToAddressLike(toDelete)} showName />}
        busy={busy}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const target = toDelete;
          if (!target) return;
          void run(() => deleteAddress(target.id), 'addresses.deleted').then(() => setToDelete(null));
        }}
      />
    </AccountLayout>
  );
}
