import type { FastifyInstance } from 'fastify';
import {
  distributorMeSchema, distributorOrderDetailSchema, distributorOrderListQuerySchema, distributorOrderListSchema, distributorOrderParamsSchema,
  distributorShipSchema, distributorSplitSchema, distributorStepResultSchema, NOTICE_DISTRIBUTOR_HEADER, NOTICE_SIGNATURE_HEADER,
  noticeResultSchema, shipmentNoticeSchema,
} from '../../../contracts/distributor';
import { linkBaseUrl } from '../../account/access';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { publicGuard, routeKit } from '../../http/route-kit';
import { distributorRouteKit } from './distributor-guard';
import { receiveNotice } from './distributor-notices.service';
import * as portal from './distributor-portal.service';
import type { PortalStep } from './distributor-portal.service';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The distributor integration's routes (issue 25): the inbound shipment notices (public, each
 * signed by its distributor) and the sandbox distributor's portal for its people.
 */
export async function distributorRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const deps = { db, baseUrl: linkBaseUrl(config.port, config.publicUrl), noticeSecret: config.distributorNoticeSecret };

  routeKit(app, { db, tags: ['distributor'], errors: [400, 401, 404], guard: publicGuard })({
    method: 'POST', url: '/api/distributor/notices',
    summary: 'A distributor’s shipment notice (X-Distributor-Id, X-Distributor-Signature: HMAC-SHA256); idempotent by notice id',
    body: shipmentNoticeSchema, response: noticeResultSchema, config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    handler: async ({ body, request }) => {
      const id = Number.parseInt(header(request.headers[NOTICE_DISTRIBUTOR_HEADER]), 10);
      const result = await receiveNotice(deps, { distributorId: Number.isSafeInteger(id) && id > 0 ? id : null, signature: header(request.headers[NOTICE_SIGNATURE_HEADER]), notice: body });
      app.deliverEmails();
      return result;
    },
  });

  const route = distributorRouteKit(app, db);
  route({
    method: 'GET', url: '/api/platform/distributor/me', summary: 'The signed-in distributor person and their distributor', response: distributorMeSchema,
    handler: async ({ actor }) => actor,
  });
  route({
    method: 'GET', url: '/api/platform/distributor/orders', summary: 'The orders this distributor received, newest first (by status)',
    query: distributorOrderListQuerySchema, response: distributorOrderListSchema, errors: [400],
    handler: ({ actor, query }) => portal.listOrders(deps, actor, query.status),
  });
  route({
    method: 'GET', url: '/api/platform/distributor/orders/:distributorOrderId', summary: 'One order this distributor received, its lines and the steps it allows',
    params: distributorOrderParamsSchema, response: distributorOrderDetailSchema, errors: [400, 404],
    handler: ({ actor, params }) => portal.orderDetail(deps, actor, params.distributorOrderId),
  });

  const step = (path: string, summary: string, toStep: (body: unknown) => PortalStep, body?: typeof distributorShipSchema | typeof distributorSplitSchema) => route({
    method: 'POST', url: `/api/platform/distributor/orders/:distributorOrderId/${path}`, summary,
    params: distributorOrderParamsSchema, ...(body ? { body } : {}), response: distributorStepResultSchema, errors: [400, 404, 409],
    handler: async ({ actor, params, body: input, now }) => {
      const result = await portal.takeStep(deps, actor, params.distributorOrderId, toStep(input), now);
      app.deliverEmails();
      return { storeOutcome: result.storeOutcome, detail: result.detail };
    },
  });
  step('send-to-shipping', 'Hand the order to shipping (the store is told: sent to shipping)', () => ({ action: 'send_to_shipping' }));
  step('backorder', 'Backorder everything left (the store is told: backordered)', () => ({ action: 'backorder' }));
  step('confirm', 'Ship everything left with carrier and tracking (the store is told: shipped)', (b) => ({ action: 'confirm', body: distributorShipSchema.parse(b) }), distributorShipSchema);
  step('split', 'Ship part with carrier and tracking, backorder the rest (the store is told: partly shipped)', (b) => ({ action: 'split', body: distributorSplitSchema.parse(b) }), distributorSplitSchema);
}
