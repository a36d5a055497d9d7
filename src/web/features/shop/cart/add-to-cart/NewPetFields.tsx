import { useId, type RefObject } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { petSpeciesCodes } from '../../../../../contracts/codes';
import { PET_NAME_MAX } from '../../../../../domain/constants';
import type { PanelFormValues } from './panel-form';

export interface NewPetFieldsProps {
  register: UseFormRegister<PanelFormValues>;
  errors: FieldErrors<PanelFormValues>;
  nameRef: RefObject<HTMLInputElement | null>;
  errorText: (message: string | undefined) => string | undefined;
}

/** cc §4: the new-pet form: its name (required, cc §5) and its type; saved before the item is added. */
export function NewPetFields({ register, errors, nameRef, errorText }: NewPetFieldsProps) {
  const intl = useIntl();
  const nameId = useId();
  const speciesId = useId();
  const nameError = errorText(errors.newPetName?.message);
  const { ref, ...name } = register('newPetName');
  return (
    <fieldset className="add-to-cart__new-pet">
      <legend>
        <FormattedMessage id="cart.pet.legend" />
      </legend>
      <div className="field">
        <label htmlFor={nameId}>
          <FormattedMessage id="cart.pet.name" />
        </label>
        <input
          id={nameId}
          type="text"
          autoComplete="off"
          maxLength={PET_NAME_MAX}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          {...name}
          ref={(element) => {
            ref(element);
            nameRef.current = element;
          }}
        />
        {nameError && (
          <p id={`${nameId}-error`} className="field__error" role="alert">
            {nameError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={speciesId}>
          <FormattedMessage id="cart.pet.species" />
        </label>
        <select id={speciesId} {...register('newPetSpecies')}>
          {petSpeciesCodes.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage({ id: `cart.species.${code}` })}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
