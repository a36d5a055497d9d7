import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClinicSearchQuery } from '../../../../contracts/registration';
import { CLINIC_NAME_SEARCH_MIN, TIMING_MS, type Province } from '../../../../domain/constants';
import { inProvince } from '../../../../domain/province-phrase';
import { useLanguage } from '../../../i18n/I18nProvider';
import { clinicNameFormSchema } from './form-messages';
import { TextField } from './TextField';
import { useDebouncedValue } from './use-debounced-value';
import { useFieldError } from '../../../ui/use-field-error';

/** Search by clinic name in the shopper's province: 5 characters at least (rr §5, §9), 250 ms debounce. */
export function NameSearch({ province, onSearch }: { province: Province; onSearch: (query: ClinicSearchQuery | null) => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const fieldError = useFieldError('registration');
  const {
    register,
    control,
    formState: { errors },
  } = useForm({ mode: 'onTouched', resolver: zodResolver(clinicNameFormSchema), defaultValues: { clinicName: '' } });
  const typed = useDebouncedValue(useWatch({ control, name: 'clinicName' }).trim(), TIMING_MS.searchDebounce);

  useEffect(() => {
    onSearch(typed.length >= CLINIC_NAME_SEARCH_MIN ? { name: typed, prov: province } : null);
  }, [typed, province, onSearch]);

  return (
    <form className="search-row__form" role="search" noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={<FormattedMessage id="registration.search.clinicName" />}
        hint={
          <FormattedMessage
            id="registration.search.clinicNameHint"
            values={{ min: CLINIC_NAME_SEARCH_MIN, inProvince: inProvince(province, intl.formatMessage({ id: `registration.province.${province}` }), language) }}
          />
        }
        maxLength={100}
        error={fieldError(errors.clinicName)}
        {...register('clinicName')}
      />
    </form>
  );
}
