import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_ROUTES } from '../../contracts/routes';
import { useLanguage } from '../i18n/I18nProvider';
import { PawIcon } from '../ui/icons';
import { useStoreClinic } from '../ui/store-clinic';
import { AccountMenu } from './AccountMenu';
import { CartDropdownSlot } from './CartDropdownSlot';
import { LanguageSwitch } from './LanguageSwitch';
import { NavigationProgress } from './NavigationProgress';
import { SearchBox } from './SearchBox';
import { SiteMenu } from './SiteMenu';
import { PageSkipLink } from './skip-target';

/**
 * The shop's header. A clinic's shopper (or a visitor of its remembered webstore) sees the
 * clinic's logo beside the store's name and its colour on the menu bar (issue 17 store settings;
 * the server accepts only colours white text reads on).
 */
export function Header() {
  const { language } = useLanguage();
  const clinic = useStoreClinic(language).info.clinic;
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={PAGE_ROUTES.products} className="brand">
          {clinic?.logoUrl ? (
            <img className="brand__logo" src={clinic.logoUrl} alt={clinic.practiceName} height={40} />
          ) : (
            <span className="brand__mark">
              <PawIcon width="22" height="22" />
            </span>
          )}
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
        <PageSkipLink placement="header" />
        <div className="site-header__tools">
          <LanguageSwitch />
          <CartDropdownSlot />
        </div>
      </div>
      <div className="menu-bar" style={clinic?.headerColour ? { background: clinic.headerColour } : undefined}>
        <div className="container menu-bar__inner">
          <SiteMenu />
          <AccountMenu />
        </div>
      </div>
      <NavigationProgress />
    </header>
  );
}
