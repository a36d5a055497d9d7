import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { trackViewItemList, type AnalyticsList } from '../../../../analytics/data-layer';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { useDocumentTitle } from '../../../../shell/document-title';
import { useUserOptions } from '../../../../shell/user-options';
import { Breadcrumb, type Crumb } from '../../../../ui/Breadcrumb';
import { PageTitle } from '../../../../ui/PageTitle';
import type { ListData } from '../api/catalogue.api';
import { FilterIcon } from '../icons';
import { allPetsHref, categoryHref, pageCount, pageHref, pageSizeOf, resultRange, type ListQuery } from '../list-query';
import { scrollToSiteMenu, type ProductLinkState } from '../navigation-state';
import { analyticsItem } from '../product-view';
import { ActiveFilters } from './ActiveFilters';
import { CategoryNav, type SelectedCategories } from './CategoryNav';
import { FacetGroups } from './FacetGroups';
import { AddressProblem, LoadProblem } from './lazy-problems';
import { Pager } from './Pager';
import { GridSkeleton, ProductGrid } from './ProductGrid';
import { SiteBanner } from './SiteBanner';
import { useLoadFailureToast, useProductList, useResolvedFilter } from './use-product-list';
import { keepScroll } from '../../../../shell/scroll-restoration';

// Not in the list page's first download: the phone filter dialog and the promotion view.
const loadFilterDialog = () => import('./FilterDialog');
const FilterDialog = lazy(loadFilterDialog);
const PromotionDetails = lazy(() => import('../promotion/PromotionDetails'));

/** The page title (cat §2); null while it depends on an answer that has not arrived yet. */
function useTitle(query: ListQuery, data: ListData | undefined): string | null {
  const intl = useIntl();
  if (data?.promotion) return data.promotion.name;
  if (query.filter.q) return intl.formatMessage({ id: 'catalogue.list.searchTitle' }, { q: query.filter.q });
  if (data?.title) return data.title;
  if (!data && (query.filter.promoId !== undefined || query.filter.l1 !== undefined || query.filter.l2 !== undefined || query.filter.l3 !== undefined)) {
    return null;
  }
  if (query.filter.promoId !== undefined) return intl.formatMessage({ id: 'catalogue.list.promotionTitle' });
  return intl.formatMessage({ id: 'catalogue.list.allProducts' });
}

function analyticsList(query: ListQuery, data: ListData | undefined, title: string): AnalyticsList {
  const deepest = data?.l3Category ?? data?.l2Category ?? data?.l1Category;
  if (query.filter.promoId !== undefined) return { id: `promotion_${query.filter.promoId}`, name: title };
  if (query.filter.q) return { id: 'search_results', name: title };
  if (deepest) return { id: `category_${deepest.categoryId}`, name: title };
  return { id: 'all_products', name: title };
}

