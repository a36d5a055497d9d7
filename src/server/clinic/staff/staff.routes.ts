import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/common';
import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  auditListSchema,
  auditQuerySchema,
  invitationInfoSchema,
  invitationQuerySchema,
  staffIdParamsSchema,
  staffInviteRequestSchema,
  staffListSchema,
  staffMemberSchema,
  staffRolesRequestSchema,
} from '../../../contracts/staff';
import { linkBaseUrl } from '../../account/access';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { staffGuard } from '../../shared/staff-access';
import * as service from './staff.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearer: [] }];
const tags = ['staff'];
/** The public invitation routes are tried by link holders only; a guesser is slowed down. */
const invitationRateLimit = { max: 20, timeWindow: '1 minute' };

/**
 * The clinic admin's staff management (issue 17): list, invite, roles, disable and enable, and the
 * clinic's audit events; admin only, scoped to the admin's clinic (another clinic's staff: 404).
 * The invitation page's two calls are public: the link's token is the credential.
 */
export async function staffRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  acceptEmptyJsonBodies(app);
  const baseUrl = linkBaseUrl(config.port, config.publicUrl);
  const { requireAdmin, staffOf } = staffGuard(app, db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/clinic/staff', {
    onRequest: requireAdmin,
    schema: { tags, summary: "The clinic's staff and their roles", security, response: { 200: staffListSchema, ...errors } },
  }, async (request) => service.listStaff(db, staffOf(request)));

  r.post('/api/clinic/staff/invitations', {
    onRequest: requireAdmin,
    schema: {
      tags, summary: 'Invites a staff member by email (a single-use link to set a password)', security,
      body: staffInviteRequestSchema, response: { 200: staffMemberSchema, ...errors },
    },
  }, async (request) => {
    const member = await service.invite(db, staffOf(request), request.body, baseUrl);
    app.deliverEmails();
    return member;
  });

  r.put('/api/clinic/staff/:staffId/roles', {
    onRequest: requireAdmin,
    schema: {
      tags, summary: 'Gives or removes the admin and veterinarian roles', security,
      params: staffIdParamsSchema, body: staffRolesRequestSchema, response: { 200: staffMemberSchema, ...errors },
    },
  }, async (request) => service.changeRoles(db, staffOf(request), request.params.staffId, request.body));

  for (const action of ['disable', 'enable'] as const) {
    r.post(`/api/clinic/staff/:staffId/${action}`, {
      onRequest: requireAdmin,
      schema: {
        tags, summary: action === 'disable' ? 'Disables the account (signed out at once, cannot sign in)' : 'Enables a disabled account', security,
        params: staffIdParamsSchema, response: { 200: staffMemberSchema, ...errors },
      },
    }, async (request) => service.setEnabled(db, staffOf(request), request.params.staffId, action === 'enable'));
  }

  r.get('/api/clinic/audit', {
    onRequest: requireAdmin,
    schema: {
      tags, summary: "Who did what: the clinic's audit events, newest first, with filters", security,
      querystring: auditQuerySchema, response: { 200: auditListSchema, ...errors },
    },
  }, async (request) => service.auditList(db, staffOf(request), request.query));

  r.get('/api/staff/invitation', {
    config: { rateLimit: invitationRateLimit },
    schema: { tags, summary: 'Whose invitation a link is, while it still works', querystring: invitationQuerySchema, response: { 200: invitationInfoSchema, 400: errorResponseSchema, 429: errorResponseSchema } },
  }, async (request) => service.inspectInvitation(db, request.query.token));

  r.post('/api/staff/invitation/accept', {
    config: { rateLimit: invitationRateLimit },
    schema: {
      tags, summary: 'Sets the invited staff member’s password (the link works once and expires)',
      body: acceptInvitationRequestSchema, response: { 200: acceptInvitationResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
    },
  }, async (request) => ({ isSuccess: true as const, ...(await service.acceptInvitation(db, request.body.token, request.body.password)) }));
}
