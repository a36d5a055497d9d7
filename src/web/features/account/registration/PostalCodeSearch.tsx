import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { ClinicSearchQuery } from '../../../../contracts/registration';
import { TIMING_MS } from '../../../../domain/constants';
import { formatLatLng } from '../../../../domain/geo';
import { normalizePostalCode } from '../../../../domain/validation/postal-code';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { postalCodeFormSchema } from './form-messages';
import { TextField } from './TextField';
import { useDebouncedValue } from './use-debounced-value';
import { useFieldError } from '../../../ui/use-field-error';

type GeoProblem = 'failed' | 'unsupported' | null;

/**
 * Search by postal code (validated on blur, rr §5) as the shopper types, 250 ms after they stop
 * (rr §9), or from the browser's position with 'use my location' (rr §2, §8 messages).
 */
export function PostalCodeSearch({ onSearch }: { onSearch: (query: ClinicSearchQuery | null) => void }) {
  const fieldError = useFieldError('registration');
  const [geoProblem, setGeoProblem] = useState<GeoProblem>(null);
  const [locating, setLocating] = useState(false);
  const {
    register,
    control,
    formState: { errors },
  } = useForm({ mode: 'onTouched', resolver: zodResolver(postalCodeFormSchema), defaultValues: { postalCode: '' } });
  const typed = useDebouncedValue(useWatch({ control, name: 'postalCode' }).trim(), TIMING_MS.searchDebounce);

  useEffect(() => {
    const postalCode = normalizePostalCode(typed);
    if (postalCode) onSearch({ postalCode });
  }, [typed, onSearch]);

  function locateMe() {
    setGeoProblem(null);
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setGeoProblem('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onSearch({ latLng: formatLatLng({ lat: position.coords.latitude, lng: position.coords.longitude }) });
      },
      () => {
        setLocating(false);
        setGeoProblem('failed');
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="search-row">
      <form className="search-row__form" role="search" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={<FormattedMessage id="registration.search.postalCode" />}
          hint={<FormattedMessage id="registration.search.postalCodeHint" />}
          autoComplete="postal-code"
          // Room for what shoppers type: 'K1A - 0B1' is accepted and written K1A 0B1.
          maxLength={12}
          className="field--postal"
          error={fieldError(errors.postalCode)}
          {...register('postalCode')}
        />
      </form>
      <div className="search-row__or">
        <Button variant="secondary" onClick={locateMe} busy={locating}>
          <FormattedMessage id="registration.search.useMyLocation" />
        </Button>
      </div>
      {geoProblem && (
        <Notice type="Error" className="search-row__notice">
          <FormattedMessage id={geoProblem === 'failed' ? 'registration.search.geoFailed' : 'registration.search.geoUnsupported'} />
        </Notice>
      )}
    </div>
  );
}
