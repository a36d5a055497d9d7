import { FormattedMessage } from 'react-intl';
import { PlatformLayout } from '../PlatformLayout';

/**
 * The platform portal's first page (issue 23: the audience wired, empty): who is signed in and
 * what the portal will hold. The clinics' enrolment (issue 25) and the catalogue (issue 26) land here.
 */
export function Component() {
  return (
    <PlatformLayout section="home" title={<FormattedMessage id="platformHome.title" />}>
      {(admin) => (
        <section className="card" aria-labelledby="platform-home-welcome">
          <h2 id="platform-home-welcome">
            <FormattedMessage id="platformHome.welcome" values={{ name: admin.firstName }} />
          </h2>
          <p>
            <FormattedMessage id="platformHome.intro" />
          </p>
        </section>
      )}
    </PlatformLayout>
  );
}
