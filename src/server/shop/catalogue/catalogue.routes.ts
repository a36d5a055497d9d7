import type { FastifyInstance } from 'fastify';
import {
  bannerResponseSchema,
  catalogueCommonQuerySchema,
  productListQuerySchema,
  productListResponseSchema,
  promoParamsSchema,
  promoResponseSchema,
} from '../../../contracts/catalogue';
import { productDetailsResponseSchema } from '../../../contracts/catalogue-details';
import { idParamSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import { shopRouteKit } from '../shop-routes';
import type { CatalogueIndexHolder } from './catalogue-index-holder';
import { bannerForFilter, listProducts, promotionProducts } from './catalogue.service';
import { productDetails } from './details.service';
import { sendEncoded } from './encoded-answer';
import { callContext, catalogueFor, filterOfQuery, languageOf, shopperIdOf } from './request-context';
import { NO_SWITCHED_OFF_PROMOTIONS } from './search-index/items';

/** Catalogue reads (cat §7; cc §7). Every call needs a visitor's or shopper's bearer token (cat §6). */
export async function catalogueRoutes(app: FastifyInstance, { db, holder }: { db: Db; holder: CatalogueIndexHolder }) {
  const { visitor } = shopRouteKit(app, db, 'catalogue');

  // List and promotion answers carry their own compressed bytes (encoded-answer.ts).
  visitor({
    method: 'GET', url: '/api/prods/list', compress: false,
    summary: 'Products for a search filter: one result per family, with facet counts and the banner',
    query: productListQuerySchema, response: productListResponseSchema,
    handler: async ({ query, request, reply }) => {
      const { filter, paging } = filterOfQuery(query);
      const context = await callContext(app, db, request, query);
      return sendEncoded(request, reply, listProducts(await catalogueFor(app, holder, request, reply), filter, paging, context));
    },
  });

  visitor({
    method: 'GET', url: '/api/prods/promo/:promoId', compress: false, summary: "A promotion and its products, with the list's facets",
    params: promoParamsSchema, query: productListQuerySchema, response: promoResponseSchema,
    handler: async ({ params, query, request, reply }) => {
      const { filter, paging } = filterOfQuery(query);
      const context = await callContext(app, db, request, query);
      return sendEncoded(request, reply, promotionProducts(await catalogueFor(app, holder, request, reply), params.promoId, filter, paging, context));
    },
  });

  visitor({
    method: 'GET', url: '/api/prods/banner', summary: 'The site banner for a filter (not called when a promo id is set)',
    query: productListQuerySchema, response: bannerResponseSchema,
    handler: async ({ query, request, reply }) => {
      const { filter } = filterOfQuery(query);
      return bannerForFilter(await catalogueFor(app, holder, request, reply), filter, { lang: languageOf(request, query.lang), debug: false, favourites: null, retailDiscountPercent: 0, switchedOffPromotionIds: NO_SWITCHED_OFF_PROMOTIONS, rnd: query.rnd });
    },
  });

  visitor({
    method: 'GET', url: '/api/prods/details/:id',
    summary: "A product's family, children, the shopper's pets and prescriptions, and suggestions (id = child product id)",
    params: idParamSchema, query: catalogueCommonQuerySchema, response: productDetailsResponseSchema,
    handler: async ({ params, query, request, reply }) => {
      return productDetails(db, await catalogueFor(app, holder, request, reply), params.id, {
        lang: languageOf(request, query.lang),
        debug: query.debug === true,
        userId: await shopperIdOf(app, request),
      });
    },
  });
}
