import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { DetailProduct, ProductDetailsResponse } from '../../../../../contracts/catalogue-details';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { trackViewItem, type AnalyticsProduct } from '../../../../analytics/data-layer';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { useDocumentTitle } from '../../../../shell/document-title';
import { useSkipTarget } from '../../../../shell/skip-target';
import { useUserOptions } from '../../../../shell/user-options';
import { Breadcrumb } from '../../../../ui/Breadcrumb';
import { Button } from '../../../../ui/Button';
import { Notice } from '../../../../ui/Notice';
import { catalogueKeys, detailsQuery, type CallOptions } from '../api/catalogue.api';
import { FavouriteStar } from '../card/FavouriteStar';
import { ChevronIcon, MapleLeafIcon } from '../icons';
import { searchResultsOf } from '../navigation-state';
import { discountOf, priceView } from '../price-view';
import { imageUrl, manufacturerLabel, placeholderUrl } from '../product-view';
import { AddToAutoOrderSlot } from '../../../../feature-slots';
import { AddToCartPanelSlot } from './AddToCartPanelSlot';
import { DetailsSkeleton } from './DetailsSkeleton';
import { FormatPills } from './FormatPills';
import { Gallery, type GalleryImage } from './Gallery';
import { InfoTabs, KeyBenefits } from './InfoTabs';
import { PriceBlock } from './PriceBlock';
import { ProductCarousel } from './ProductCarousel';
import { DiscontinuedNotice, StockStatus, VerificationNotice } from './ProductNotices';
import { categoryLinks, Specifications } from './Specifications';
import { SpecialOffers } from './SpecialOffers';

function selectedOf(data: ProductDetailsResponse, id: number): DetailProduct | undefined {
  const { products, selectedProductId } = data.viewModel;
  return products.find((child) => child.productId === id) ?? products.find((child) => child.productId === selectedProductId) ?? products[0];
}

/** The selected format's pictures first, then the family's other pictures. */
function galleryOf(data: ProductDetailsResponse, product: DetailProduct): GalleryImage[] {
  const family = data.viewModel.productFamilyInfo.productImages.map((image) => ({ small: imageUrl(image.imageSmall), large: imageUrl(image.imageLarge) }));
  const own = imageUrl(product.image);
  return family.some((image) => image.large === own) ? family : [{ small: own, large: own }, ...family];
}

function analyticsOf(data: ProductDetailsResponse, product: DetailProduct, debug: boolean): AnalyticsProduct {
  const view = priceView(product.productPrice, { isBulkItem: product.isBulkItem, offers: product.specialOffers, debug });
  return {
    id: product.productId,
    name: product.name,
    brand: product.mfgName,
    categories: [...data.viewModel.productFamilyInfo.categories].sort((a, b) => a.level - b.level).map((category) => category.name),
    variant: product.productFormat,
    priceCents: view.yourPrice,
    discountCents: discountOf(view),
  };
}

/** Where the page's 'Skip to Add to cart' link puts focus: the purchase panel; Tab then reaches its first field. */
const PURCHASE_ID = 'product-purchase';

