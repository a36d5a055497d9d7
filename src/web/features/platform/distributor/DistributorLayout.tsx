import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { DISTRIBUTOR_ROUTES, type DistributorMe } from '../../../../contracts/distributor';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { isApiError } from '../../../api/errors';
import { Notice } from '../../../ui/Notice';
import { PortalLayout } from '../../../ui/portal/PortalLayout';
import { Spinner } from '../../../ui/Spinner';
import { useDistributorMe } from './distributor.api';
import '../../../ui/portal/portal.css';
import '../platform-portal.css';

/**
 * The sandbox distributor's portal frame (issue 25): the shared portal layout with its one section.
 * Someone signed out goes to sign-in; anyone who is not one of a distributor's people is told the
 * page is for them (the server refuses every call anyway).
 */
export function DistributorLayout({ title, children }: { title: ReactNode; children: (me: DistributorMe) => ReactNode }) {
  const intl = useIntl();
  const me = useDistributorMe();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = isApiError(me.error, 401);

  useEffect(() => {
    if (signedOut) navigate(`${PAGE_ROUTES.logon}?returnUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`, { replace: true });
  }, [signedOut, navigate, location.pathname, location.search]);

  return (
    <PortalLayout
      navLabel={intl.formatMessage({ id: 'distributor.nav.label' })}
      heading={<FormattedMessage id="distributor.nav.portal" />}
      subheading={me.data?.distributor.name}
      items={[{ to: DISTRIBUTOR_ROUTES.orders, label: <FormattedMessage id="distributor.nav.orders" />, current: true, end: false }]}
      who={me.data && <FormattedMessage id="distributor.nav.signedInAs" values={{ name: `${me.data.firstName} ${me.data.lastName}` }} />}
      title={title}
    >
      {me.isPending && <Spinner />}
      {me.error && !signedOut && (
        <Notice type="Error"><FormattedMessage id={isApiError(me.error, 403) ? 'distributor.only' : 'distributor.loadFailed'} /></Notice>
      )}
      {me.data && children(me.data)}
    </PortalLayout>
  );
}
