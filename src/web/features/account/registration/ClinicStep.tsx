import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Clinic, ClinicSearchOption, ClinicSearchQuery } from '../../../../contracts/registration';
import { TIMING_MS, type Province } from '../../../../domain/constants';
import { MINUTE_MS } from '../../../../domain/time';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { ClinicCard } from './ClinicCard';
import type { NewClinicValues } from './form-messages';
import { NameSearch } from './NameSearch';
import { NewClinicForm } from './NewClinicForm';
import { PostalCodeSearch } from './PostalCodeSearch';
import { searchClinics } from './registration.api';

export interface ClinicStepProps {
  option: ClinicSearchOption;
  province: Province;
  onSelectClinic: (clinic: Clinic) => void;
  onNewClinic: (values: NewClinicValues) => void;
}

/** Step 2 (rr §2): the search, its results, or the new-clinic form. */
export function ClinicStep({ option, province, onSelectClinic, onNewClinic }: ClinicStepProps) {
  const intl = useIntl();
  const [query, setQuery] = useState<ClinicSearchQuery | null>(null);
  const onSearch = useCallback((next: ClinicSearchQuery | null) => setQuery(next), []);
  const search = useQuery({
    queryKey: ['registration', 'clinicSearch', query],
    queryFn: ({ signal }) => searchClinics(query!, signal),
    enabled: query !== null,
    staleTime: MINUTE_MS,
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });

  if (option === 'manualEntry') return <NewClinicForm onSubmit={onNewClinic} />;

  const clinics = query ? (search.data?.returnValue.clinics ?? null) : null;
  const failure = search.error;
  const failureText =
    failure instanceof ApiError && failure.status === 429
      ? intl.formatMessage({ id: 'registration.error.tooManyAttempts' })
      : failure instanceof ApiError
        ? failure.message
        : intl.formatMessage({ id: 'registration.error.network' });

  return (
    <div className="clinic-search">
      {option === 'searchByPostalCode' ? <PostalCodeSearch onSearch={onSearch} /> : <NameSearch province={province} onSearch={onSearch} />}

      {failure && query && (
        // rr §8: a danger notification with the message, gone after 5 seconds.
        <Notice key={search.errorUpdatedAt} type="Error" autoDismissMs={TIMING_MS.notificationLife}>
          {failureText}
        </Notice>
      )}
      <div className="clinic-results" aria-live="polite" aria-busy={search.isFetching}>
        {/* One line for the count and the spinner, so the list never moves under the pointer. */}
        {(search.isFetching || (clinics && clinics.length > 0)) && (
          <div className="clinic-results__bar">
            {clinics && clinics.length > 0 && (
              <h3 className="clinic-results__heading">
                <FormattedMessage id="registration.search.resultsHeading" values={{ count: clinics.length }} />
              </h3>
            )}
            {search.isFetching && (
              <span className="clinic-results__status">
                <Spinner size="sm" decorative /> <FormattedMessage id="registration.search.searching" />
              </span>
            )}
          </div>
        )}
        {clinics && clinics.length === 0 && !search.isFetching && (
          <Notice type="info">
            <FormattedMessage id="registration.search.noResults" />
          </Notice>
        )}
        {clinics && clinics.length > 0 && (
          <>
            <ul className="clinic-list">
              {clinics.map((clinic) => (
                <li key={clinic.id}>
                  <ClinicCard clinic={clinic}>
                    <Button
                      size="sm"
                      onClick={() => onSelectClinic(clinic)}
                      aria-label={intl.formatMessage({ id: 'registration.search.selectClinicNamed' }, { name: clinic.practiceName })}
                    >
                      <FormattedMessage id="registration.search.selectClinic" />
                    </Button>
                  </ClinicCard>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
