import { useId, type ComponentPropsWithRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PROVINCES } from '../../../../domain/constants';

export interface ProvinceSelectProps extends ComponentPropsWithRef<'select'> {
  error?: string | undefined;
}

/** The province list of the registration form (rr §3 provinceId), names in the shopper's language. */
export function ProvinceSelect({ error, ...select }: ProvinceSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id="registration.person.province" />
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        <option value="">{intl.formatMessage({ id: 'registration.person.provinceChoose' })}</option>
        {PROVINCES.map((province) => (
          <option key={province} value={province}>
            {intl.formatMessage({ id: `registration.province.${province}` })}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