/** The product page (cat §2, cc §2) for one child product id. */
export function DetailsView({ id }: { id: number }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { options } = useUserOptions();
  const location = useLocation();
  const queryClient = useQueryClient();
  const debug = options.debugMode;
  const callOptions: CallOptions = { language, debug };
  const details = useQuery(detailsQuery(id, callOptions));
  const data = details.data;
  const product = data ? selectedOf(data, id) : undefined;
  useDocumentTitle(product?.name);
  // Focus lands on the page's content after a navigation: its first stop leads to the purchase (issue 24 item 21).
  useSkipTarget(PURCHASE_ID, 'shell.skipToPurchase', product !== undefined);

  const analytics = data && product ? analyticsOf(data, product, debug) : null;
  useEffect(() => {
    if (analytics) trackViewItem(analytics);
    // One view_item per product shown (a format switch is a new product).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytics?.id]);

  if (details.isPending) return <DetailsSkeleton />;
  if (details.error || !data) {
    // 404 and other statuses: the call layer shows its page instead of this one (cc §8).
    return (
      <Notice type="Error" title={<FormattedMessage id="catalogue.details.loadFailed" />}>
        <Button variant="secondary" size="sm" onClick={() => void details.refetch()}>
          <FormattedMessage id="catalogue.problem.retry" />
        </Button>
      </Notice>
    );
  }
  if (!product || !analytics) {
    return (
      <Notice type="Warning" title={<FormattedMessage id="catalogue.details.noFormats" />}>
        <Link to={PAGE_ROUTES.products}>
          <FormattedMessage id="catalogue.problem.allProducts" />
        </Link>
      </Notice>
    );
  }

  const { viewModel } = data;
  const family = viewModel.productFamilyInfo;
  const backTo = searchResultsOf(location.state);
  const crumbs = categoryLinks(family, language);
  const unavailable = !product.isInStock || product.isLongTermBackorder;
  const suggestionsList = { id: `suggestions_${family.id}`, name: intl.formatMessage({ id: 'catalogue.carousel.mayAlsoLike' }) };
  const alternativesList = { id: `alternatives_${family.id}`, name: intl.formatMessage({ id: 'catalogue.carousel.alternatives' }) };

  // Another format of the same family: show it at once from the answer in hand (no reload, cc §2).
  const selectFormat = (productId: number) => {
    const key = catalogueKeys.details(productId, callOptions);
    if (!queryClient.getQueryData(key)) queryClient.setQueryData(key, { ...data, viewModel: { ...viewModel, selectedProductId: productId } });
  };

  return (
    <div className="details-page">
      {backTo ? (
        <p className="back-link">
          <Link to={backTo}>
            <ChevronIcon direction="left" width="18" height="18" />
            <FormattedMessage id="catalogue.details.backToResults" />
          </Link>
        </p>
      ) : (
        crumbs.length > 0 && (
          <Breadcrumb
            items={[{ label: intl.formatMessage({ id: 'catalogue.category.allPets' }), to: PAGE_ROUTES.products }, ...crumbs]}
            label={intl.formatMessage({ id: 'catalogue.breadcrumb.label' })}
            className="details-page__crumbs"
          />
        )
      )}

      <div className="details-layout">
        <div className="details-layout__gallery">
          <Gallery key={product.productId} images={galleryOf(data, product)} name={product.name} placeholder={placeholderUrl(product)} />
        </div>

        <div className="details-layout__info">
          <p className="details-heading__brand">
            <Link to={`${PAGE_ROUTES.products}?mfgId=${family.manufacturerId}`}>{manufacturerLabel(family.manufacturerName, family.manufacturerId)}</Link>
          </p>
          <div className="details-heading">
            <h1 className="page-title details-heading__name">
              {product.name}
              {family.isMadeInCanada && (
                <MapleLeafIcon className="details-heading__canada" width="22" height="22" title={intl.formatMessage({ id: 'catalogue.card.madeInCanada' })} />
              )}
            </h1>
            <FavouriteStar
              className="details-heading__star"
              productId={product.productId}
              name={product.name}
              isFavourite={product.isFavourite}
              analytics={analytics}
            />
          </div>

          <FormatPills
            products={viewModel.products}
            selectedId={product.productId}
            discontinuedIds={family.discontinuedProductIds}
            onSelect={selectFormat}
            linkState={location.state}
          />
          <PriceBlock product={product} debug={debug} />
          <StockStatus product={product} />
          {product.isClinicPickupOnly && (
            <p className="details-note">
              <FormattedMessage id="catalogue.details.pickupOnly" />
            </p>
          )}
          <VerificationNotice product={product} familyId={family.id} data={data} />
          <DiscontinuedNotice
            products={viewModel.products}
            manufacturerId={family.manufacturerId}
            discontinuedIds={family.discontinuedProductIds}
            selected={product}
          />
          <SpecialOffers offers={product.specialOffers} debug={debug} productId={product.productId} />
          <div id={PURCHASE_ID} className="details-purchase" tabIndex={-1}>
            <AddToCartPanelSlot
              product={product}
              family={family}
              pets={viewModel.pets}
              savedPrescriptions={data.savedPrescriptions}
              nextValidSubscriptionInfo={data.nextValidSubscriptionInfo}
            />
          </div>
          <AddToAutoOrderSlot productId={product.productId} isSubscription={product.isSubscription} nextValidSubscriptionInfo={data.nextValidSubscriptionInfo} />
        </div>
      </div>

      {unavailable && data.suggestedProds.length > 0 && (
        <ProductCarousel title={alternativesList.name} products={data.suggestedProds} list={alternativesList} debug={debug} />
      )}

      <div className="details-more">
        <div className="details-more__main">
          <InfoTabs family={family} />
        </div>
        <div className="details-more__side">
          <KeyBenefits benefits={family.benefits} />
          <Specifications family={family} product={product} data={data} debug={debug} />
        </div>
      </div>

      {!unavailable && data.suggestedProds.length > 0 && (
        <ProductCarousel title={suggestionsList.name} products={data.suggestedProds} list={suggestionsList} debug={debug} />
      )}
    </div>
  );
}
