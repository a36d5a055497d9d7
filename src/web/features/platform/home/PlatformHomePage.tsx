import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PLATFORM_ROUTES } from '../../../../contracts/platform';
import { PlatformLayout } from '../PlatformLayout';

/**
 * The platform portal's first page (issue 23: the audience wired, empty): who is signed in and
 * what the portal will hold, with a way to the clinics (issue 25). The catalogue (issue 26) lands here.
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
          <p>
            <Link to={PLATFORM_ROUTES.clinics}><FormattedMessage id="platformHome.clinicsLink" /></Link>
          </p>
        </section>
      )}
    </PlatformLayout>
  );
}
