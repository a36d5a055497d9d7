import { FormattedMessage } from 'react-intl';

/** What the menu button says, the same before and after the menu's code arrives. */
export function AccountMenuLabel({ firstName, lastName }: { firstName: string; lastName: string }) {
  return (
    <>
      <span className="account-menu__name">
        <FormattedMessage id="shell.account.greeting" values={{ firstName, lastName }} />
      </span>
      <span aria-hidden="true" className="account-menu__caret">▾</span>
    </>
  );
}
