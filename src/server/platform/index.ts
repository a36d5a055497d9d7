import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { catalogueImportRoutes } from './catalogue';
import { platformClinicRoutes } from './clinics';
import { distributorRoutes } from './distributor';
import { enrolmentRoutes } from './enrolment';
import { platformHomeRoutes } from './home';
import { platformInvoiceRoutes } from './invoices';
import { platformPolicyRoutes } from './policies';
import { platformPreviewRoutes } from './preview';
import { platformPromotionRoutes } from './promotions';
import { productEditorRoutes } from './products';

/**
 * The platform that runs the clinics (`/platform`, `/api/platform/...`): site administrators, behind
 * the platform guard (platform-guard.ts). Issue 23 wires it; issue 25 adds the clinics,
 * the site administrators' command line and the enrolment of new clinics (with its public application); issue 26 the catalogue
 * (its feed's dry run first; promotions and banners).
 * (its feed's dry run first) and the product editor with its picture uploads.
 */
export const platformAudience = fp(async (app: FastifyInstance, { db, config }: { db: Db; config: Config }) => {
  await app.register(platformHomeRoutes, { db });
  await app.register(platformClinicRoutes, { db });
  await app.register(enrolmentRoutes, { db, config });
  await app.register(distributorRoutes, { db, config });
  await app.register(platformPolicyRoutes, { db });
  await app.register(catalogueImportRoutes, { db });
  await app.register(platformPromotionRoutes, { db });
  await app.register(productEditorRoutes, { db });
  await app.register(platformPreviewRoutes, { db, config });
  await app.register(platformInvoiceRoutes, { db });
}, { name: 'platform' });
