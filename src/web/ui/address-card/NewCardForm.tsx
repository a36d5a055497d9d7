import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedAddress } from '../../../contracts/addresses';
import type { AddPaymentMethodResponse } from '../../../contracts/payment-methods';
import { CARDHOLDER_MAX, TIMING_MS } from '../../../domain/constants';
import { isAddressValid } from '../../../domain/validation/address';
import { expiryYearOptions, type CardField } from '../../../domain/validation/card';
import { notify } from '../notify';
import { savedToAddressLike } from './address-api';
import { addressErrorId } from './address-form';
import { brandOfTyped, cardErrorId, cardFormSchema, EMPTY_CARD, INVALID_SHIPPING_FOR_BILLING, MONTHS, type CardFormValues } from './card-form';
import { isInvalidShippingForBilling, useAddCard } from './use-add-card';
import { AddressFields, type AddressPart } from './AddressFields';
import { AddressText } from './AddressText';
import { FormActions, SelectField, TextField } from './fields';
import { HumanCheckModal } from './HumanCheckModal';
import './address-card.css';

export interface NewCardFormProps {
  /** The address 'billing same as shipping' uses: the cart's at checkout, the default one in payment settings. */
  shippingAddress: SavedAddress | null;
  /** The card is saved (and, with updateCart, is now the cart's payment method and billing address, cc §4). */
  onAdded: (result: AddPaymentMethodResponse['returnValue']) => void;
  onCancel?: () => void;
  /** Tells the shopper about a failed call the form cannot put on a field. */
  onError: (error: unknown) => void;
  /** Put the card on the cart too (checkout: yes, the default; payment settings: no). */
  updateCart?: boolean;
}

/** Where the provider's refusal codes go (src/contracts/payment-methods.ts tokenizeErrorCodes). */
const PROVIDER_FIELD: Record<string, CardField> = {
  invalid_number: 'number',
  invalid_expiry: 'expirationMonth',
  expired_card: 'expirationMonth',
  invalid_cvd: 'cvv',
  incorrect_cvc: 'cvv',
};
const PROVIDER_PREFIX = 'provider.';

