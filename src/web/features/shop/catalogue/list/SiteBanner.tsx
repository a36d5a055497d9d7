import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Banner } from '../../../../../contracts/catalogue';
import type { SearchFilter } from '../../../../../contracts/catalogue-filter';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { Button } from '../../../../ui/Button';
import { bannerQuery } from '../api/catalogue.api';
import { useLoadFailureToast } from './use-product-list';

interface SiteBannerProps {
  /** The banner of the list answer (never requested on a promotion page, cat §2). */
  banner: Banner | null;
  filter: SearchFilter;
  debug: boolean;
}

/** Links inside the banner stay in the app instead of reloading the page. */
function followInApp(event: MouseEvent<HTMLElement>, navigate: (to: string) => void) {
  const anchor = (event.target as HTMLElement).closest('a');
  if (!anchor || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || anchor.target) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * The site banner in the shopper's language (cat §2; content is HTML the server sanitised). In
 * debug mode a button asks the banner call for another random banner.
 */
export function SiteBanner({ banner, filter, debug }: SiteBannerProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [rnd, setRnd] = useState<string | null>(null);
  const rerolled = useQuery({ ...bannerQuery(filter, language, rnd ?? ''), enabled: rnd !== null });
  useLoadFailureToast(rerolled.error, rerolled.dataUpdatedAt);
  const shown = rnd !== null && rerolled.data ? rerolled.data.siteBanner : banner;
  if (!shown && !debug) return null;
  const content = shown ? (language === 'fr' ? shown.contentFr : shown.content) : '';
  return (
    <aside className="site-banner" aria-label={intl.formatMessage({ id: 'catalogue.banner.label' })}>
      {content && <div className="site-banner__content" onClick={(event) => followInApp(event, navigate)} dangerouslySetInnerHTML={{ __html: content }} />}
      {debug && (
        <div className="site-banner__debug">
          <span className="tag tag--debug">{shown ? `#${shown.id} ${shown.name}` : intl.formatMessage({ id: 'catalogue.banner.none' })}</span>
          <Button variant="secondary" size="sm" busy={rerolled.isFetching} onClick={() => setRnd(String(Math.random()).slice(2, 10))}>
            <FormattedMessage id="catalogue.banner.rerandomise" />
          </Button>
        </div>
      )}
    </aside>
  );
}
