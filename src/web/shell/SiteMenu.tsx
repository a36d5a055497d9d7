import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import { useLanguage } from '../i18n/I18nProvider';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { SITE_MENU } from './site-menu';

/** Site menu (id site-menu: the product list scrolls back to it on a page change). Collapses on phones. */
export function SiteMenu() {
  const intl = useIntl();
  const { language } = useLanguage();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.key);

  // Close the phone menu when the shopper goes somewhere (state adjusted during render, not in an effect).
  if (open && openedAt !== location.key) setOpen(false);

  return (
    <nav
      id="site-menu"
      className="site-menu"
      aria-label={intl.formatMessage({ id: 'shell.menu.label' })}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        event.currentTarget.querySelector<HTMLButtonElement>('.site-menu__toggle')?.focus();
      }}
    >
      <div className="site-menu__inner">
        <button
          type="button"
          className="site-menu__toggle"
          aria-expanded={open}
          aria-controls="site-menu-list"
          onClick={() => {
            setOpen(!open);
            setOpenedAt(location.key);
          }}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <FormattedMessage id="shell.menu.toggle" />
        </button>
        <ul id="site-menu-list" className="site-menu__list" data-open={open}>
          {SITE_MENU.map((item) => (
            <li key={item.id}>
              <NavLink to={item.path[language]} className="site-menu__link">
                <FormattedMessage id={item.messageId} />
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
