import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SearchFilterError, filterFromQuery, parseSearchFilter, type SearchFilter } from '../../../contracts/catalogue-filter';
import type { ProductListQuery } from '../../../contracts/catalogue';
import { LANGUAGE_COOKIE } from '../../../contracts/page-settings';
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';
import { clientRetailDiscountPercent, clientSwitchedOffPromotionIds } from '../../shared/clinic-policies';
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
 * promotions the client's store switched off (docs/decisions/new-clinic-promotion-switch.md).
 */
async function shopperState(app: FastifyInstance, db: Db, request: FastifyRequest): Promise<ShopperState> {
  const shopper = request.subject?.kind === 'shopper' ? await app.optionalShopper(request) : null;
  if (!shopper) return { favourites: null, retailDiscountPercent: 0, switchedOffPromotionIds: NO_SWITCHED_OFF_PROMOTIONS };
  const [favourites, retailDiscountPercent, switchedOffPromotionIds] = await Promise.all([
    listFavouriteProductIds(db, shopper.userId), clientRetailDiscountPercent(db, shopper.userId), clientSwitchedOffPromotionIds(db, shopper.userId),
  ]);
  return { favourites, retailDiscountPercent, switchedOffPromotionIds };
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
