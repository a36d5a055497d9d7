import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_NAV, ACCOUNT_ROUTES, type AccountSection } from '../../contracts/account-routes';
import { PAGE_ROUTES } from '../../contracts/routes';
import { UserIcon } from '../ui/icons';
import { signOut, useCurrentShopper } from './session';
import './account-menu.css';

/** Sign-in link for visitors; once signed in, the shopper's name opens the account menu (issue 14). */
export function AccountMenu() {
  const { data: shopper, isPending } = useCurrentShopper();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const intl = useIntl();
  const navigate = useNavigate();

  if (isPending) return <span className="account-menu account-menu--pending" aria-hidden="true" />;
  // Visitors see a sign-in link; shoppers their name and a sign-out button, in the menu bar.

  if (!shopper) {
    const onSignIn = location.pathname.toLowerCase() === PAGE_ROUTES.logon.toLowerCase();
    const returnUrl = `${location.pathname}${location.search}`;
    return (
      <div className="account-menu">
        <Link
          to={onSignIn ? PAGE_ROUTES.logon : `${PAGE_ROUTES.logon}?returnUrl=${encodeURIComponent(returnUrl)}`}
          className="account-menu__sign-in"
        >
          <UserIcon width="16" height="16" />
          <FormattedMessage id="shell.account.signIn" />
        </Link>
      </div>
    );
  }

  const signOutNow = () => {
    setSigningOut(true);
    signOut(queryClient)
      .catch(() => undefined)
      .finally(() => setSigningOut(false));
  };

  // A menu button (React Aria): arrow keys move through the items, Escape closes it and focus
  // returns to the button; every account page, then Sign out.
  return (
    <div className="account-menu">
      <UserIcon width="18" height="18" />
      <MenuTrigger>
        <Button className="account-menu__trigger" isDisabled={signingOut}>
          <span className="account-menu__name">
            <FormattedMessage id="shell.account.greeting" values={{ firstName: shopper.firstName, lastName: shopper.lastName }} />
          </span>
          <span aria-hidden="true" className="account-menu__caret">▾</span>
        </Button>
        <Popover placement="bottom end" className="account-menu__popover">
          <Menu
            className="account-menu__list"
            aria-label={intl.formatMessage({ id: 'shell.account.menu' }, { firstName: shopper.firstName })}
            onAction={(key) => {
              if (key === 'signOut') signOutNow();
              else navigate(ACCOUNT_ROUTES[key as AccountSection]);
            }}
          >
            {ACCOUNT_NAV.map((section) => (
              <MenuItem key={section} id={section} className="account-menu__item">
                {intl.formatMessage({ id: `account.nav.${section}` })}
              </MenuItem>
            ))}
            <MenuItem id="signOut" className="account-menu__item account-menu__item--sign-out">
              {intl.formatMessage({ id: 'shell.account.signOut' })}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
