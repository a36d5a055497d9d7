import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bannerResponseSchema,
  catalogueCommonQuerySchema,
  productListQuerySchema,
  productListResponseSchema,
  promoParamsSchema,
  promoResponseSchema,
} from '../../../contracts/catalogue';
import { productDetailsResponseSchema } from '../../../contracts/catalogue-details';
import { errorResponseSchema, idParamSchema } from '../../../contracts/common';
import type { Db } from '../../db/database';
import type { CatalogueIndexHolder } from './catalogue-index-holder';
import { bannerForFilter, listProducts, promotionProducts } from './catalogue.service';
import { productDetails } from './details.service';
import { sendEncoded } from './encoded-answer';
import { callContext, filterOfQuery, languageOf } from './request-context';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const security = [{ bearer: [] }];

/** Catalogue reads (cat §7; cc §7). Every call needs a visitor's or shopper's bearer token (cat §6). */
export async function catalogueRoutes(app: FastifyInstance, { db, holder }: { db: Db; holder: CatalogueIndexHolder }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requireToken = app.requireToken;

  // List and promotion answers carry their own compressed bytes (encoded-answer.ts).
  r.get('/api/prods/list', {
    compress: false,
    onRequest: requireToken,
    schema: {
      tags: ['catalogue'],
      summary: 'Products for a search filter: one result per family, with facet counts and the banner',
      security,
      querystring: productListQuerySchema,
      response: { 200: productListResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    const { filter, paging } = filterOfQuery(request.query);
    const context = await callContext(app, db, request, request.query);
    return sendEncoded(request, reply as FastifyReply, listProducts(holder.current(), filter, paging, context));
  });

  r.get('/api/prods/promo/:promoId', {
    compress: false,
    onRequest: requireToken,
    schema: {
      tags: ['catalogue'],
      summary: "A promotion and its products, with the list's facets",
      security,
      params: promoParamsSchema,
      querystring: productListQuerySchema,
      response: { 200: promoResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    const { filter, paging } = filterOfQuery(request.query);
    const context = await callContext(app, db, request, request.query);
    return sendEncoded(request, reply as FastifyReply, promotionProducts(holder.current(), request.params.promoId, filter, paging, context));
  });

  r.get('/api/prods/banner', {
    onRequest: requireToken,
    schema: {
      tags: ['catalogue'],
      summary: 'The site banner for a filter (not called when a promo id is set)',
      security,
      querystring: productListQuerySchema,
      response: { 200: bannerResponseSchema, ...errors },
    },
  }, async (request) => {
    const { filter } = filterOfQuery(request.query);
    return bannerForFilter(holder.current(), filter, { lang: languageOf(request, request.query.lang), debug: false, favourites: null, rnd: request.query.rnd });
  });

  r.get('/api/prods/details/:id', {
    onRequest: requireToken,
    schema: {
      tags: ['catalogue'],
      summary: "A product's family, children, the shopper's pets and prescriptions, and suggestions (id = child product id)",
      security,
      params: idParamSchema,
      querystring: catalogueCommonQuerySchema,
      response: { 200: productDetailsResponseSchema, ...errors },
    },
  }, async (request) => {
    const shopper = request.subject?.kind === 'shopper' ? await app.optionalShopper(request) : null;
    return productDetails(db, holder.current(), request.params.id, {
      lang: languageOf(request, request.query.lang),
      debug: request.query.debug === true,
      userId: shopper?.userId ?? null,
    });
  });
}
