import { FormattedMessage } from 'react-intl';
import type { Clinic } from '../../../../contracts/registration';
import { ClinicCard } from './ClinicCard';
import { FORGET_WEBSTORE_HREF } from './registration.api';

/** rr §2: the remembered webstore's clinic, pre-selected, with a link to forget it. */
export function RememberedClinic({ clinic }: { clinic: Clinic }) {
  return (
    <section className="remembered-clinic" aria-labelledby="remembered-clinic-heading">
      <h3 id="remembered-clinic-heading" className="remembered-clinic__heading">
        <FormattedMessage id="registration.remembered.heading" />
      </h3>
      <ClinicCard clinic={clinic} headingLevel={4} />
      <p className="remembered-clinic__forget">
        <FormattedMessage id="registration.remembered.notYours" />{' '}
        {/* A full page load: the server clears the cookie, signs out and comes back here. */}
        <a href={FORGET_WEBSTORE_HREF}>
          <FormattedMessage id="registration.remembered.forget" />
        </a>
      </p>
    </section>
  );
}
