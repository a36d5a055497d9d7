import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { DetailProduct, ProductDetailsResponse, ProductFamilyInfo } from '../../../../../contracts/catalogue-details';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { categoryHref, facetHref } from '../list-query';
import { manufacturerLabel } from '../product-view';

const LIST = { pathname: PAGE_ROUTES.products, search: '' };

/** Links to the list for each level of the family's place in the tree (cc §2). */
export function categoryLinks(family: ProductFamilyInfo, language: 'en' | 'fr') {
  const byLevel = new Map(family.categories.map((category) => [category.level, category]));
  const l1 = byLevel.get(1);
  const l2 = byLevel.get(2);
  const l3 = byLevel.get(3);
  if (!l1) return [];
  const links = [{ label: l1.name, to: categoryHref(LIST, { l1: l1.id }, language) }];
  if (l2) links.push({ label: l2.name, to: categoryHref(LIST, { l1: l1.id, l2: l2.id }, language) });
  if (l2 && l3) links.push({ label: l3.name, to: categoryHref(LIST, { l1: l1.id, l2: l2.id, l3: l3.id }, language) });
  return links;
}

interface SpecificationsProps {
  family: ProductFamilyInfo;
  product: DetailProduct;
  data: ProductDetailsResponse;
  debug: boolean;
}

/**
 * The specifications panel (cc §2): category breadcrumbs linking to the list by level, properties
 * (in French when the language is French), manufacturer, product number, and debug-only fields.
 */
export function Specifications({ family, product, data, debug }: SpecificationsProps) {
  const { language } = useLanguage();
  const fr = language === 'fr';
  const categories = categoryLinks(family, language);
  const debugRows: [string, string | number][] = debug
    ? [
        ['productId', product.productId],
        ['familyId', family.id],
        ['productType', `${family.productType} (${family.productTypeId})`],
        ['stockQuantity', product.stockQuantity],
        ['lastReportedInStock', product.lastReportedInStockTimestamp ?? '—'],
        ['isDefault', String(product.isDefault)],
        ['dateCreated', product.dateCreated],
        ['dateLastUpdated', product.dateLastUpdated],
        ['suggestionKeywords', family.suggestionKeywords],
        ['suggestedProdsAlgo', data.suggestedProdsAlgo],
      ]
    : [];
  return (
    <section className="specs" aria-labelledby="specifications">
      <h2 id="specifications" className="section-title">
        <FormattedMessage id="catalogue.specs.heading" />
      </h2>
      <dl className="specs__list">
        {categories.length > 0 && (
          <div>
            <dt>
              <FormattedMessage id="catalogue.specs.category" />
            </dt>
            <dd>
              {categories.map((link, index) => (
                <Fragment key={link.to}>
                  {index > 0 && <span aria-hidden="true"> › </span>}
                  <Link to={link.to}>{link.label}</Link>
                </Fragment>
              ))}
            </dd>
          </div>
        )}
        {family.properties.map((property) => {
          const value = fr ? property.propertyValueFr : property.propertyValue;
          return (
            <div key={`${property.propertyId}-${property.queryValue}`}>
              <dt>{fr ? property.propertyNameFr : property.propertyName}</dt>
              <dd>
                <Link to={facetHref(LIST, property.filterName, property.queryValue, value, true)}>{value}</Link>
              </dd>
            </div>
          );
        })}
        <div>
          <dt>
            <FormattedMessage id="catalogue.specs.manufacturer" />
          </dt>
          <dd>
            <Link to={`${PAGE_ROUTES.products}?mfgId=${family.manufacturerId}`}>{manufacturerLabel(family.manufacturerName, family.manufacturerId)}</Link>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="catalogue.specs.productNumber" />
          </dt>
          <dd>{product.mfgSku}</dd>
        </div>
        {debugRows.map(([label, value]) => (
          <div key={label} className="specs__debug">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
