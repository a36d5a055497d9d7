import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { petSpeciesCodes } from '../../../../contracts/codes';
import { PET_NAME_MAX } from '../../../../domain/constants';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { validatePetForm, type PetField, type PetFieldErrors, type PetFormValues } from './pet-form-model';

export interface PetFormProps {
  initial: PetFormValues;
  /** The form's heading: "Add a pet" or "Edit {name}". */
  heading: string;
  busy: boolean;
  /** Errors the server answered with (message ids per field), and a failure not tied to a field. */
  serverErrors: PetFieldErrors;
  failure: string | null;
  onSubmit: (values: PetFormValues) => void;
  onCancel: () => void;
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * Adds or edits a pet (rr §3 Pet, §5 Pet rules). The values stay as typed whatever the answer, so
 * nothing is lost on an error; each error sits under its field and the first one takes the focus.
 */
export function PetForm({ initial, heading, busy, serverErrors, failure, onSubmit, onCancel }: PetFormProps) {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [localErrors, setLocalErrors] = useState<PetFieldErrors>({});
  const errors = { ...serverErrors, ...localErrors };
  const set = <K extends keyof PetFormValues>(key: K, value: PetFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const fieldId = (field: string) => `${id}-${field}`;
  const describedBy = (field: PetField) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const errorText = (field: PetField) =>
    errors[field] && (
      <p id={`${fieldId(field)}-error`} className="field__error">
        <FormattedMessage id={errors[field]} values={{ max: PET_NAME_MAX }} />
      </p>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePetForm(values);
    setLocalErrors(found);
    const first = (['name', 'code', 'breeds', 'sex', 'birthDate', 'weightKg'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(fieldId(first === 'breeds' ? 'breed-0' : first))?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form className="card form pet-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pet-form__title">{heading}</h2>
      {failure && (
        <Notice type="Error">
          <FormattedMessage id={failure} />
        </Notice>
      )}
      <div className="pet-form__grid">
        <div className="field">
          <label htmlFor={fieldId('name')}>
            <FormattedMessage id="pets.field.name" />
          </label>
          <input
            id={fieldId('name')}
            value={values.name}
            maxLength={PET_NAME_MAX + 10}
            autoComplete="off"
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(e) => set('name', e.target.value)}
            autoFocus
          />
          {errorText('name')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('code')}>
            <FormattedMessage id="pets.field.type" />
          </label>
          <select
            id={fieldId('code')}
            value={values.code}
            aria-required="true"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={describedBy('code')}
            onChange={(e) => set('code', e.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'pets.field.typeChoose' })}</option>
            {petSpeciesCodes.map((code) => (
              <option key={code} value={code}>
                {intl.formatMessage({ id: `pets.species.${code}` })}
              </option>
            ))}
          </select>
          {errorText('code')}
        </div>
        <fieldset className="pet-form__breeds">
          <legend>
            <FormattedMessage id="pets.field.breeds" values={{ max: values.breeds.length }} />
          </legend>
          {values.breeds.map((breed, index) => (
            <div className="field" key={index}>
              <label htmlFor={fieldId(`breed-${index}`)} className="visually-hidden">
                <FormattedMessage id="pets.field.breedN" values={{ n: index + 1 }} />
              </label>
              <input
                id={fieldId(`breed-${index}`)}
                value={breed}
                autoComplete="off"
                placeholder={intl.formatMessage({ id: 'pets.field.breedN' }, { n: index + 1 })}
                aria-invalid={errors.breeds ? true : undefined}
                aria-describedby={describedBy('breeds')}
                onChange={(e) => set('breeds', values.breeds.map((b, i) => (i === index ? e.target.value : b)))}
              />
            </div>
          ))}
          {errorText('breeds')}
        </fieldset>
        <div className="field">
          <label htmlFor={fieldId('sex')}>
            <FormattedMessage id="pets.field.sex" />
          </label>
          <select id={fieldId('sex')} value={values.sex} aria-describedby={describedBy('sex')} onChange={(e) => set('sex', e.target.value as PetFormValues['sex'])}>
            <option value="">{intl.formatMessage({ id: 'pets.sex.unspecified' })}</option>
            <option value="male">{intl.formatMessage({ id: 'pets.sex.male' })}</option>
            <option value="female">{intl.formatMessage({ id: 'pets.sex.female' })}</option>
          </select>
          {errorText('sex')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('birthDate')}>
            <FormattedMessage id="pets.field.birthDate" />
          </label>
          <input
            id={fieldId('birthDate')}
            type="date"
            value={values.birthDate}
            max={today()}
            aria-invalid={errors.birthDate ? true : undefined}
            aria-describedby={describedBy('birthDate')}
            onChange={(e) => set('birthDate', e.target.value)}
          />
          {errorText('birthDate')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('weightKg')}>
            <FormattedMessage id="pets.field.weight" />
          </label>
          <input
            id={fieldId('weightKg')}
            inputMode="decimal"
            value={values.weight}
            autoComplete="off"
            aria-invalid={errors.weightKg ? true : undefined}
            aria-describedby={describedBy('weightKg')}
            onChange={(e) => set('weight', e.target.value)}
          />
          {errorText('weightKg')}
        </div>
      </div>
      <div className="button-row">
        <Button type="submit" busy={busy}>
          <FormattedMessage id="pets.form.save" />
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="pets.form.cancel" />
        </Button>
      </div>
    </form>
  );
}
