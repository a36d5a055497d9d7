import type { FastifyInstance } from 'fastify';
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
import { clinicRouteKit } from '../clinic-routes';
import * as service from './staff.service';

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
  const { admin, public: linkHolder } = clinicRouteKit(app, db, 'staff');

  admin({
    method: 'GET', url: '/api/clinic/staff', summary: "The clinic's staff and their roles", response: staffListSchema,
    handler: ({ actor }) => service.listStaff(db, actor),
  });

  admin({
    method: 'POST', url: '/api/clinic/staff/invitations', summary: 'Invites a staff member by email (a single-use link to set a password)',
    body: staffInviteRequestSchema, response: staffMemberSchema,
    handler: async ({ actor, body }) => {
      const member = await service.invite(db, actor, body, baseUrl);
      app.deliverEmails();
      return member;
    },
  });

  admin({
    method: 'PUT', url: '/api/clinic/staff/:staffId/roles', summary: "Gives or removes another staff member's admin and veterinarian roles (the veterinarian's with a licence)",
    params: staffIdParamsSchema, body: staffRolesRequestSchema, response: staffMemberSchema,
    handler: async ({ actor, params, body }) => {
      const member = await service.changeRoles(db, actor, params.staffId, body, baseUrl);
      app.deliverEmails(); // the other admins are told
      return member;
    },
  });

  admin({
    method: 'POST', url: '/api/clinic/staff/:staffId/invitation', summary: 'Sends a new invitation link to someone who has not set a password; older links stop working',
    params: staffIdParamsSchema, response: staffMemberSchema,
    handler: async ({ actor, params }) => {
      const member = await service.resendInvitation(db, actor, params.staffId, baseUrl);
      app.deliverEmails();
      return member;
    },
  });

  for (const action of ['disable', 'enable'] as const) {
    admin({
      method: 'POST', url: `/api/clinic/staff/:staffId/${action}`,
      summary: action === 'disable' ? 'Disables the account (signed out at once, cannot sign in)' : 'Enables a disabled account',
      params: staffIdParamsSchema, response: staffMemberSchema,
      handler: ({ actor, params }) => service.setEnabled(db, actor, params.staffId, action === 'enable'),
    });
  }

  admin({
    method: 'GET', url: '/api/clinic/audit', summary: "Who did what: the clinic's audit events, newest first, with filters",
    query: auditQuerySchema, response: auditListSchema,
    handler: ({ actor, query }) => service.auditList(db, actor, query),
  });

  linkHolder({
    method: 'GET', url: '/api/staff/invitation', summary: 'Whose invitation a link is, while it still works', config: { rateLimit: invitationRateLimit },
    query: invitationQuerySchema, response: invitationInfoSchema,
    handler: ({ query }) => service.inspectInvitation(db, query.token),
  });

  linkHolder({
    method: 'POST', url: '/api/staff/invitation/accept', summary: 'Sets the invited staff member’s password (the link works once and expires)',
    config: { rateLimit: invitationRateLimit }, body: acceptInvitationRequestSchema, response: acceptInvitationResponseSchema,
    handler: ({ body }) => service.acceptInvitation(db, body.token, body.password),
  });
}
