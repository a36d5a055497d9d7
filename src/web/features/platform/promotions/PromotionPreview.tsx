import { FormattedMessage, useIntl } from 'react-intl';
import { displayedExpiryDate, isFinePrintCollapsed } from '../../../../domain/promotion-display';
import { STORE_TIME_ZONE } from '../../../../domain/promotion-editor';
import { startOfLocalDay } from '../../../../domain/report-periods';
import { addDays, isIsoDate } from '../../../../domain/time';
import { useFormatters } from '../../../i18n/format';
import { skusOf, type PromotionFormDraft } from './promotion-form';

/**
 * The editor's live preview (issue 26): the badge as a card shows it, the card's corner, the
 * summary a list page shows above the promotion's products (with its "Expires" line, the day before
 * the stored end as the shop shows it) and the pop-up's product groups, in both languages side by
 * side, as the site administrator types. Rich text shows as its plain words: the shop shows the
 * server's cleaned HTML once saved.
 */
function plain(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function Side({ draft, lang }: { draft: PromotionFormDraft; lang: 'en' | 'fr' }) {
  const intl = useIntl();
  const f = useFormatters();
  const name = lang === 'fr' ? draft.nameFr : draft.nameEn;
  const badge = lang === 'fr' ? draft.badgeLabelFr : draft.badgeLabelEn;
  const description = plain(lang === 'fr' ? draft.descriptionFr : draft.descriptionEn);
  const finePrint = plain(lang === 'fr' ? draft.finePrintFr : draft.finePrintEn);
  const end = isIsoDate(draft.endDay) ? startOfLocalDay(addDays(draft.endDay, 1), STORE_TIME_ZONE).toISOString() : null;
  const expiry = displayedExpiryDate(end);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className="promo-preview__side" lang={lang === 'fr' ? 'fr-CA' : 'en-CA'} aria-label={t(`platformPromotions.preview.${lang}`)}>
      <h3>{t(`platformPromotions.preview.${lang}`)}</h3>
      <div className="promo-preview__card">
        <div className="promo-preview__image" aria-hidden="true" />
        <ul className="product-card__badges">{badge.trim() && <li className="tag tag--promo">{badge}</li>}</ul>
      </div>
      <div className="promo-preview__summary">
        <p className="promo-preview__name"><strong>{name || t('platformPromotions.preview.noName')}</strong></p>
        {description && <p>{description}</p>}
        {finePrint && (isFinePrintCollapsed(finePrint)
          ? <details><summary>{t('platformPromotions.preview.finePrint')}</summary><p className="muted">{finePrint}</p></details>
          : <p className="muted">{finePrint}</p>)}
        {expiry && <p className="muted">{t('platformPromotions.preview.expires', { date: f.date(expiry, 'numeric') })}</p>}
      </div>
      <div className="promo-preview__popup">
        {draft.groups.map((group, index) => (
          <p key={index}>
            {t(group.kind === 'get' ? 'platformPromotions.preview.getGroup' : 'platformPromotions.preview.buyGroup', {
              count: Number(group.minQuantity) || 1, products: skusOf(group.skus).length,
            })}
          </p>
        ))}
      </div>
    </section>
  );
}

export function PromotionPreview({ draft }: { draft: PromotionFormDraft }) {
  return (
    <section className="card promo-preview" aria-labelledby="promo-preview-heading">
      <h2 id="promo-preview-heading"><FormattedMessage id="platformPromotions.preview.heading" /></h2>
      <div className="promo-preview__sides">
        <Side draft={draft} lang="en" />
        <Side draft={draft} lang="fr" />
      </div>
    </section>
  );
}
