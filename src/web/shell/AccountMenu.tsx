import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { Shopper } from '../../contracts/auth';
import { PAGE_ROUTES } from '../../contracts/routes';
import { UserIcon } from '../ui/icons';
import { useLoadOnIntent } from '../ui/use-load-on-intent';
import { AccountMenuLabel } from './AccountMenuLabel';
import { signOut, useCurrentShopper } from './session';
import './account-menu.css';

/** Sign-in link for visitors; once signed in, the shopper's name opens the account menu (issue 14). */
export function AccountMenu() {
  const { data: shopper, isPending } = useCurrentShopper();
  const location = useLocation();

  if (isPending) return <span className="account-menu account-menu--pending" aria-hidden="true" />;
  if (shopper) return <SignedInMenu shopper={shopper} />;

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

/**
 * The menu's code (React Aria's menu, popover and collections) is its own chunk, fetched when the
 * shopper reaches for the button (ui/use-load-on-intent.ts), so no page's first download carries it.
 */
function SignedInMenu({ shopper }: { shopper: Shopper }) {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const menu = useLoadOnIntent(() => import('./AccountMenuPopup').then((module) => module.AccountMenuPopup));

  const signOutNow = () => {
    setSigningOut(true);
    signOut(queryClient)
      .catch(() => undefined)
      .finally(() => setSigningOut(false));
  };

  return (
    <div className="account-menu">
      <UserIcon width="18" height="18" />
      {menu.Loaded ? (
        <menu.Loaded
          firstName={shopper.firstName}
          lastName={shopper.lastName}
          signingOut={signingOut}
          onSignOut={signOutNow}
          autoFocus={menu.autoFocus}
          openOnArrival={menu.openOnArrival}
        />
      ) : (
        <button {...menu.standInProps} className="account-menu__trigger" aria-haspopup="menu" aria-expanded="false">
          <AccountMenuLabel firstName={shopper.firstName} lastName={shopper.lastName} />
        </button>
      )}
    </div>
  );
}
