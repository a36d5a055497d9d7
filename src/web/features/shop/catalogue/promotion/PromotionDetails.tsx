import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Promotion } from '../../../../../contracts/catalogue';
import { describePromotion } from '../../../../../domain/promotion-display';
import { trackViewPromotion } from '../../../../analytics/data-layer';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { Button } from '../../../../ui/Button';
import { keepUnitsTogether } from '../product-view';
import { FinePrint } from './FinePrint';
import { formatCalendarDate } from './promotion-text';

const PromotionPopup = lazy(() => import('./PromotionPopup'));

/**
 * The promotion view of the list page (cat §2, §4): badge, summary, fine print (inline, collapsed,
 * or in the pop-up behind 'shop promotion' when there are several product groups) and 'Expires'
 * one day before the stored end date, hidden beyond a year. Debug mode marks hidden and
 * not-qualified promotions.
 */
export default function PromotionDetails({ promotion, debug }: { promotion: Promotion; debug: boolean }) {
  const { language } = useLanguage();
  const [popupOpen, setPopupOpen] = useState(false);
  const view = describePromotion({ ...promotion, finePrint: promotion.description4 }, new Date(), debug);

  useEffect(() => {
    trackViewPromotion({ id: promotion.id, name: promotion.name, creativeSlot: 'promotion_page' });
  }, [promotion.id, promotion.name]);

  return (
    <section className="promo-details" aria-label={promotion.name}>
      <div className="promo-details__head">
        {promotion.description1 && <span className="tag tag--promo">{keepUnitsTogether(promotion.description1)}</span>}
        {debug && promotion.hidePromoInfoInWebstore && (
          <span className="tag tag--debug">
            <FormattedMessage id="catalogue.debug.hidden" />
          </span>
        )}
        {debug && promotion.isNotQualified && (
          <span className="tag tag--debug">
            <FormattedMessage id="catalogue.debug.notQualified" />
            {promotion.qualificationReason ? `: ${promotion.qualificationReason}` : ''}
          </span>
        )}
        {view.expiryDate && (
          <span className="promo-details__expires">
            <FormattedMessage id="catalogue.promo.expires" values={{ date: formatCalendarDate(view.expiryDate, language) }} />
          </span>
        )}
      </div>
      <div className="promo-details__summary" dangerouslySetInnerHTML={{ __html: promotion.description }} />
      <FinePrint mode={view.finePrint} html={promotion.description3} />
      {view.shopPromotion && (
        <>
          <Button variant="secondary" onClick={() => setPopupOpen(true)}>
            <FormattedMessage id="catalogue.promo.shop" />
          </Button>
          {popupOpen && (
            <Suspense fallback={null}>
              <PromotionPopup promoId={promotion.id} isOpen={popupOpen} onOpenChange={setPopupOpen} />
            </Suspense>
          )}
        </>
      )}
      {debug && <p className="debug-box__matches">promoTypeID {promotion.promoTypeID} · id {promotion.id}</p>}
    </section>
  );
}
