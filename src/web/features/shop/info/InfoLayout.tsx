import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { INFO_PAGE_PATHS, type InfoPage } from '../../../../contracts/routes';
import type { Language } from '../../../../domain/constants';
import { TERMS_VERSION } from '../../../../domain/store-policy';
import { formatDate } from '../../../i18n/format';
import { PageTitle } from '../../../ui/PageTitle';
import { calendarDate } from '../../../ui/clock';
import './info.css';

const TITLE: Record<InfoPage, string> = {
  autoOrder: 'pages.autoOrder.title',
  faq: 'pages.faq.title',
  shippingPolicy: 'pages.shippingPolicy.title',
  returnPolicy: 'pages.returnPolicy.title',
  privacy: 'pages.privacy.title',
  terms: 'pages.terms.title',
  contactUs: 'pages.contactUs.title',
};

export interface InfoLayoutProps {
  page: InfoPage;
  language: Language;
  /** The policy pages say which version of the store's text they show. */
  showVersion?: boolean;
  intro?: ReactNode;
  children: ReactNode;
}

/** One information page (issue 11 §8): its title and text, with the other pages beside it. */
export function InfoLayout({ page, language, showVersion = false, intro, children }: InfoLayoutProps) {
  const intl = useIntl();
  return (
    <div className="info-page">
      <article className="info-page__article" aria-labelledby="info-title">
        <header className="info-page__header">
          <PageTitle id="info-title">
            <FormattedMessage id={TITLE[page]} />
          </PageTitle>
          {showVersion && (
            <p className="info-page__version muted">
              <FormattedMessage id="info.lastUpdated" values={{ date: formatDate(calendarDate(TERMS_VERSION), language) }} />
            </p>
          )}
          {intro && <p className="info-page__intro">{intro}</p>}
        </header>
        {children}
      </article>
      <nav className="info-page__nav card" aria-label={intl.formatMessage({ id: 'info.nav.label' })}>
        <ul>
          {(Object.keys(INFO_PAGE_PATHS) as InfoPage[]).map((other) => (
            <li key={other}>
              <Link to={INFO_PAGE_PATHS[other][language]} aria-current={other === page ? 'page' : undefined}>
                <FormattedMessage id={`shell.footer.${other}`} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
