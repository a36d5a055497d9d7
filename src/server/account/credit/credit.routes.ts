import type { FastifyInstance } from 'fastify';
import { creditHistorySchema } from '../../../contracts/credit';
import type { Db } from '../../db/database';
import { creditHistory } from '../../shared/credit';
import { accountRouteKit } from '../account-routes';

/** The shopper's account credit: balance and every entry (issue 17), at /api/account/credit. */
export async function creditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const { shopper } = accountRouteKit(app, db);
  shopper({
    method: 'GET', url: '/api/account/credit', summary: "The shopper's account-credit balance and its history, newest first",
    response: creditHistorySchema, transaction: true,
    handler: ({ db: trx, actor }) => creditHistory(trx, actor.userId),
  });
}
