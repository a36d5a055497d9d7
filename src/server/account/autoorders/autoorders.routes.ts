import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addAutoOrderItemSchema, autoOrderChangeSchema, autoOrderIdParams, autoOrderItemParams, autoOrderListResponseSchema, autoOrderNowResponseSchema,
  autoOrderPreviewRequestSchema, autoOrderPreviewResponseSchema, autoOrderResponseSchema, autoOrderTargetsQuerySchema, autoOrderTargetsResponseSchema, cancelSchema, itemQuantitySchema, newAutoOrderSchema,
  okResponseSchema, snoozeSchema,
} from '../../../contracts/autoorders';
import { errorResponseSchema } from '../../../contracts/common';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperRouteDoc, shopperRouteErrors, shopperTransaction } from '../../lib/shopper-routes';
import { languageOf } from '../../shared/web-shell';
import type { EngineDeps } from './autoorder-engine';
import { previewAction } from './autoorder-preview';
import * as service from './autoorders.service';

/**
 * The shopper's AutoOrders (issue 15), /api/account/autoorders: thin routes over
 * autoorders.service.ts. Each change is one transaction on the shopper's own subscription (404
 * otherwise, nothing changed); "Order now" runs the engine's claim, authorise, confirm.
 */
export async function autoOrderRoutes(app: FastifyInstance, { deps }: { deps: EngineDeps }) {
  acceptEmptyJsonBodies(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTransaction = shopperTransaction(deps.db);
  const common = { onRequest: app.requireShopper };
  const errors = { ...shopperRouteErrors, 409: errorResponseSchema };
  const doc = (summary: string) => shopperRouteDoc('autoorders', summary);
  const base = '/api/account/autoorders';
  const one = { isSuccess: true as const };

  r.get(base, { ...common, schema: { ...doc('The shopper\'s AutoOrders and the upcoming orders'), response: { 200: autoOrderListResponseSchema, ...errors } } },
    (request) => inTransaction(request, (ctx) => service.listAutoOrders(ctx, languageOf(request))));

  r.post(base, { ...common, schema: { ...doc('Start an AutoOrder with a product, or from a past order'), body: newAutoOrderSchema, response: { 200: autoOrderResponseSchema, ...errors } } },
    async (request) => ({ ...one, autoOrder: await inTransaction(request, (ctx) => service.createAutoOrder(ctx, request.body, languageOf(request))) }));

  r.get(`${base}/targets`, { ...common, schema: { ...doc('What a product or past order can be added to (next valid subscription)'), querystring: autoOrderTargetsQuerySchema, response: { 200: autoOrderTargetsResponseSchema, ...errors } } },
    (request) => inTransaction(request, (ctx) => service.autoOrderTargets(ctx, request.query, languageOf(request))));

  r.get(`${base}/:id`, { ...common, schema: { ...doc('One AutoOrder'), params: autoOrderIdParams, response: { 200: autoOrderResponseSchema, ...errors } } },
    async (request) => ({ ...one, autoOrder: await inTransaction(request, (ctx) => service.getAutoOrder(ctx, request.params.id, languageOf(request))) }));

  r.post(`${base}/:id/preview`, { ...common, schema: { ...doc('The next date and expected total after an action (change, skip, undo, snooze, add or remove a product, order now); saves nothing'), params: autoOrderIdParams, body: autoOrderPreviewRequestSchema, response: { 200: autoOrderPreviewResponseSchema, ...errors } } },
    (request) => inTransaction(request, (ctx) => previewAction(ctx, request.params.id, request.body, languageOf(request))));

  r.put(`${base}/:id`, { ...common, schema: { ...doc('Change frequency, next date, address, delivery, card or quantities'), params: autoOrderIdParams, body: autoOrderChangeSchema, response: { 200: autoOrderResponseSchema, ...errors } } },
    async (request) => ({ ...one, autoOrder: await inTransaction(request, (ctx) => service.applyChange(ctx, request.params.id, request.body, languageOf(request))) }));

  r.post(`${base}/:id/items`, { ...common, schema: { ...doc('Add a product for a pet'), params: autoOrderIdParams, body: addAutoOrderItemSchema, response: { 200: autoOrderResponseSchema, ...errors } } },
    async (request) => ({ ...one, autoOrder: await inTransaction(request, (ctx) => service.addProduct(ctx, request.params.id, request.body, languageOf(request))) }));

  r.put(`${base}/:id/items/:itemId`, { ...common, schema: { ...doc('Change a product\'s quantity'), params: autoOrderItemParams, body: itemQuantitySchema, response: { 200: autoOrderResponseSchema, ...errors } } },
    async (request) => ({ ...one, autoOrder: await inTransaction(request, (ctx) => service.changeItemQuantity(ctx, request.params.id, request.params.itemId, request.body.quantity, languageOf(request))) }));

  r.delete(`${base}/:id/items/:itemId`, { ...common, schema: { ...doc('Remove a product'), params: autoOrderItemParams, response: { 200: autoOrderResponseSchema, ...errors } } },
    async (request) => ({ ...one, autoOrder: await inTransaction(request, (ctx) => service.removeProduct(ctx, request.params.id, request.params.itemId, languageOf(request))) }));

  r.post(`${base}/:id/skip`, { ...common, schema: { ...doc('Skip the next order once'), params: autoOrderIdParams, response: { 200: autoOrderResponseSchema, ...errors } } },
    async (request) => ({ ...one, autoOrder: await inTransaction(request, (ctx) => service.skipNextOrder(ctx, request.params.id, languageOf(request))) }));

  r.post(`${base}/:id/undo-skip`, { ...common, schema: { ...doc('Bring back the skipped order (until its date)'), params: autoOrderIdParams, response: { 200: autoOrderResponseSchema, ...errors } } },
    async (request) => ({ ...one, autoOrder: await inTransaction(request, (ctx) => service.undoSkipOrder(ctx, request.params.id, languageOf(request))) }));

  r.post(`${base}/:id/snooze`, { ...common, schema: { ...doc('Move the next order by a number of weeks'), params: autoOrderIdParams, body: snoozeSchema, response: { 200: autoOrderResponseSchema, ...errors } } },
    async (request) => ({ ...one, autoOrder: await inTransaction(request, (ctx) => service.snoozeOrder(ctx, request.params.id, request.body.weeks, languageOf(request))) }));

  r.post(`${base}/:id/cancel`, { ...common, schema: { ...doc('Cancel, with a reason'), params: autoOrderIdParams, body: cancelSchema, response: { 200: autoOrderResponseSchema, ...errors } } },
    async (request) => ({ ...one, autoOrder: await inTransaction(request, (ctx) => service.cancelAutoOrder(ctx, request.params.id, request.body.reason, languageOf(request))) }));

  r.post(`${base}/:id/order-now`, {
    ...common,
    schema: { ...doc('Place it today; the next date moves a frequency from today'), params: autoOrderIdParams, response: { 200: autoOrderNowResponseSchema, ...errors, 402: errorResponseSchema } },
  }, async (request) => {
    const entry = await service.orderNow(deps, request.shopper!.userId, request.params.id, new Date());
    return { ...one, orderNumbers: entry.orderNumbers, orders: entry.orders, autoOrder: await inTransaction(request, (ctx) => service.getAutoOrder(ctx, request.params.id, languageOf(request))) };
  });

  r.delete(`${base}/:id`, { ...common, schema: { ...doc('Delete an AutoOrder (its past orders stay)'), params: autoOrderIdParams, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await inTransaction(request, (ctx) => service.removeAutoOrder(ctx, request.params.id));
      return { isSuccess: true as const, message: 'autoorder deleted' };
    });
}
