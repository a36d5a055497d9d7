import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { CLINIC_ADMIN_SECTIONS, CLINIC_MASTER_SECTIONS, CLINIC_NAV_PATHS, type ClinicSection, type StaffMe } from '../../../contracts/clinic';
import { PAGE_ROUTES } from '../../../contracts/routes';
import { isApiError } from '../../api/errors';
import { Notice } from '../../ui/Notice';
import { PortalLayout } from '../../ui/portal/PortalLayout';
import { Spinner } from '../../ui/Spinner';
import '../../ui/portal/portal.css';
import './clinic-portal.css';
import { useStaffMe } from './staff-me';

export interface ClinicLayoutProps {
  section: ClinicSection;
  title: ReactNode;
  /** The page, once the staff member is known. */
  children: (staff: StaffMe) => ReactNode;
}

/**
 * Every page of the clinic portal (issue 16), in the shared portal frame: the portal's sections
 * (the admin's only for an admin), the staff member and their clinic. Someone signed out goes to sign-in; a shopper
 * is told the page is for clinic staff (the server refuses every call anyway).
 */
export function ClinicLayout({ section, title, children }: ClinicLayoutProps) {
  const intl = useIntl();
  const me = useStaffMe();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = isApiError(me.error, 401);
  const isAdmin = me.data?.roles.includes('clinic_admin') ?? false;

  useEffect(() => {
    if (signedOut) {
      navigate(`${PAGE_ROUTES.logon}?returnUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`, { replace: true });
    }
  }, [signedOut, navigate, location.pathname, location.search]);

  const items = (Object.keys(CLINIC_NAV_PATHS) as ClinicSection[])
    .filter((item) => isAdmin || !CLINIC_ADMIN_SECTIONS.includes(item))
    .filter((item) => me.data?.clinic.isMaster === true || !CLINIC_MASTER_SECTIONS.includes(item))
    .map((item) => ({
      to: CLINIC_NAV_PATHS[item], label: <FormattedMessage id={`clinic.nav.${item}`} />, current: item === section, end: item === 'dashboard',
    }));

  return (
    <PortalLayout
      navLabel={intl.formatMessage({ id: 'clinic.nav.label' })}
      heading={<FormattedMessage id="clinic.nav.portal" />}
      subheading={me.data?.clinic.name}
      items={items}
      who={me.data && (
        <FormattedMessage
          id="clinic.nav.signedInAs"
          values={{ name: `${me.data.firstName} ${me.data.lastName}`, role: intl.formatMessage({ id: `clinic.role.${me.data.roles[0]}` }) }}
        />
      )}
      title={title}
    >
      {me.isPending && <Spinner />}
      {me.error && !signedOut && (
        <Notice type="Error">
          <FormattedMessage id={isApiError(me.error, 403) ? 'clinic.staffOnly' : 'clinic.loadFailed'} />
        </Notice>
      )}
      {me.data && children(me.data)}
    </PortalLayout>
  );
}
