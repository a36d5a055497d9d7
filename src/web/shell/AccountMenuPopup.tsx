import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ACCOUNT_NAV, ACCOUNT_ROUTES, type AccountSection } from '../../contracts/account-routes';
import { useArrivedTrigger } from '../ui/use-load-on-intent';
import { AccountMenuLabel } from './AccountMenuLabel';

export interface AccountMenuPopupProps {
  firstName: string;
  lastName: string;
  signingOut: boolean;
  onSignOut: () => void;
  /** The stand-in button had focus when this arrived: take it over. */
  autoFocus: boolean;
  /** The stand-in button was pressed before this arrived: open at once. */
  openOnArrival: boolean;
}

/**
 * The account menu itself (React Aria's menu button: arrow keys move through the items, Escape
 * closes it and focus returns to the button): every account page, then Sign out. A chunk of its own,
 * loaded when a shopper reaches for the button (AccountMenu.tsx), so visitors never download it.
 */
export function AccountMenuPopup({ firstName, lastName, signingOut, onSignOut, autoFocus, openOnArrival }: AccountMenuPopupProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { triggerRef, isOpen, setOpen } = useArrivedTrigger({ autoFocus, openOnArrival });
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={triggerRef} className="account-menu__trigger" isDisabled={signingOut}>
        <AccountMenuLabel firstName={firstName} lastName={lastName} />
      </Button>
      <Popover placement="bottom end" className="account-menu__popover">
        <Menu
          className="account-menu__list"
          aria-label={intl.formatMessage({ id: 'shell.account.menu' }, { firstName })}
          onAction={(key) => {
            if (key === 'signOut') onSignOut();
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
  );
}
