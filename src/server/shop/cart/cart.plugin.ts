import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { petsRoutes } from '../../account/pets';
import { availabilityRoutes } from './availability.routes';
import { cartRoutes } from './cart.routes';

/**
 * Everything issue 4 serves, registered by app.ts in one line: the cart API, the add-to-cart
 * panel's new-pet form and its notify-me toggle. Each is its own encapsulated plugin.
 */
export async function cartFeature(app: FastifyInstance, options: { db: Db; config: Config }) {
  await app.register(cartRoutes, options);
  await app.register(availabilityRoutes, { db: options.db });
  await app.register(petsRoutes, { db: options.db });
}
