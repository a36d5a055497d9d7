import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { startCatalogueIndex, type CatalogueIndexHolder } from './catalogue-index-holder';
import { catalogueRoutes } from './catalogue.routes';

/**
 * For other features: `markProductsChanged(trx, productIds)` when products' stock states or prices
 * changed (every server updates its index in place); `bumpCatalogueVersion(trx)` for any other
 * catalogue change (every server builds a new index); the cart's suggestions.
 */
export { bumpCatalogueVersion, markProductsChanged } from './catalogue.queries';
export { suggestedProductsForCart } from './cart-suggestions';
export {
  createCatalogueIndex, liveCatalogue, startCatalogueIndex, type CatalogueIndexHolder, type LiveCatalogue,
} from './catalogue-index-holder';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live catalogue index (tests call `app.catalogue.refresh()` after a change). */
    catalogue: CatalogueIndexHolder;
  }
}

export interface CatalogueModuleOptions {
  db: Db;
  /** A started index; when absent the module starts one and stops it when the app closes. */
  index?: CatalogueIndexHolder;
}

/** The catalogue feature: list, promotion, banner and details routes over the index. */
export const catalogueModule = fp(async (app: FastifyInstance, { db, index }: CatalogueModuleOptions) => {
  const holder = index ?? await startCatalogueIndex(db, {
    onError: (error) => app.log.error({ err: error }, 'catalogue index rebuild failed'),
    onBuilt: (built, where, ms) => app.log.debug({ version: built.version, families: built.size, where, ms: Math.round(ms) }, 'catalogue index built'),
    onRebuilt: (built, ms) => app.log.info({ version: built.version, families: built.size, ms: Math.round(ms) }, 'catalogue index rebuilt'),
  });
  if (!index) app.addHook('onClose', () => holder.stop());
  app.decorate('catalogue', holder);
  await app.register(catalogueRoutes, { db, holder });
}, { name: 'catalogue' });
