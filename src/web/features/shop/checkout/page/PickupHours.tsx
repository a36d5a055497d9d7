import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../../../../i18n/format';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { formatClock } from '../../../../../domain/date-format';
import { calendarDate } from '../../../../ui/clock';
import { useStoreClinic } from '../../../../ui/store-clinic';

/** 2024-01-01 was a Monday: ISO weekday n is January n of 2024, for the weekday's name in the page's language. */
const weekdayDate = (weekday: number) => new Date(2024, 0, weekday, 12);

/**
 * Clinic pickup (issue 17): the clinic's opening hours and its holiday hours of the coming weeks,
 * under the delivery options of a group picked up at the clinic. Nothing when the hours are unknown.
 */
export function PickupHours() {
  const intl = useIntl();
  const f = useFormatters();
  const { language } = useLanguage();
  const clinic = useStoreClinic(language).info.clinic;
  if (!clinic || clinic.hours.length === 0) return null;
  const range = (opensAt: string | null, closesAt: string | null) =>
    opensAt && closesAt
      ? intl.formatMessage({ id: 'checkout.pickupHours.range' }, { opens: formatClock(opensAt, language), closes: formatClock(closesAt, language) })
      : intl.formatMessage({ id: 'checkout.pickupHours.closed' });
  return (
    <div className="pickup-hours" role="group" aria-labelledby="pickup-hours-title">
      <h3 id="pickup-hours-title" className="pickup-hours__title">
        <FormattedMessage id="checkout.pickupHours.heading" values={{ clinic: f.clinic(clinic.practiceName) }} />
      </h3>
      <dl className="pickup-hours__week">
        {clinic.hours.map((day) => (
          <div key={day.weekday}>
            <dt>{intl.formatDate(weekdayDate(day.weekday), { weekday: 'long' })}</dt>
            <dd>{range(day.opensAt, day.closesAt)}</dd>
          </div>
        ))}
      </dl>
      {clinic.holidays.length > 0 && (
        <>
          <h4 className="pickup-hours__title">
            <FormattedMessage id="checkout.pickupHours.holidays" />
          </h4>
          <dl className="pickup-hours__week pickup-hours__holidays">
            {clinic.holidays.map((day) => (
              <div key={day.date}>
                <dt>
                  {intl.formatDate(calendarDate(day.date), { weekday: 'long', month: 'long', day: 'numeric' })}
                  {day.label && <span className="muted"> ({day.label})</span>}
                </dt>
                <dd>{range(day.opensAt, day.closesAt)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
