import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { routeKit, type AuditWriter } from '../http/route-kit';
import { writeAudit, type AuditInput } from '../shared/staff-access';
import { platformGuard, type SiteAdmin } from './platform-guard';

/** The role a site administrator's actions are audited with (audit_events.actor_role). */
export const SITE_ADMIN_ROLE = 'site_admin';

/** A platform action's audit event, as a route names it; the kit adds the site administrator and when. */
export type PlatformAuditEvent = Omit<AuditInput, 'actorUserId' | 'actorRole' | 'now'>;

/**
 * The platform's actions go to the same audit log as the clinics' staff actions (issue 25): the
 * site administrator as actor, the clinic the action is about as its clinic (so the clinic's own
 * "who did what" shows what the platform changed for it).
 */
export const writePlatformAudit: AuditWriter<SiteAdmin, PlatformAuditEvent> = (trx, admin, event, now) =>
  writeAudit(trx, { ...event, actorUserId: admin.id, actorRole: admin.roles[0] ?? SITE_ADMIN_ROLE, now: now.toISOString() });

/**
 * The platform's routes (issue 23 §3; http/route-kit.ts): site administrators only (401 / 403),
 * with the site administrator as the route's actor; a route names any other status it answers and
 * may write its audit event in its transaction.
 */
export function platformRouteKit(app: FastifyInstance, db: Db, options: { manufacturerReps?: boolean } = {}) {
  const { requireSiteAdmin, requirePromotionManager, siteAdminOf } = platformGuard(app, db);
  return routeKit(app, {
    db, tags: ['platform'], errors: [], audit: writePlatformAudit,
    // `manufacturerReps`: the promotions area and "who am I" also let a manufacturer representative in (issue 26).
    guard: { check: options.manufacturerReps ? requirePromotionManager : requireSiteAdmin, statuses: [401, 403], actorOf: siteAdminOf },
  });
}
