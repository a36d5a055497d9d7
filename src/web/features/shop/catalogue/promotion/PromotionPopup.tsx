import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ProductListItem, Promotion } from '../../../../../contracts/catalogue';
import { MAX_PAGE_SIZE, POPUP_LIST_MAX_HEIGHT_PX } from '../../../../../domain/constants';
import { promotionPrice } from '../../../../../domain/price-display';
import { useFormatters } from '../../../../i18n/format';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { Modal } from '../../../../ui/Modal';
import { Notice } from '../../../../ui/Notice';
import { ProductImage } from '../../../../ui/ProductImage';
import { Spinner } from '../../../../ui/Spinner';
import { useUserOptions } from '../../../../shell/user-options';
import { listQuery } from '../api/catalogue.api';
import { imageUrl, placeholderUrl } from '../product-view';
import { PromoProductAddSlot } from './PromoProductAddSlot';

interface PromotionPopupProps {
  promoId: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

function PopupProduct({ product, promotion, groupId, onClose }: { product: ProductListItem; promotion: Promotion; groupId: number; onClose: () => void }) {
  const { money } = useFormatters();
  const { basePrice, promoPrice } = promotionPrice(product.productPrice, promotion, product.isBulkItem);
  return (
    <li className="popup-product">
      <ProductImage
        src={imageUrl(product.image)}
        placeholderSrc={placeholderUrl(product)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="popup-product__image"
      />
      <div className="popup-product__body">
        <p className="popup-product__name">
          <Link to={`/products/view/${product.productId}`} onClick={onClose}>
            {product.name}
          </Link>
        </p>
        <p className="popup-product__price">
          {promoPrice !== null ? (
            <>
              <strong>{money(promoPrice)}</strong>{' '}
              <s>
                <span className="visually-hidden">
                  <FormattedMessage id="catalogue.price.listPrice" />{' '}
                </span>
                {money(basePrice)}
              </s>
            </>
          ) : (
            <strong>{money(basePrice)}</strong>
          )}
        </p>
      </div>
      <PromoProductAddSlot product={product} promotion={promotion} groupId={groupId} onClose={onClose} />
    </li>
  );
}

/**
 * The promotion pop-up (cat §2, §4): name, summary, expandable fine print, and each product group
 * with 'please choose x from the following products'; the list scrolls above 400 px. Opened by
 * 'shop promotion' when a promotion has more than one product group.
 */
export default function PromotionPopup({ promoId, isOpen, onOpenChange }: PromotionPopupProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { options } = useUserOptions();
  const promo = useQuery(listQuery({ promoId, pgSize: MAX_PAGE_SIZE, selectedProperties: {} }, { language, debug: options.debugMode }));
  const promotion = promo.data?.promotion ?? null;
  const products = promo.data?.products ?? [];

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title={promotion?.name ?? intl.formatMessage({ id: 'catalogue.promo.shop' })}
    >
      {(close) => {
        if (promo.isPending) return <Spinner label={intl.formatMessage({ id: 'catalogue.results.loading' })} />;
        if (!promotion) {
          return (
            <Notice type="Error">
              <FormattedMessage id="catalogue.problem.promotionGone" />
            </Notice>
          );
        }
        return (
          <div className="promo-popup">
            <div className="promo-popup__summary" dangerouslySetInnerHTML={{ __html: promotion.description }} />
            {promotion.description3 && (
              <details className="promo-popup__terms">
                <summary>
                  <FormattedMessage id="catalogue.promo.terms" />
                </summary>
                <div className="fine-print" dangerouslySetInnerHTML={{ __html: promotion.description3 }} />
              </details>
            )}
            <div className="promo-popup__groups" style={{ maxHeight: POPUP_LIST_MAX_HEIGHT_PX }} tabIndex={0} role="region" aria-label={promotion.name}>
              {promotion.promoProductGroups.map((group) => {
                const members = products.filter((product) => group.groupProductIds.includes(product.productId));
                return (
                  <section key={group.groupId} className="promo-popup__group">
                    <h3 className="promo-popup__group-title">
                      <FormattedMessage id="catalogue.promo.chooseFrom" values={{ count: group.minQuantity }} />
                    </h3>
                    {members.length === 0 ? (
                      <p className="muted">
                        <FormattedMessage id="catalogue.promo.noGroupProducts" />
                      </p>
                    ) : (
                      <ul className="promo-popup__products">
                        {members.map((product) => (
                          <PopupProduct key={product.productId} product={product} promotion={promotion} groupId={group.groupId} onClose={close} />
                        ))}
                      </ul>
                    )}
                  </section>
                );
              })}
            </div>
          </div>
        );
      }}
    </Modal>
  );
}
