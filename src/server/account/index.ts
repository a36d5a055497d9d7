import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { autoOrdersFeature } from './autoorders';
import { creditRoutes } from './credit';
import { favouritesRoutes } from './favourites';
import { accountOrdersRoutes } from './orders';
import { prescriptionsRoutes } from './prescriptions';
import { registrationPlugin } from './registration';
import { wellnessAccountFeature } from './wellness-plans';

/**
 * The shopper's account: getting one (registration, confirmation, passwords), the profile, pets,
 * prescriptions, orders, AutoOrders, favourites and credit. The address and card routes are
 * registered by checkout, which shares them.
 */
export const accountAudience = fp(async (app: FastifyInstance, { db, config }: { db: Db; config: Config }) => {
  await app.register(registrationPlugin, { db, config, publicUrl: config.publicUrl });
  await app.register(prescriptionsRoutes, { db });
  await app.register(accountOrdersRoutes, { db, config });
  await app.register(creditRoutes, { db });
  await app.register(favouritesRoutes, { db, imagesBaseUrl: config.imagesBaseUrl });
  await app.register(autoOrdersFeature, { db, config });
  await app.register(wellnessAccountFeature, { db, config });
}, { name: 'account' });
