import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/I18nProvider';
import { DebugToggle } from './DebugToggle';
import { FOOTER_LINKS, footerHref } from './links';
import { useUserOptions } from './user-options';

export function Footer() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { options } = useUserOptions();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__name">
            <FormattedMessage id="shell.siteName" />
          </p>
          <p>
            <FormattedMessage id="shell.footer.about" />
          </p>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'shell.footer.navLabel' })}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((page) => (
              <li key={page}>
                <Link to={footerHref(page, language)}>
                  <FormattedMessage id={`shell.footer.${page}`} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>
          <FormattedMessage id="shell.footer.copyright" values={{ year: String(new Date().getFullYear()) }} />
        </p>
        <DebugToggle />
        {options.debugMode && (
          <span className="badge badge--debug">
            <FormattedMessage id="shell.footer.debugMode" />
          </span>
        )}
      </div>
    </footer>
  );
}
