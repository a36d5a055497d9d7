import type { Banner, BannerResponse } from '../../../contracts/catalogue';
import type { SearchFilter } from '../../../contracts/catalogue-filter';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/constants';
import { badRequest, notFound } from '../../errors';
import type { LiveCatalogue } from './catalogue-index-holder';
import type { EncodedAnswer } from './encoded-answer';
import { promotionDto, renderListResponse, type PageRequest } from './list-response';
import { FilterError, resolveFilter, type ResolvedFilter } from './search-index/search';
import type { Lang } from './search-index/types';

/**
 * The catalogue's read rules: list, promotion and banner answers come from the in-memory index
 * (no database round trip); only a signed-in shopper's favourites are read by the route.
 */
export interface CallContext {
  lang: Lang;
  debug: boolean;
  favourites: ReadonlySet<number> | null;
  /** The signed-in client's clinic retail discount; 0 for a visitor (docs/decisions/106-clinic-retail-discount.md). */
  retailDiscountPercent: number;
  /** The promotions the client's store switched off; none for a visitor (docs/decisions/111-clinic-promotion-switch.md). */
  switchedOffPromotionIds: ReadonlySet<number>;
  /** Debug: re-randomise the banner. */
  rnd?: string | undefined;
}

export interface Paging {
  pg?: number | undefined;
  pgSize?: number | undefined;
}

function resolve(live: LiveCatalogue, filter: SearchFilter): ResolvedFilter {
  try {
    return resolveFilter(live.index, filter);
  } catch (error) {
    if (error instanceof FilterError) throw badRequest(error.message);
    throw error;
  }
}

/** pg defaults to 1; pgSize to 32 when the call names none (cat §9), clamped to MAX_PAGE_SIZE. */
function pageOf(filter: SearchFilter, paging: Paging, context: CallContext): PageRequest {
  return {
    pg: paging.pg ?? filter.pg ?? 1,
    pgSize: Math.min(paging.pgSize ?? filter.pgSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    lang: context.lang,
    debug: context.debug,
    favourites: context.favourites,
    retailDiscountPercent: context.retailDiscountPercent,
    switchedOffPromotionIds: context.switchedOffPromotionIds,
    cacheable: !context.rnd,
  };
}

function bannerJson(live: LiveCatalogue, resolved: ResolvedFilter, filter: SearchFilter, context: CallContext): string {
  if (resolved.promotion) return 'null';
  return live.index.bannerFor(resolved.l1?.id ?? null, context.rnd ? Math.random : null)?.json ?? 'null';
}

/** The filter's outcome: kept by the live catalogue's answer cache, or searched now. */
function outcomeOf(live: LiveCatalogue, resolved: ResolvedFilter, lang: Lang) {
  return live.answers.outcome(resolved, lang, () => live.searcher.search(resolved, lang, false));
}

/** GET /api/prods/list as JSON bytes. */
export function listProducts(live: LiveCatalogue, filter: SearchFilter, paging: Paging, context: CallContext): EncodedAnswer {
  const started = performance.now();
  const resolved = resolve(live, filter);
  if (resolved.promotion && context.switchedOffPromotionIds.has(resolved.promotion.id)) throw notFound(`Promotion ${resolved.promotion.id} is not available.`);
  const outcome = outcomeOf(live, resolved, context.lang);
  const title = live.index.categoryName(resolved.deepest?.id ?? null, context.lang)
    ?? (resolved.promotion ? (context.lang === 'fr' ? resolved.promotion.nameFr : resolved.promotion.nameEn) : null);
  return renderListResponse(live.searcher, resolved, outcome, pageOf(filter, paging, context), {
    resultsKey: 'results',
    title,
    bannerJson: bannerJson(live, resolved, filter, context),
    tookMs: () => performance.now() - started,
  });
}

/** GET /api/prods/promo/{promoId} as JSON bytes. Hidden and not-qualified promotions exist only in debug mode (cat §4). */
export function promotionProducts(live: LiveCatalogue, promoId: number, filter: SearchFilter, paging: Paging, context: CallContext): EncodedAnswer {
  const started = performance.now();
  const promotion = live.index.promotions.get(promoId);
  // A promotion the client's store switched off is not available to its clients, even in debug mode.
  if (!promotion || (!context.debug && !promotion.isVisible) || context.switchedOffPromotionIds.has(promoId)) {
    throw notFound(promotion ? `Promotion ${promoId} is not available.` : `Promotion ${promoId} does not exist.`);
  }
  const resolved = resolve(live, { ...filter, promoId });
  const outcome = outcomeOf(live, resolved, context.lang);
  return renderListResponse(live.searcher, resolved, outcome, pageOf(filter, paging, context), {
    resultsKey: 'products',
    title: context.lang === 'fr' ? promotion.nameFr : promotion.nameEn,
    bannerJson: 'null',
    promos: [promotionDto(promotion, context.lang)],
    tookMs: () => performance.now() - started,
  });
}

/** GET /api/prods/banner: the banner for the filter's top-level category, else a global one. */
export function bannerForFilter(live: LiveCatalogue, filter: SearchFilter, context: CallContext): BannerResponse {
  const resolved = resolve(live, filter);
  const json = bannerJson(live, resolved, filter, context);
  return { siteBanner: JSON.parse(json) as Banner | null };
}
