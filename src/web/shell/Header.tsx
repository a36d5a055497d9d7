import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_ROUTES } from '../../contracts/routes';
import { PawIcon } from '../ui/icons';
import { AccountMenu } from './AccountMenu';
import { CartDropdownSlot } from './CartDropdownSlot';
import { LanguageSwitch } from './LanguageSwitch';
import { NavigationProgress } from './NavigationProgress';
import { SearchBox } from './SearchBox';
import { SiteMenu } from './SiteMenu';
import { PageSkipLink } from './skip-target';

export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={PAGE_ROUTES.products} className="brand">
          <span className="brand__mark">
            <PawIcon width="22" height="22" />
          </span>
          <span className="brand__text">
            <span className="brand__name">
              <FormattedMessage id="shell.siteName" />
            </span>
            <span className="brand__tagline">
              <FormattedMessage id="shell.tagline" />
            </span>
          </span>
        </Link>
        <SearchBox />
        <PageSkipLink />
        <div className="site-header__tools">
          <LanguageSwitch />
          <CartDropdownSlot />
        </div>
      </div>
      <div className="menu-bar">
        <div className="container menu-bar__inner">
          <SiteMenu />
          <AccountMenu />
        </div>
      </div>
      <NavigationProgress />
    </header>
  );
}
