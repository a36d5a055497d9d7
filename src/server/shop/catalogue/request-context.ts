import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SearchFilterError, filterFromQuery, parseSearchFilter, type SearchFilter } from '../../../contracts/catalogue-filter';
import type { ProductListQuery } from '../../../contracts/catalogue';
import { LANGUAGE_COOKIE } from '../../../contracts/page-settings';
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';
import { storeToday } from '../../../domain/store-preview';
import { clientRetailDiscountPercent, clientSwitchedOffPromotionIds } from '../../shared/clinic-policies';
import type { ActivePreview } from '../../shared/store-preview';
import type { CatalogueIndexHolder, LiveCatalogue } from './catalogue-index-holder';
import { listFavouriteProductIds } from './catalogue.queries';
import { NO_SWITCHED_OFF_PROMOTIONS } from './search-index/items';
import type { CallContext, Paging } from './catalogue.service';
import type { Lang } from './search-index/types';

/** The `lang` parameter, else the `lang` cookie, cut to two letters; en unless it is fr (cat §1). */
export function languageOf(request: FastifyRequest, lang: string | undefined): Lang {
  const chosen = (lang || request.cookies?.[LANGUAGE_COOKIE] || '').slice(0, 2).toLowerCase();
  return chosen === 'fr' ? 'fr' : 'en';
}

/** `sf` first, then the plain parameters on top of it (both forms may be mixed). */
export function filterOfQuery(query: ProductListQuery): { filter: SearchFilter; paging: Paging } {
  const { sf, pg, pgSize, debug: _debug, lang: _lang, rnd: _rnd, ...rest } = query;
  try {
    const filter = filterFromQuery(rest, parseSearchFilter(sf ?? ''));
    return { filter, paging: { pg, pgSize } };
  } catch (error) {
    if (error instanceof SearchFilterError) throw badRequest(error.message);
    throw error;
  }
}

type ShopperState = Pick<CallContext, 'favourites' | 'retailDiscountPercent' | 'switchedOffPromotionIds'>;

/**
 * A visitor's call touches no database. A shopper's token costs the session check, then one read
 * of their favourites (issue: "favourites of a signed-in shopper may be one small query") beside
 * the two small reads of their clinic's retail discount. A visitor sees the store's prices, even on
 * a clinic's remembered webstore: the discount is for the clinic's clients
 * (docs/decisions/106-clinic-retail-discount.md). A third small read, made with them, names the
 * promotions the client's store switched off (docs/decisions/111-clinic-promotion-switch.md).
 */
async function shopperState(app: FastifyInstance, db: Db, request: FastifyRequest): Promise<ShopperState> {
  const userId = await shopperIdOf(app, request);
  if (userId === null) return { favourites: null, retailDiscountPercent: 0, switchedOffPromotionIds: NO_SWITCHED_OFF_PROMOTIONS };
  const [favourites, retailDiscountPercent, switchedOffPromotionIds] = await Promise.all([
    listFavouriteProductIds(db, userId), clientRetailDiscountPercent(db, userId), clientSwitchedOffPromotionIds(db, userId),
  ]);
  return { favourites, retailDiscountPercent, switchedOffPromotionIds };
}

/**
 * Whom the shop's reads answer as: the signed-in shopper, or in a preview of the store the
 * previewed client (null for a previewed visitor), whoever started the preview
 * (docs/decisions/110-store-preview.md).
 */
export async function shopperIdOf(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const preview = request.subject ? await app.storePreview(request) : null;
  if (preview) return preview.clientUserId;
  const shopper = request.subject?.kind === 'shopper' ? await app.optionalShopper(request) : null;
  return shopper?.userId ?? null;
}

/**
 * The catalogue a read answers from: the live one, or in a preview of another day that day's
 * (built off the request path and kept: catalogue-index-holder.ts `at`). A preview's answers are
 * never kept by a browser or a cache in between.
 */
export async function catalogueFor(app: FastifyInstance, holder: CatalogueIndexHolder, request: FastifyRequest, reply?: FastifyReply): Promise<LiveCatalogue> {
  const preview: ActivePreview | null = await app.storePreview(request);
  if (!preview) return holder.current();
  reply?.header('cache-control', 'no-store');
  return preview.day === storeToday(new Date()) ? holder.current() : holder.at(preview.day);
}

export async function callContext(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
  query: { lang?: string | undefined; debug?: boolean | undefined; rnd?: string | undefined },
): Promise<CallContext> {
  return {
    lang: languageOf(request, query.lang),
    debug: query.debug === true,
    ...(await shopperState(app, db, request)),
    rnd: query.rnd,
  };
}
