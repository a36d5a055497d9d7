import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { Clinic } from '../../../../contracts/registration';

/** A clinic as a card: name, address, phone, email and, after a search near a place, the distance. */
export function ClinicCard({ clinic, headingLevel = 3, children }: { clinic: Clinic; headingLevel?: 3 | 4; children?: ReactNode }) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <article className="clinic-card" aria-label={clinic.practiceName}>
      <div className="clinic-card__main">
        <Heading className="clinic-card__name">{clinic.practiceName}</Heading>
        <p className="clinic-card__address">
          {clinic.clinicAddress && (
            <>
              {clinic.clinicAddress}
              <br />
            </>
          )}
          {[clinic.addressCity, [clinic.addressStateID, clinic.addressZip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
        </p>
        <p className="clinic-card__contact">
          {clinic.clinicPhone && <a href={`tel:${clinic.clinicPhone.replace(/[^\d+]/g, '')}`}>{clinic.clinicPhone}</a>}
          {clinic.clinicEmail && <a href={`mailto:${clinic.clinicEmail}`}>{clinic.clinicEmail}</a>}
        </p>
        {clinic.distanceInKm !== null && (
          <p className="clinic-card__distance">
            <FormattedMessage
              id="registration.clinic.distance"
              values={{ distance: <FormattedNumber value={clinic.distanceInKm} maximumFractionDigits={1} /> }}
            />
          </p>
        )}
      </div>
      {children && <div className="clinic-card__actions">{children}</div>}
    </article>
  );
}
