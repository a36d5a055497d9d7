import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedAddress } from '../../../contracts/addresses';
import { TIMING_MS } from '../../../domain/constants';
import { needsStreetConfirmation } from '../../../domain/validation/address';
import { notify } from '../notify';
import { suggestionToForm, verifyAddress } from './address-api';
import { addressErrorId, addressFormSchema, EMPTY_ADDRESS, type AddressFormValues } from './address-form';
import { AddressFields, type AddressPart } from './AddressFields';
import { FormActions } from './fields';
import { StreetConfirmModal } from './StreetConfirmModal';
import { SuggestedAddressModal } from './SuggestedAddressModal';

export interface AddressFormProps {
  /** Saves the checked address (streetConfirmed: the shopper confirmed a street without a number). */
  save: (values: AddressFormValues, streetConfirmed: boolean) => Promise<SavedAddress>;
  /** The address is saved. */
  onSaved: (address: SavedAddress) => void;
  /** Tells the shopper about a failed save; what was typed stays in the form. */
  onError: (error: unknown) => void;
  /** Absent when there is nothing to go back to. */
  onCancel?: () => void;
  /** The values to start from (editing a saved address); an empty form with Home chosen otherwise. */
  initial?: AddressFormValues;
  /** Message ids of the form's heading and save button. */
  titleId?: string;
  saveLabel?: string;
  /** Extra fields under the address (the address book's default choices). */
  children?: ReactNode;
}

/**
 * cc §2, §4, §5: the address form of checkout and of the address book. On save: the rules of the
 * form; a street without a leading number asks for confirmation (5-second countdown); then the
 * sandbox verification, whose differing suggestion opens the comparison modal; then `save`.
 */
export function AddressForm({
  save: saveAddress, onSaved, onError, onCancel, initial = EMPTY_ADDRESS, titleId: titleMessage = 'checkout.address.newTitle',
  saveLabel = 'checkout.address.save', children,
}: AddressFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const form = useForm<AddressFormValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver: zodResolver(addressFormSchema), defaultValues: initial });
  const { errors, submitCount } = form.formState;
  const [busy, setBusy] = useState(false);
  const [streetToConfirm, setStreetToConfirm] = useState<string | null>(null);
  const [comparison, setComparison] = useState<{ entered: AddressFormValues; suggested: AddressFormValues } | null>(null);
  // The values waiting on a modal, and whether the shopper confirmed the street.
  const pending = useRef<{ values: AddressFormValues; streetConfirmed: boolean } | null>(null);

  const errorOf = (part: AddressPart) => {
    const error: FieldError | undefined = errors[part];
    return error?.message ? intl.formatMessage({ id: addressErrorId(part, error.message) }) : undefined;
  };

  async function save(values: AddressFormValues, streetConfirmed: boolean) {
    setBusy(true);
    try {
      onSaved(await saveAddress(values, streetConfirmed));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  async function verifyThenSave(values: AddressFormValues, streetConfirmed: boolean) {
    setBusy(true);
    try {
      const answer = await verifyAddress(values);
      if (answer.differs && answer.suggestion) {
        pending.current = { values, streetConfirmed };
        setComparison({ entered: values, suggested: suggestionToForm(values, answer.suggestion) });
        setBusy(false);
        return;
      }
    } catch {
      // Verification is a help, not a gate: say it could not be done and save what was typed.
      notify('Warning', intl.formatMessage({ id: 'checkout.verify.unavailable' }), { duration: TIMING_MS.addressVerificationToast });
    }
    await save(values, streetConfirmed);
  }

  function onValid(values: AddressFormValues) {
    if (needsStreetConfirmation(values)) {
      pending.current = { values, streetConfirmed: false };
      setStreetToConfirm(values.street1.trim());
      return;
    }
    void verifyThenSave(values, false);
  }

  function chooseSuggested() {
    const chosen = comparison?.suggested;
    const streetConfirmed = pending.current?.streetConfirmed ?? false;
    setComparison(null);
    if (!chosen) return;
    form.reset(chosen);
    notify('Success', intl.formatMessage({ id: 'checkout.verify.updated' }), { duration: TIMING_MS.addressVerificationToast });
    void save(chosen, streetConfirmed || !needsStreetConfirmation(chosen));
  }

  function chooseEntered() {
    const entered = pending.current;
    setComparison(null);
    if (entered) void save(entered.values, entered.streetConfirmed);
  }

  const showFormError = submitCount > 0 && Object.keys(errors).length > 0;
  return (
    <form className="checkout-form" onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="checkout-form__title">
        <FormattedMessage id={titleMessage} />
      </h3>
      <AddressFields register={(part) => form.register(part)} errorOf={errorOf} section="shipping" />
      {children}
      <FormActions showError={showFormError} saveLabel={saveLabel} busy={busy} onCancel={onCancel} />
      <StreetConfirmModal
        street={streetToConfirm}
        onEdit={() => {
          setStreetToConfirm(null);
          form.setFocus('street1');
        }}
        onConfirm={() => {
          setStreetToConfirm(null);
          const values = pending.current?.values;
          if (values) void verifyThenSave(values, true);
        }}
      />
      <SuggestedAddressModal comparison={comparison} onUseEntered={chooseEntered} onUseSuggested={chooseSuggested} onCancel={() => setComparison(null)} />
    </form>
  );
}
