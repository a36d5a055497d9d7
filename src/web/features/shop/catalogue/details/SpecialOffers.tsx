import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SpecialOffer } from '../../../../../contracts/catalogue-details';
import { describePromotion } from '../../../../../domain/promotion-display';
import { trackViewPromotion } from '../../../../analytics/data-layer';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { getPageSettings } from '../../../../shell/page-settings';
import { Button } from '../../../../ui/Button';
import { visibleOffers } from '../price-view';
import { keepUnitsTogether } from '../product-view';
import { FinePrint } from '../promotion/FinePrint';
import { formatCalendarDate, plainText } from '../promotion/promotion-text';

const PromotionPopup = lazy(() => import('../promotion/PromotionPopup'));

function Offer({ offer, debug }: { offer: SpecialOffer; debug: boolean }) {
  const { language } = useLanguage();
  const [popupOpen, setPopupOpen] = useState(false);
  const view = describePromotion(
    { ...offer, promoProductGroups: Array.from({ length: offer.groupCount }), finePrint: plainText(offer.description3) },
    new Date(),
    debug,
  );
  return (
    <li className="offer">
      <div className="offer__head">
        <span className="tag tag--promo">{keepUnitsTogether(offer.description1 || offer.name)}</span>
        {offer.isInstantRebate && (
          <span className="offer__rebate">
            <FormattedMessage id="catalogue.offers.instantRebate" />
          </span>
        )}
        {debug && offer.hidePromoInfoInWebstore && (
          <span className="tag tag--debug">
            <FormattedMessage id="catalogue.debug.hidden" />
          </span>
        )}
        {debug && offer.isNotQualified && (
          <span className="tag tag--debug">
            <FormattedMessage id="catalogue.debug.notQualified" />
          </span>
        )}
      </div>
      <p className="offer__name">
        <Link to={`/products/promo/${offer.id}`}>{offer.name}</Link>
      </p>
      {offer.description2 && <div className="offer__summary" dangerouslySetInnerHTML={{ __html: offer.description2 }} />}
      <div className="offer__foot">
        {view.expiryDate && (
          <span className="offer__expires">
            <FormattedMessage id="catalogue.promo.expires" values={{ date: formatCalendarDate(view.expiryDate, language) }} />
          </span>
        )}
        <FinePrint mode={view.finePrint} html={offer.description3} />
        {view.shopPromotion && (
          <Button variant="secondary" size="sm" onClick={() => setPopupOpen(true)}>
            <FormattedMessage id="catalogue.promo.shop" />
          </Button>
        )}
      </div>
      {popupOpen && (
        <Suspense fallback={null}>
          <PromotionPopup promoId={offer.id} isOpen={popupOpen} onOpenChange={setPopupOpen} />
        </Suspense>
      )}
    </li>
  );
}

/**
 * Special-offer badges of the selected format (cat §2, §4; cc §2): hidden and not-qualified offers
 * only in debug mode; instant rebates marked; a bundle ('shop promotion') opens the pop-up.
 *
 * cat §1, §6: the clinic-branded site (isVcaClinic) shows the clinic's panel instead: the offers
 * under a visible 'Offers at your veterinary clinic' heading, in the clinic's colours, with a note
 * that the veterinary team can say whether an offer suits the pet
 * (docs/decisions/029-shopper-fixes.md).
 */
export function SpecialOffers({ offers, debug, productId }: { offers: SpecialOffer[]; debug: boolean; productId: number }) {
  const intl = useIntl();
  const clinicBranded = getPageSettings().isVcaClinic;
  const shown = visibleOffers(offers, debug);
  const key = shown.map((offer) => offer.id).join(',');
  useEffect(() => {
    for (const offer of shown) trackViewPromotion({ id: offer.id, name: offer.name, creativeSlot: `product_${productId}` });
    // Once per product and set of offers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, productId]);
  if (shown.length === 0) return null;
  const list = (
    <ul className="offers__list">
      {shown.map((offer) => (
        <Offer key={offer.id} offer={offer} debug={debug} />
      ))}
    </ul>
  );
  if (clinicBranded) {
    return (
      <section className="offers offers--clinic" aria-labelledby="clinic-offers-heading">
        <h2 id="clinic-offers-heading" className="offers__heading">
          <FormattedMessage id="catalogue.offers.clinicHeading" />
        </h2>
        <p className="offers__note">
          <FormattedMessage id="catalogue.offers.clinicNote" />
        </p>
        {list}
      </section>
    );
  }
  return (
    <section className="offers" aria-label={intl.formatMessage({ id: 'catalogue.offers.heading' })}>
      {list}
    </section>
  );
}
