import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ADDRESS_FIELD_MAX, PROVINCES } from '../../../domain/constants';
import { ADDRESS_NAME_OPTIONS } from './address-form';
import { SelectField, TextField } from './fields';
import './address-card.css';

export type AddressPart = 'locationName' | 'street1' | 'street2' | 'city' | 'province' | 'postalCode';

export interface AddressFieldsProps {
  register: (part: AddressPart) => UseFormRegisterReturn;
  /** The translated error of a part, if any. */
  errorOf: (part: AddressPart) => string | undefined;
  /** The name choice (Home / Office / Other); the billing form has none (cc §3). */
  withName?: boolean;
  /** 'shipping' or 'billing': browsers fill the right address. */
  section: 'shipping' | 'billing';
}

/** The fields of the address form (cc §5), shared by the new shipping address and a card's billing address. */
export function AddressFields({ register, errorOf, withName = true, section }: AddressFieldsProps) {
  const intl = useIntl();
  const nameId = useId();
  const nameError = errorOf('locationName');
  const auto = (token: string) => `section-${section} ${section} ${token}`;
  return (
    <div className="address-fields">
      {withName && (
        <fieldset className="choice-group choice-group--inline" aria-describedby={nameError ? `${nameId}-error` : undefined}>
          <legend>
            <FormattedMessage id="checkout.address.name" />
          </legend>
          <div className="choice-group__options">
            {ADDRESS_NAME_OPTIONS.map((name) => (
              <label key={name} className="choice">
                <input type="radio" value={name} {...register('locationName')} />
                <FormattedMessage id={`ui.addressName.${name}`} />
              </label>
            ))}
          </div>
          {nameError && (
            <p id={`${nameId}-error`} className="field__error">
              {nameError}
            </p>
          )}
        </fieldset>
      )}
      <TextField
        label={intl.formatMessage({ id: 'checkout.address.street1' })}
        hint={intl.formatMessage({ id: 'checkout.address.street1Hint' }, { max: ADDRESS_FIELD_MAX })}
        autoComplete={auto('address-line1')}
        error={errorOf('street1')}
        {...register('street1')}
      />
      <TextField
        label={intl.formatMessage({ id: 'checkout.address.street2' })}
        autoComplete={auto('address-line2')}
        error={errorOf('street2')}
        {...register('street2')}
      />
      <div className="address-fields__row">
        <TextField label={intl.formatMessage({ id: 'checkout.address.city' })} autoComplete={auto('address-level2')} error={errorOf('city')} {...register('city')} />
        <SelectField label={intl.formatMessage({ id: 'checkout.address.province' })} autoComplete={auto('address-level1')} error={errorOf('province')} {...register('province')}>
          <option value="">{intl.formatMessage({ id: 'checkout.address.provinceChoose' })}</option>
          {PROVINCES.map((province) => (
            <option key={province} value={province}>
              {intl.formatMessage({ id: `checkout.province.${province}` })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={intl.formatMessage({ id: 'checkout.address.postalCode' })}
          autoComplete={auto('postal-code')}
          autoCapitalize="characters"
          spellCheck={false}
          className="field--postal"
          error={errorOf('postalCode')}
          {...register('postalCode')}
        />
      </div>
    </div>
  );
}
