import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreClinic } from '../../../../contracts/clinic-info';
import { SOCIAL_NETWORKS } from '../../../../domain/clinic-branding';
import type { Language } from '../../../../domain/constants';
import { prefetchStoreClinic } from '../../../ui/store-clinic';
import { InfoLayout } from './InfoLayout';
import { formatClock } from '../../../../domain/date-format';
import { calendarDate } from '../../../ui/clock';
import type { InfoValues } from './lib/info-values';
import { useInfoPage } from './use-info-page';

/** /ContactUs: the clinic's name, address, phone, email and opening hours, all from the database. */
export function Component() {
  const { language, info, values } = useInfoPage();
  const { clinic } = info;
  return (
    <InfoLayout page="contactUs" language={language} intro={clinic ? <FormattedMessage id="info.contact.intro" /> : undefined}>
      {clinic ? <ClinicContact clinic={clinic} language={language} values={values} /> : <NoClinic values={values} />}
      <section className="info-section">
        <h2>
          <FormattedMessage id="info.contact.store.heading" />
        </h2>
        <p>
          <FormattedMessage id="info.contact.store.text" values={values} />
        </p>
      </section>
    </InfoLayout>
  );
}

function ClinicContact({ clinic, language, values }: { clinic: StoreClinic; language: Language; values: InfoValues }) {
  const intl = useIntl();
  const provinceKey = `info.province.${clinic.province}`;
  const province = intl.messages[provinceKey] ? intl.formatMessage({ id: provinceKey }) : clinic.province;
  return (
    <div className="contact-grid">
      <section className="card contact-card" aria-labelledby="contact-clinic">
        <h2 id="contact-clinic">{clinic.practiceName}</h2>
        <dl className="contact-card__details">
          <dt>
            <FormattedMessage id="info.contact.address" />
          </dt>
          <dd>
            <address>
              {clinic.address && (
                <>
                  {clinic.address}
                  <br />
                </>
              )}
              {clinic.city}, {province}
              {clinic.postalCode && <span className="nowrap"> {clinic.postalCode}</span>}
            </address>
          </dd>
          <dt>
            <FormattedMessage id="info.contact.phone" />
          </dt>
          <dd>
            <a href={`tel:+1${clinic.phone.replace(/\D/g, '')}`} className="nowrap">
              {clinic.phone}
            </a>
          </dd>
          {clinic.email && (
            <>
              <dt>
                <FormattedMessage id="info.contact.email" />
              </dt>
              <dd>
                <a href={`mailto:${clinic.email}`} className="contact-card__email">
                  {clinic.email}
                </a>
                <span className="contact-card__note muted">
                  <FormattedMessage id="info.contact.emailResponse" values={values} />
                </span>
              </dd>
            </>
          )}
        </dl>
        <SocialLinks clinic={clinic} />
      </section>
      <section className="card contact-card" aria-labelledby="contact-hours">
        <h2 id="contact-hours">
          <FormattedMessage id="info.contact.hours" />
        </h2>
        {clinic.hours.length === 0 ? (
          <p>
            <FormattedMessage id="info.contact.hoursUnknown" />
          </p>
        ) : (
          <table className="hours-table">
            <tbody>
              {clinic.hours.map((day) => (
                <tr key={day.weekday}>
                  <th scope="row">
                    <FormattedMessage id={`info.weekday.${day.weekday}`} />
                  </th>
                  <td>
                    {day.opensAt && day.closesAt ? (
                      <FormattedMessage
                        id="info.contact.timeRange"
                        values={{ opens: formatClock(day.opensAt, language), closes: formatClock(day.closesAt, language) }}
                      />
                    ) : (
                      <FormattedMessage id="info.contact.closed" />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {clinic.holidays.length > 0 && <HolidayHours clinic={clinic} language={language} />}
      </section>
    </div>
  );
}

/** The clinic's social pages (issue 17), https addresses checked by the server. */
function SocialLinks({ clinic }: { clinic: StoreClinic }) {
  const links = SOCIAL_NETWORKS.filter((network) => clinic.socialLinks[network]);
  if (links.length === 0) return null;
  return (
    <>
      <h3 className="contact-card__subheading">
        <FormattedMessage id="info.contact.social" />
      </h3>
      <ul className="contact-card__social">
        {links.map((network) => (
          <li key={network}>
            <a href={clinic.socialLinks[network]} rel="noopener noreferrer" target="_blank">
              <FormattedMessage id={`info.social.${network}`} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Dated closures and special hours of the coming weeks (issue 17), set by the clinic. */
function HolidayHours({ clinic, language }: { clinic: StoreClinic; language: Language }) {
  const intl = useIntl();
  return (
    <>
      <h3 id="contact-holidays" className="contact-card__subheading">
        <FormattedMessage id="info.contact.holidays" />
      </h3>
      <table className="hours-table" aria-labelledby="contact-holidays">
        <tbody>
          {clinic.holidays.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                {intl.formatDate(calendarDate(day.date), { weekday: 'long', month: 'long', day: 'numeric' })}
                {day.label && <span className="contact-card__note muted">{day.label}</span>}
              </th>
              <td>
                {day.opensAt && day.closesAt ? (
                  <FormattedMessage id="info.contact.timeRange" values={{ opens: formatClock(day.opensAt, language), closes: formatClock(day.closesAt, language) }} />
                ) : (
                  <FormattedMessage id="info.contact.closed" />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function NoClinic({ values }: { values: InfoValues }) {
  return (
    <section className="card contact-card" aria-labelledby="contact-clinic">
      <h2 id="contact-clinic">
        <FormattedMessage id="info.contact.noClinic.heading" />
      </h2>
      <p>
        <FormattedMessage id="info.contact.noClinic.text" values={values} />
      </p>
    </section>
  );
}

export const prefetch = prefetchStoreClinic;