/** The product list page for a readable address (cat §2). */
export function ListView({ query }: { query: ListQuery }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { options } = useUserOptions();
  const location = useLocation();
  const navigate = useNavigate();
  const debug = options.debugMode || query.debug;
  const callOptions = { language, debug };
  const resolved = useResolvedFilter(query, callOptions);
  const list = useProductList(resolved, query.filter, callOptions);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const filter = resolved.status === 'ready' ? resolved.filter : query.filter;
  const data = list.data;
  const title = useTitle(query, data);
  useDocumentTitle(title);
  const failure = resolved.status === 'failed' ? resolved.error : list.error;
  useLoadFailureToast(failure, list.isSuccess && !list.isPlaceholderData ? list.dataUpdatedAt : 0);

  const listInfo = analyticsList(query, data, title ?? '');
  const tracked = useRef('');
  useEffect(() => {
    if (!data || list.isPlaceholderData) return;
    const key = `${location.pathname}${location.search}|${language}`;
    if (tracked.current === key) return;
    tracked.current = key;
    trackViewItemList(listInfo, data.products.map((item, index) => analyticsItem(item, index, listInfo)));
    // One view_item_list per answer shown; the list's name follows the same answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, list.isPlaceholderData]);

  if (resolved.status === 'unknownCategory') return <AddressProblem problem={{ kind: 'unknownCategory', name: resolved.name }} />;
  if (failure && !data) return <LoadProblem error={failure} isPromotion={query.filter.promoId !== undefined} onRetry={() => void list.refetch()} />;

  const selected: SelectedCategories = {
    l1: data?.l1Category?.categoryId ?? null,
    l2: data?.l2Category?.categoryId ?? null,
    l3: data?.l3Category?.categoryId ?? null,
  };
  const pg = data?.pg ?? filter.pg ?? 1;
  const pgSize = data?.pgSize ?? pageSizeOf(filter);
  const products = data?.products ?? [];
  const range = data ? resultRange(pg, pgSize, data.count, products.length) : null;
  const pages = data ? pageCount(data.count, pgSize) : 0;
  const busy = list.isFetching;
  const linkState: ProductLinkState | undefined = filter.q ? { searchResults: `${location.pathname}${location.search}` } : undefined;
  const activeCount = Object.values(filter.selectedProperties).reduce((sum, values) => sum + values.length, 0) + (selected.l1 !== null ? 1 : 0);

  const crumbs: Crumb[] = [];
  if (data?.l1Category) {
    crumbs.push({ label: intl.formatMessage({ id: 'catalogue.category.allPets' }), to: allPetsHref(location) });
    const { l1Category: l1, l2Category: l2, l3Category: l3 } = data;
    crumbs.push({ label: l1.name, to: categoryHref(location, { l1: l1.categoryId }, language) });
    if (l2) crumbs.push({ label: l2.name, to: categoryHref(location, { l1: l1.categoryId, l2: l2.categoryId }, language) });
    if (l2 && l3) crumbs.push({ label: l3.name });
  }

  const goToPage = (page: number) => {
    navigate(pageHref(location, page), { state: keepScroll() });
    scrollToSiteMenu();
  };

  return (
    <div className="list-page">
      {crumbs.length > 1 && <Breadcrumb items={crumbs} label={intl.formatMessage({ id: 'catalogue.breadcrumb.label' })} />}
      <PageTitle className="list-page__title">
        {title ?? (
          <>
            <span className="skeleton-line skeleton-line--heading" aria-hidden="true" />
            <span className="visually-hidden">
              <FormattedMessage id="catalogue.results.loading" />
            </span>
          </>
        )}
      </PageTitle>
      <ActiveFilters filter={filter} data={data} />

      <div className="list-layout">
        <aside className="list-layout__sidebar" aria-label={intl.formatMessage({ id: 'catalogue.filters.title' })}>
          <CategoryNav data={data} selected={selected} />
          <FacetGroups facets={data?.propFacets ?? []} />
        </aside>

        <div className="list-layout__main">
          {data?.promotion && (
            <Suspense fallback={<div className="promo-details promo-details--loading" />}>
              <PromotionDetails promotion={data.promotion} debug={debug} />
            </Suspense>
          )}
          {filter.promoId === undefined && data && <SiteBanner banner={data.siteBanner} filter={filter} debug={debug} />}
          {/* First load: hold the banner's place so the grid does not move when it arrives. */}
          {filter.promoId === undefined && !data && <div className="site-banner site-banner--placeholder skeleton-block" aria-hidden="true" />}

          <div className="list-toolbar">
            <p className="list-toolbar__count" role="status">
              {range &&
                intl.formatMessage(
                  { id: range.capped ? 'catalogue.list.countCapped' : 'catalogue.list.count' },
                  { from: range.from, to: range.to, total: range.total },
                )}
            </p>
            <button
              type="button"
              className="btn btn--secondary btn--sm list-toolbar__filters"
              onClick={() => setFiltersOpen(true)}
              onPointerEnter={() => void loadFilterDialog()}
              onFocus={() => void loadFilterDialog()}
            >
              <FilterIcon width="18" height="18" />
              <FormattedMessage id="catalogue.filters.open" values={{ count: activeCount }} />
            </button>
          </div>

          {!data && <GridSkeleton />}
          {data && products.length > 0 && <ProductGrid products={products} list={listInfo} debug={debug} busy={busy} linkState={linkState} />}
          {data && products.length === 0 && data.count === 0 && (
            <div className="empty-state">
              <h2 className="empty-state__title">
                <FormattedMessage id="catalogue.list.noResults" />
              </h2>
              <p>
                <FormattedMessage id="catalogue.list.noResultsHint" />
              </p>
              <Link to={allPetsHref(location, { cancelSearch: true })} className="btn btn--primary">
                <FormattedMessage id="catalogue.category.allPets" />
              </Link>
            </div>
          )}
          {data && products.length === 0 && data.count > 0 && (
            <div className="empty-state">
              <h2 className="empty-state__title">
                <FormattedMessage id="catalogue.list.pastLastPage" values={{ page: pg, pages }} />
              </h2>
              <Link to={pageHref(location, 1)} className="btn btn--primary">
                <FormattedMessage id="catalogue.list.firstPage" />
              </Link>
            </div>
          )}
          {data && products.length > 0 && <Pager page={pg} pageCount={pages} onPage={goToPage} />}
          {debug && data?.debugInfo && (
            <p className="debug-box__matches">
              matches {data.debugInfo.totalMatches} · index v{data.debugInfo.indexVersion} · {data.debugInfo.tookMs} ms · [
              {data.debugInfo.queryTokens.join(', ')}]
            </p>
          )}
        </div>
      </div>

      {filtersOpen && (
        <Suspense fallback={null}>
          <FilterDialog isOpen={filtersOpen} onOpenChange={setFiltersOpen} data={data} filter={filter} selected={selected} />
        </Suspense>
      )}
    </div>
  );
}