/** cc §2, §5: the add-card form with its billing address (same as shipping, or another one). */
export function NewCardForm({ shippingAddress, onAdded, onCancel, onError, updateCart = true }: NewCardFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const billingId = useId();
  const [now] = useState(() => new Date());
  const shippingValid = shippingAddress !== null && isAddressValid({ ...savedToAddressLike(shippingAddress), locationName: 'Home' });
  const schema = useMemo(() => cardFormSchema({ now, shippingAddressValid: shippingValid }), [now, shippingValid]);
  const form = useForm<CardFormValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver: zodResolver(schema), defaultValues: EMPTY_CARD });
  const { errors, submitCount } = form.formState;
  const { add, busy, challenge } = useAddCard(shippingAddress, updateCart);
  const billingChoice = useWatch({ control: form.control, name: 'billingChoice' });
  const brand = brandOfTyped(useWatch({ control: form.control, name: 'number' }));

  const cardError = (field: CardField) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return message.startsWith(PROVIDER_PREFIX)
      ? intl.formatMessage({ id: `checkout.card.provider.${message.slice(PROVIDER_PREFIX.length)}` })
      : intl.formatMessage({ id: cardErrorId(field, message) });
  };
  const billingError = (part: AddressPart) => {
    const error: FieldError | undefined = part === 'locationName' ? undefined : errors.billing?.[part];
    return error?.message ? intl.formatMessage({ id: addressErrorId(part, error.message) }) : undefined;
  };
  const choiceError = errors.billingChoice?.message === INVALID_SHIPPING_FOR_BILLING;

  async function onValid(values: CardFormValues) {
    const outcome = await add(values);
    if (outcome.kind === 'added') {
      notify('Success', intl.formatMessage({ id: 'checkout.card.added' }), { duration: TIMING_MS.cardAddedToast });
      onAdded(outcome.result);
    } else if (outcome.kind === 'refused' && outcome.error.code) {
      const field = PROVIDER_FIELD[outcome.error.code] ?? 'number';
      form.setError(field, { message: `${PROVIDER_PREFIX}${outcome.error.code}` }, { shouldFocus: true });
    } else if (outcome.kind === 'failed') {
      if (isInvalidShippingForBilling(outcome.error)) form.setError('billingChoice', { message: INVALID_SHIPPING_FOR_BILLING }, { shouldFocus: true });
      else onError(outcome.error);
    }
  }

  const showFormError = submitCount > 0 && Object.keys(errors).length > 0;
  const years = expiryYearOptions(now);
  return (
    <form className="checkout-form" onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="checkout-form__title">
        <FormattedMessage id="checkout.card.newTitle" />
      </h3>
      <TextField
        label={intl.formatMessage({ id: 'checkout.card.holder' })}
        hint={intl.formatMessage({ id: 'checkout.card.holderHint' }, { max: CARDHOLDER_MAX })}
        autoComplete="cc-name"
        error={cardError('cardHolder')}
        {...form.register('cardHolder')}
      />
      <TextField
        label={intl.formatMessage({ id: 'checkout.card.number' })}
        hint={brand ? intl.formatMessage({ id: `checkout.card.brand.${brand}` }) : undefined}
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck={false}
        error={cardError('number')}
        {...form.register('number')}
      />
      <div className="card-fields__row">
        <SelectField label={intl.formatMessage({ id: 'checkout.card.month' })} autoComplete="cc-exp-month" error={cardError('expirationMonth')} {...form.register('expirationMonth')}>
          <option value="">{intl.formatMessage({ id: 'checkout.card.monthChoose' })}</option>
          {MONTHS.map((month) => (
            <option key={month} value={String(month)}>
              {String(month).padStart(2, '0')}
            </option>
          ))}
        </SelectField>
        <SelectField label={intl.formatMessage({ id: 'checkout.card.year' })} autoComplete="cc-exp-year" error={cardError('expirationYear')} {...form.register('expirationYear')}>
          <option value="">{intl.formatMessage({ id: 'checkout.card.yearChoose' })}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </SelectField>
        <TextField
          label={intl.formatMessage({ id: 'checkout.card.cvv' })}
          hint={intl.formatMessage({ id: 'checkout.card.cvvHint' })}
          autoComplete="cc-csc"
          inputMode="numeric"
          className="field--cvv"
          error={cardError('cvv')}
          {...form.register('cvv')}
        />
      </div>
      <div className="field--checkbox">
        <input id={`${titleId}-default`} type="checkbox" {...form.register('isDefault')} />
        <label htmlFor={`${titleId}-default`}>
          <FormattedMessage id="checkout.card.makeDefault" />
        </label>
      </div>

      <fieldset className="choice-group" aria-describedby={choiceError ? `${billingId}-error` : undefined}>
        <legend>
          <FormattedMessage id="checkout.card.billing" />
        </legend>
        <div className="choice-group__options choice-group__options--stacked">
          <label className="choice">
            <input type="radio" value="shipping" {...form.register('billingChoice')} />
            <span>
              <FormattedMessage id="checkout.card.billingSame" />
              {shippingAddress && (
                <span className="choice__detail">
                  <AddressText address={savedToAddressLike(shippingAddress)} />
                </span>
              )}
            </span>
          </label>
          <label className="choice">
            <input type="radio" value="new" {...form.register('billingChoice')} />
            <FormattedMessage id="checkout.card.billingOther" />
          </label>
        </div>
        {choiceError && (
          <p id={`${billingId}-error`} className="field__error">
            <FormattedMessage id="checkout.card.invalidShipping" />
          </p>
        )}
      </fieldset>
      {billingChoice === 'new' && (
        <div className="checkout-form__billing">
          <AddressFields register={(part) => form.register(`billing.${part as Exclude<AddressPart, 'locationName'>}`)} errorOf={billingError} withName={false} section="billing" />
        </div>
      )}

      <p className="checkout-form__note">
        <FormattedMessage id="checkout.card.authorizationNote" />
      </p>
      <FormActions showError={showFormError} saveLabel="checkout.card.save" busy={busy} onCancel={onCancel} />
      <HumanCheckModal {...challenge} />
    </form>
  );
}
