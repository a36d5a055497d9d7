import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformMe } from '../../contracts/platform';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { findManufacturerRep, findSiteAdmin } from './platform-admins.queries';

/** The signed-in site administrator (or, on the promotions routes, manufacturer representative), as the guard found them. */
export type SiteAdmin = PlatformMe;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the platform guard on every /api/platform route. */
    siteAdmin?: SiteAdmin;
  }
}

/**
 * The platform's guard, on the server, for every route under /api/platform: a visitor gets 401, a
 * shopper or a clinic's staff member 403 (a clinic admin never sees another clinic), a site
 * administrator with a live session passes.
 */
export function platformGuard(app: FastifyInstance, db: Db) {
  async function requireSiteAdmin(request: FastifyRequest): Promise<void> {
    await app.requireShopper(request);
    const row = await findSiteAdmin(db, request.shopper!.userId);
    if (!row || row.status !== 'active') throw new AppError(403, 'not_platform_admin', "This page is for the platform's site administrators.");
    request.siteAdmin = { id: Number(row.id), firstName: row.firstName, lastName: row.lastName, email: row.email, roles: ['site_admin'], manufacturer: null };
  }
  /**
   * The promotions area's guard (issue 26): a site administrator, or a manufacturer representative
   * with a live session, whose routes then keep to its own brand's products (platform/promotions).
   */
  async function requirePromotionManager(request: FastifyRequest): Promise<void> {
    await app.requireShopper(request);
    const admin = await findSiteAdmin(db, request.shopper!.userId);
    if (admin?.status === 'active') {
      request.siteAdmin = { id: Number(admin.id), firstName: admin.firstName, lastName: admin.lastName, email: admin.email, roles: ['site_admin'], manufacturer: null };
      return;
    }
    const rep = await findManufacturerRep(db, request.shopper!.userId);
    if (!rep || rep.status !== 'active') throw new AppError(403, 'not_platform_admin', "This page is for the platform's site administrators.");
    request.siteAdmin = {
      id: Number(rep.id), firstName: rep.firstName, lastName: rep.lastName, email: rep.email, roles: ['manufacturer_rep'],
      manufacturer: { id: Number(rep.manufacturerId), name: rep.manufacturerName },
    };
  }
  return { requireSiteAdmin, requirePromotionManager, siteAdminOf: (request: FastifyRequest): SiteAdmin => request.siteAdmin! };
}
