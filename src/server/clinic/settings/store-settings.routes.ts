import type { FastifyInstance } from 'fastify';
import {
  holidayCreateSchema,
  holidayIdParamsSchema,
  logoParamsSchema,
  logoUploadSchema,
  storeSettingsSchema,
  storeSettingsUpdateSchema,
} from '../../../contracts/store-settings';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { clinicRouteKit } from '../clinic-routes';
import * as service from './store-settings.service';

/**
 * The clinic admin's store settings (issue 17): admin only, on the server, scoped to the admin's
 * clinic (a holiday id of another clinic answers 404); every change is audited in its transaction.
 * The logo is served publicly, since the shop's header shows it to visitors.
 */
export async function storeSettingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptEmptyJsonBodies(app);
  const { admin, public: anyone } = clinicRouteKit(app, db, 'store-settings');

  admin({
    method: 'GET', url: '/api/clinic/settings', summary: "The clinic's store settings", response: storeSettingsSchema,
    handler: ({ actor }) => service.readSettings(db, actor.clinicId),
  });

  admin({
    method: 'PUT', url: '/api/clinic/settings', summary: 'Changes the contact details, hours, colour, social links, policy texts and delivery rules',
    body: storeSettingsUpdateSchema, response: storeSettingsSchema,
    handler: ({ actor, body }) => service.updateSettings(db, actor, body),
  });

  admin({
    method: 'POST', url: '/api/clinic/settings/holidays', summary: 'Adds holiday hours: a dated closure or special hours',
    body: holidayCreateSchema, response: storeSettingsSchema,
    handler: ({ actor, body }) => service.addHoliday(db, actor, body),
  });

  admin({
    method: 'DELETE', url: '/api/clinic/settings/holidays/:holidayId', summary: 'Removes holiday hours', params: holidayIdParamsSchema, response: storeSettingsSchema,
    handler: ({ actor, params }) => service.removeHoliday(db, actor, params.holidayId),
  });

  admin({
    method: 'PUT', url: '/api/clinic/settings/logo', summary: 'Uploads the logo (PNG, JPEG or WebP, at most 200 KB, base64)',
    // A 200 KB image is about 273 KB of base64: more than the app's default body limit.
    bodyLimit: 300 * 1024,
    body: logoUploadSchema, response: storeSettingsSchema,
    handler: ({ actor, body }) => service.setLogo(db, actor, body),
  });

  admin({
    method: 'DELETE', url: '/api/clinic/settings/logo', summary: 'Removes the logo', response: storeSettingsSchema,
    handler: ({ actor }) => service.removeLogo(db, actor),
  });

  // Public, since the shop's header shows it; the answer is the image's bytes, not JSON.
  anyone({
    method: 'GET', url: '/api/store/clinic-logo/:clinicId', summary: "A clinic's logo (public: the shop's header shows it)",
    params: logoParamsSchema, errors: [400],
    handler: async ({ params, reply }) => {
      const logo = await service.logoBytes(db, params.clinicId);
      return reply
        .header('content-type', logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(logo.bytes);
    },
  });
}
