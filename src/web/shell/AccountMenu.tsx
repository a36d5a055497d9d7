import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { PAGE_ROUTES } from '../../contracts/routes';
import { UserIcon } from '../ui/icons';
import { signOut, useCurrentShopper } from './session';

/** Sign-in link for visitors; the shopper's name and a sign-out button once signed in. */
export function AccountMenu() {
  const { data: shopper, isPending } = useCurrentShopper();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);

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

  return (
    <div className="account-menu">
      <UserIcon width="18" height="18" />
      <span className="account-menu__name">
        <FormattedMessage id="shell.account.greeting" values={{ firstName: shopper.firstName, lastName: shopper.lastName }} />
      </span>
      <button
        type="button"
        className="account-menu__sign-out"
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          signOut(queryClient)
            .catch(() => undefined)
            .finally(() => setSigningOut(false));
        }}
      >
        <FormattedMessage id="shell.account.signOut" />
      </button>
    </div>
  );
}
