import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { SearchFilter } from '../../../../../contracts/catalogue-filter';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { CloseIcon } from '../../../../ui/icons';
import type { ListData } from '../api/catalogue.api';
import { allPetsHref, categoryHref, propertyPills, withoutParamHref, withoutPromotionHref } from '../list-query';
import { keepScroll } from '../../../../shell/scroll-restoration';

interface Pill {
  key: string;
  label: string;
  value: string;
  href: string;
}

/**
 * The removable pills of cat §2's breadcrumb: the category, the search term, the promotion, the
 * manufacturer or brand id, and each chosen property value (only its display part).
 */
export function ActiveFilters({ filter, data }: { filter: SearchFilter; data: ListData | undefined }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const label = (id: string) => intl.formatMessage({ id });
  const pills: Pill[] = [];

  const l1 = data?.l1Category ?? null;
  const l2 = data?.l2Category ?? null;
  const l3 = data?.l3Category ?? null;
  const deepest = l3 ?? l2 ?? l1;
  if (deepest && l1) {
    // Removing the category goes one level up; the top level goes back to all pets.
    const parent = l3 && l2 ? { l1: l1.categoryId, l2: l2.categoryId } : l2 ? { l1: l1.categoryId } : null;
    pills.push({
      key: 'category',
      label: label('catalogue.pills.category'),
      value: deepest.name,
      href: parent ? categoryHref(location, parent, language) : allPetsHref(location),
    });
  }
  if (filter.q) {
    // English “…”, French « … » with non-breaking spaces (issue 11 item 19).
    const quoted = intl.formatMessage({ id: 'catalogue.pills.quoted' }, { text: filter.q });
    pills.push({ key: 'q', label: label('catalogue.pills.search'), value: quoted, href: withoutParamHref(location, 'q') });
  }
  if (filter.promoId !== undefined) {
    pills.push({
      key: 'promo',
      label: label('catalogue.pills.promotion'),
      value: data?.promotion?.name ?? `#${filter.promoId}`,
      href: withoutPromotionHref(location, language),
    });
  }
  if (filter.mfgId !== undefined) {
    const maker = data?.products.find((product) => product.mfgId === filter.mfgId)?.mfgName;
    pills.push({ key: 'mfg', label: label('catalogue.pills.manufacturer'), value: maker ?? `#${filter.mfgId}`, href: withoutParamHref(location, 'mfgId') });
  }
  if (filter.bid !== undefined) {
    const brand = data?.propFacets.find((facet) => facet.filterName === 'brand' && facet.id === filter.bid);
    pills.push({
      key: 'bid',
      label: brand?.displayName ?? label('catalogue.pills.brand'),
      value: brand?.facetValue ?? `#${filter.bid}`,
      href: withoutParamHref(location, 'bid'),
    });
  }
  for (const pill of propertyPills(filter, data?.propFacets ?? [])) {
    pills.push({
      key: `${pill.filterName}=${pill.queryValue}`,
      label: pill.label,
      value: pill.value,
      href: withoutParamHref(location, pill.filterName, pill.queryValue),
    });
  }
  if (pills.length === 0) return null;

  const go = (href: string) => navigate(href, { state: keepScroll() });
  return (
    <div className="active-filters">
      <h2 className="visually-hidden">
        <FormattedMessage id="catalogue.pills.heading" />
      </h2>
      <ul className="active-filters__list">
        {pills.map((pill) => (
          <li key={pill.key}>
            <button
              type="button"
              className="pill"
              aria-label={intl.formatMessage({ id: 'catalogue.pills.remove' }, { label: pill.label, value: pill.value })}
              onClick={() => go(pill.href)}
            >
              <FormattedMessage
                id="catalogue.pills.text"
                values={{
                  label: pill.label,
                  value: pill.value,
                  l: (text) => <span className="pill__label">{text}</span>,
                  v: (text) => <span className="pill__value">{text}</span>,
                }}
              />
              <CloseIcon width="16" height="16" className="pill__icon" />
            </button>
          </li>
        ))}
        {pills.length > 1 && (
          <li>
            <button type="button" className="link-button active-filters__clear" onClick={() => go(PAGE_ROUTES.products)}>
              <FormattedMessage id="catalogue.pills.clearAll" />
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
