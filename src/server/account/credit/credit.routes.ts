import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditHistorySchema } from '../../../contracts/credit';
import type { Db } from '../../db/database';
import { shopperRouteDoc, shopperRouteErrors, shopperTransaction } from '../../lib/shopper-routes';
import { creditHistory } from '../../shared/credit';

/** The shopper's account credit: balance and every entry (issue 17), at /api/account/credit. */
export async function creditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTransaction = shopperTransaction(db);
  r.get('/api/account/credit', {
    onRequest: app.requireShopper,
    schema: { ...shopperRouteDoc('account', "The shopper's account-credit balance and its history, newest first"), response: { 200: creditHistorySchema, ...shopperRouteErrors } },
  }, (request) => inTransaction(request, (ctx) => creditHistory(ctx.db, ctx.userId)));
}
