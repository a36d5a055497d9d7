import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { CLINIC_ADMIN_SECTIONS, CLINIC_NAV_PATHS, type ClinicSection, type StaffMe } from '../../../contracts/clinic';
import { PAGE_ROUTES } from '../../../contracts/routes';
import { isApiError } from '../../api/errors';
import { Notice } from '../Notice';
import { PageTitle } from '../PageTitle';
import { Spinner } from '../Spinner';
import './clinic-portal.css';
import { useStaffMe } from './staff-me';

export interface ClinicLayoutProps {
  section: ClinicSection;
  title: ReactNode;
  /** The page, once the staff member is known. */
  children: (staff: StaffMe) => ReactNode;
}

/**
 * Every page of the clinic portal (issue 16): the portal's sections beside the page (above it on a
 * narrow screen), the staff member and their clinic. Someone signed out goes to sign-in; a shopper
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

  return (
    <div className="clinic-layout">
      <nav className="clinic-layout__nav" aria-label={intl.formatMessage({ id: 'clinic.nav.label' })}>
        <p className="clinic-layout__portal">
          <FormattedMessage id="clinic.nav.portal" />
        </p>
        {me.data && <p className="clinic-layout__clinic">{me.data.clinic.name}</p>}
        <ul>
          {(Object.keys(CLINIC_NAV_PATHS) as ClinicSection[]).filter((item) => isAdmin || !CLINIC_ADMIN_SECTIONS.includes(item)).map((item) => (
            <li key={item}>
              <NavLink to={CLINIC_NAV_PATHS[item]} end={item === 'dashboard'} aria-current={item === section ? 'page' : undefined}>
                <FormattedMessage id={`clinic.nav.${item}`} />
              </NavLink>
            </li>
          ))}
        </ul>
        {me.data && (
          <p className="clinic-layout__who muted">
            <FormattedMessage
              id="clinic.nav.signedInAs"
              values={{ name: `${me.data.firstName} ${me.data.lastName}`, role: intl.formatMessage({ id: `clinic.role.${me.data.roles[0]}` }) }}
            />
          </p>
        )}
      </nav>
      <div className="clinic-layout__main">
        <header className="clinic-layout__header">
          <PageTitle>{title}</PageTitle>
        </header>
        {me.isPending && <Spinner />}
        {me.error && !signedOut && (
          <Notice type="Error">
            <FormattedMessage id={isApiError(me.error, 403) ? 'clinic.staffOnly' : 'clinic.loadFailed'} />
          </Notice>
        )}
        {me.data && children(me.data)}
      </div>
    </div>
  );
}
