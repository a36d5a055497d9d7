import type { FastifyInstance } from 'fastify';
import {
  addAutoOrderItemSchema, autoOrderChangeSchema, autoOrderIdParams, autoOrderItemParams, autoOrderListResponseSchema, autoOrderNowResponseSchema,
  autoOrderPreviewRequestSchema, autoOrderPreviewResponseSchema, autoOrderResponseSchema, autoOrderTargetsQuerySchema, autoOrderTargetsResponseSchema, cancelSchema, itemQuantitySchema, newAutoOrderSchema,
  okResponseSchema, snoozeSchema,
} from '../../../contracts/autoorders';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperContext } from '../../lib/shopper-routes';
import { languageOf } from '../../shared/web-shell';
import { accountRouteKit } from '../account-routes';
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
  const { shopper } = accountRouteKit(app, deps.db, 'autoorders');
  const errors = [400, 404, 409] as const;
  const base = '/api/account/autoorders';
  const common = { errors, transaction: true } as const;

  shopper({
    ...common, method: 'GET', url: base, summary: 'The shopper\'s AutoOrders and the upcoming orders', response: autoOrderListResponseSchema,
    handler: (input) => service.listAutoOrders(shopperContext(input), languageOf(input.request)),
  });

  shopper({
    ...common, method: 'POST', url: base, summary: 'Start an AutoOrder with a product, or from a past order', body: newAutoOrderSchema, response: autoOrderResponseSchema,
    handler: async (input) => ({ autoOrder: await service.createAutoOrder(shopperContext(input), input.body, languageOf(input.request)) }),
  });

  shopper({
    ...common, method: 'GET', url: `${base}/targets`, summary: 'What a product or past order can be added to (next valid subscription)',
    query: autoOrderTargetsQuerySchema, response: autoOrderTargetsResponseSchema,
    handler: (input) => service.autoOrderTargets(shopperContext(input), input.query, languageOf(input.request)),
  });

  shopper({
    ...common, method: 'GET', url: `${base}/:id`, summary: 'One AutoOrder', params: autoOrderIdParams, response: autoOrderResponseSchema,
    handler: async (input) => ({ autoOrder: await service.getAutoOrder(shopperContext(input), input.params.id, languageOf(input.request)) }),
  });

  shopper({
    ...common, method: 'POST', url: `${base}/:id/preview`,
    summary: 'The next date and expected total after an action (change, skip, undo, snooze, add or remove a product, order now); saves nothing',
    params: autoOrderIdParams, body: autoOrderPreviewRequestSchema, response: autoOrderPreviewResponseSchema,
    handler: (input) => previewAction(shopperContext(input), input.params.id, input.body, languageOf(input.request)),
  });

  shopper({
    ...common, method: 'PUT', url: `${base}/:id`, summary: 'Change frequency, next date, address, delivery, card or quantities',
    params: autoOrderIdParams, body: autoOrderChangeSchema, response: autoOrderResponseSchema,
    handler: async (input) => ({ autoOrder: await service.applyChange(shopperContext(input), input.params.id, input.body, languageOf(input.request)) }),
  });

  shopper({
    ...common, method: 'POST', url: `${base}/:id/items`, summary: 'Add a product for a pet', params: autoOrderIdParams, body: addAutoOrderItemSchema, response: autoOrderResponseSchema,
    handler: async (input) => ({ autoOrder: await service.addProduct(shopperContext(input), input.params.id, input.body, languageOf(input.request)) }),
  });

  shopper({
    ...common, method: 'PUT', url: `${base}/:id/items/:itemId`, summary: 'Change a product\'s quantity', params: autoOrderItemParams, body: itemQuantitySchema, response: autoOrderResponseSchema,
    handler: async ({ params, body, ...input }) => ({
      autoOrder: await service.changeItemQuantity(shopperContext(input), params.id, params.itemId, body.quantity, languageOf(input.request)),
    }),
  });

  shopper({
    ...common, method: 'DELETE', url: `${base}/:id/items/:itemId`, summary: 'Remove a product', params: autoOrderItemParams, response: autoOrderResponseSchema,
    handler: async (input) => ({ autoOrder: await service.removeProduct(shopperContext(input), input.params.id, input.params.itemId, languageOf(input.request)) }),
  });

  shopper({
    ...common, method: 'POST', url: `${base}/:id/skip`, summary: 'Skip the next order once', params: autoOrderIdParams, response: autoOrderResponseSchema,
    handler: async (input) => ({ autoOrder: await service.skipNextOrder(shopperContext(input), input.params.id, languageOf(input.request)) }),
  });

  shopper({
    ...common, method: 'POST', url: `${base}/:id/undo-skip`, summary: 'Bring back the skipped order (until its date)', params: autoOrderIdParams, response: autoOrderResponseSchema,
    handler: async (input) => ({ autoOrder: await service.undoSkipOrder(shopperContext(input), input.params.id, languageOf(input.request)) }),
  });

  shopper({
    ...common, method: 'POST', url: `${base}/:id/snooze`, summary: 'Move the next order by a number of weeks', params: autoOrderIdParams, body: snoozeSchema, response: autoOrderResponseSchema,
    handler: async (input) => ({ autoOrder: await service.snoozeOrder(shopperContext(input), input.params.id, input.body.weeks, languageOf(input.request)) }),
  });

  shopper({
    ...common, method: 'POST', url: `${base}/:id/cancel`, summary: 'Cancel, with a reason', params: autoOrderIdParams, body: cancelSchema, response: autoOrderResponseSchema,
    handler: async (input) => ({ autoOrder: await service.cancelAutoOrder(shopperContext(input), input.params.id, input.body.reason, languageOf(input.request)) }),
  });

  // No route transaction: the engine claims, authorises and confirms in its own; the answer is read after.
  shopper({
    method: 'POST', url: `${base}/:id/order-now`, summary: 'Place it today; the next date moves a frequency from today',
    params: autoOrderIdParams, response: autoOrderNowResponseSchema, errors: [...errors, 402],
    handler: async ({ actor, params, now, request }) => {
      const entry = await service.orderNow(deps, actor.userId, params.id, now);
      const autoOrder = await deps.db.transaction().execute((trx) =>
        service.getAutoOrder(shopperContext({ db: trx, actor, now }), params.id, languageOf(request)));
      return { orderNumbers: entry.orderNumbers, orders: entry.orders, autoOrder };
    },
  });

  shopper({
    ...common, method: 'DELETE', url: `${base}/:id`, summary: 'Delete an AutoOrder (its past orders stay)', params: autoOrderIdParams, response: okResponseSchema,
    handler: async (input) => {
      await service.removeAutoOrder(shopperContext(input), input.params.id);
      return { message: 'autoorder deleted' };
    },
  });
}
