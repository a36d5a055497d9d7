import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/common';
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
import { staffGuard } from '../../shared/staff-access';
import * as service from './store-settings.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearer: [] }];
const tags = ['store-settings'];

/**
 * The clinic admin's store settings (issue 17): admin only, on the server, scoped to the admin's
 * clinic (a holiday id of another clinic answers 404); every change is audited in its transaction.
 * The logo is served publicly, since the shop's header shows it to visitors.
 */
export async function storeSettingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptEmptyJsonBodies(app);
  const { requireAdmin, staffOf } = staffGuard(app, db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/clinic/settings', {
    onRequest: requireAdmin,
    schema: { tags, summary: "The clinic's store settings", security, response: { 200: storeSettingsSchema, ...errors } },
  }, async (request) => service.readSettings(db, staffOf(request).clinicId));

  r.put('/api/clinic/settings', {
    onRequest: requireAdmin,
    schema: {
      tags, summary: 'Changes the contact details, hours, colour, social links, policy texts and delivery rules', security,
      body: storeSettingsUpdateSchema, response: { 200: storeSettingsSchema, ...errors },
    },
  }, async (request) => service.updateSettings(db, staffOf(request), request.body));

  r.post('/api/clinic/settings/holidays', {
    onRequest: requireAdmin,
    schema: {
      tags, summary: 'Adds holiday hours: a dated closure or special hours', security,
      body: holidayCreateSchema, response: { 200: storeSettingsSchema, ...errors },
    },
  }, async (request) => service.addHoliday(db, staffOf(request), request.body));

  r.delete('/api/clinic/settings/holidays/:holidayId', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Removes holiday hours', security, params: holidayIdParamsSchema, response: { 200: storeSettingsSchema, ...errors } },
  }, async (request) => service.removeHoliday(db, staffOf(request), request.params.holidayId));

  r.put('/api/clinic/settings/logo', {
    onRequest: requireAdmin,
    // A 200 KB image is about 273 KB of base64: more than the app's default body limit.
    bodyLimit: 300 * 1024,
    schema: {
      tags, summary: 'Uploads the logo (PNG, JPEG or WebP, at most 200 KB, base64)', security,
      body: logoUploadSchema, response: { 200: storeSettingsSchema, ...errors },
    },
  }, async (request) => service.setLogo(db, staffOf(request), request.body));

  r.delete('/api/clinic/settings/logo', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Removes the logo', security, response: { 200: storeSettingsSchema, ...errors } },
  }, async (request) => service.removeLogo(db, staffOf(request)));

  // Untyped reply: the answer is the image's bytes, not JSON.
  app.get('/api/store/clinic-logo/:clinicId', {
    schema: { tags, summary: "A clinic's logo (public: the shop's header shows it)", params: logoParamsSchema, response: { 400: errorResponseSchema } },
  }, async (request, reply) => {
    const logo = await service.logoBytes(db, (request.params as { clinicId: number }).clinicId);
    return reply
      .header('content-type', logo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(logo.bytes);
  });
}
