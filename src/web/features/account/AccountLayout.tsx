import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { ACCOUNT_NAV, ACCOUNT_ROUTES, type AccountSection } from '../../../contracts/account-routes';
import { PageTitle } from '../../ui/PageTitle';
import './account-layout.css';

export interface AccountLayoutProps {
  /** The section this page belongs to: marked as the current page in the navigation. */
  section: AccountSection;
  /** The page's h1. */
  title: ReactNode;
  /** Actions beside the title (a button, a link). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every page of the shopper's account (issue 14): its title and content, with the account's
 * sections beside it on a desktop and above it, scrolling sideways, on a phone.
 */
export function AccountLayout({ section, title, actions, children }: AccountLayoutProps) {
  const intl = useIntl();
  return (
    <div className="account-layout">
      <nav className="account-layout__nav" aria-label={intl.formatMessage({ id: 'account.nav.label' })}>
        <ul>
          {ACCOUNT_NAV.map((item) => (
            <li key={item}>
              <NavLink to={ACCOUNT_ROUTES[item]} end={item === 'home'} aria-current={item === section ? 'page' : undefined}>
                <FormattedMessage id={`account.nav.${item}`} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-layout__main">
        <header className="account-layout__header">
          <PageTitle>{title}</PageTitle>
          {actions && <div className="account-layout__actions">{actions}</div>}
        </header>
        {children}
      </div>
    </div>
  );
}
