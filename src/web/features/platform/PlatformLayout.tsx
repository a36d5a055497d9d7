import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { MANUFACTURER_REP_SECTIONS, PLATFORM_NAV_PATHS, type PlatformMe, type PlatformSection } from '../../../contracts/platform';
import { PAGE_ROUTES } from '../../../contracts/routes';
import { isApiError } from '../../api/errors';
import { Notice } from '../../ui/Notice';
import { PortalLayout } from '../../ui/portal/PortalLayout';
import { Spinner } from '../../ui/Spinner';
import { usePlatformMe } from './platform-me';
import '../../ui/portal/portal.css';
import './platform-portal.css';

export interface PlatformLayoutProps {
  section: PlatformSection;
  title: ReactNode;
  /** The page, once the site administrator is known. */
  children: (admin: PlatformMe) => ReactNode;
}

/**
 * Every page of the platform portal (issue 23), in the shared portal frame. Someone signed out goes
 * to sign-in; anyone else is told the page is for the platform's site administrators (the server
 * refuses every call anyway). A manufacturer representative (issue 26) sees the promotions area only.
 */
export function PlatformLayout({ section, title, children }: PlatformLayoutProps) {
  const intl = useIntl();
  const me = usePlatformMe();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = isApiError(me.error, 401);

  useEffect(() => {
    if (signedOut) {
      navigate(`${PAGE_ROUTES.logon}?returnUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`, { replace: true });
    }
  }, [signedOut, navigate, location.pathname, location.search]);

  const repOnly = me.data !== undefined && !me.data.roles.includes('site_admin');
  const allowed = (item: PlatformSection) => !repOnly || MANUFACTURER_REP_SECTIONS.includes(item);
  const items = (Object.keys(PLATFORM_NAV_PATHS) as PlatformSection[]).filter(allowed).map((item) => ({
    to: PLATFORM_NAV_PATHS[item], label: <FormattedMessage id={`platform.nav.${item}`} />, current: item === section, end: item === 'home',
  }));

  return (
    <PortalLayout
      navLabel={intl.formatMessage({ id: 'platform.nav.label' })}
      heading={<FormattedMessage id="platform.nav.portal" />}
      items={items}
      who={me.data && (me.data.manufacturer
        ? <FormattedMessage id="platform.nav.signedInAsRep" values={{ name: `${me.data.firstName} ${me.data.lastName}`, brand: me.data.manufacturer.name }} />
        : <FormattedMessage id="platform.nav.signedInAs" values={{ name: `${me.data.firstName} ${me.data.lastName}` }} />)}
      title={title}
    >
      {me.isPending && <Spinner />}
      {me.error && !signedOut && (
        <Notice type="Error">
          <FormattedMessage id={isApiError(me.error, 403) ? 'platform.adminOnly' : 'platform.loadFailed'} />
        </Notice>
      )}
      {me.data && !allowed(section) && <Notice type="Error"><FormattedMessage id="platform.adminOnly" /></Notice>}
      {me.data && allowed(section) && children(me.data)}
    </PortalLayout>
  );
}
