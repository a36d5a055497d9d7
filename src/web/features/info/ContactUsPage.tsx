import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreClinic } from '../../../contracts/clinic-info';
import type { Language } from '../../../domain/constants';
import { prefetchStoreClinic } from './api/store-clinic';
import { InfoLayout } from './InfoLayout';
import { formatClock } from './lib/clock';
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
      </section>
    </div>
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
