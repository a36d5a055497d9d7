import type { FastifyInstance } from 'fastify';
import { passcodeConfirmSchema, passcodeStatusSchema } from '../../../contracts/clinic-passcode';
import type { Db } from '../../db/database';
import { confirmPasscode, passcodeStatus } from '../../shared/staff-access';
import { clinicRouteKit } from '../clinic-routes';

/**
 * The passcode of the portal's passcode pages (rr §2, issue 28): any staff member asks whether this
 * session's holds, and gives their password again. The routes behind it use the clinic kit's
 * `adminWithPasscode`.
 */
export async function clinicPasscodeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const { staff } = clinicRouteKit(app, db, 'passcode');

  staff({
    method: 'GET', url: '/api/clinic/passcode', summary: "Until when this session's passcode holds (null: a passcode page asks for it)",
    response: passcodeStatusSchema,
    handler: ({ request, now }) => passcodeStatus(db, request.shopper!.sessionId, now),
  });

  staff({
    method: 'POST', url: '/api/clinic/passcode', errors: [400, 401],
    summary: "The staff member's password again: the passcode pages open for 10 minutes; five wrong ones in a row sign the session out (audited)",
    body: passcodeConfirmSchema, response: passcodeStatusSchema,
    handler: ({ request, actor, body, now }) => confirmPasscode(db, actor, request.shopper!.sessionId, body.password, now),
  });
}
