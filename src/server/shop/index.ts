import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { cartFeature } from './cart';
import { catalogueModule } from './catalogue';
import { checkoutFeature } from './checkout';
import { imageRoutes } from './images';
import { clinicInfoRoutes } from './info';
import { orderRoutes } from './orders';
import { payLinkRoutes } from './pay-links';
import { storePreviewRoutes } from './preview';

/**
 * The shop: visitors and shoppers browse the catalogue, fill a cart, check out and place orders,
 * and read the clinic's information pages. Registered in the order features build on each other,
 * in the app's own scope (fastify-plugin), as every audience is: features decorate the app and see
 * each other's decorations as they did when app.ts registered them one by one.
 */
export const shopAudience = fp(async (app: FastifyInstance, { db, config }: { db: Db; config: Config }) => {
  // Builds the catalogue index, checks the catalogue version every few seconds, stops on close.
  await app.register(catalogueModule, { db });
  await app.register(imageRoutes, { db });
  await app.register(cartFeature, { db, config });
  await app.register(checkoutFeature, { db, config });
  await app.register(orderRoutes, { db, config });
  await app.register(clinicInfoRoutes, { db });
  await app.register(storePreviewRoutes, { db, config });
  await app.register(payLinkRoutes, { db, config });
}, { name: 'shop' });
