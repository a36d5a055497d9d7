import { type z } from 'zod';
import {
  autoOrderListResponseSchema, autoOrderNowResponseSchema, autoOrderPreviewResponseSchema, autoOrderResponseSchema, autoOrderTargetsResponseSchema, okResponseSchema,
  type AutoOrderChange, type AutoOrderPreviewRequest,
} from '../../../../contracts/autoorders';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../api/client';

/** The shopper's AutoOrder API (issue 15), /api/account/autoorders. */
const base = '/api/account/autoorders';
const one = (r: Promise<{ autoOrder: z.infer<typeof autoOrderResponseSchema>['autoOrder'] }>) => r.then((a) => a.autoOrder);
const quiet = { handleErrors: false } as const;

export const autoOrderKeys = { list: ['autoorders'] as const, one: (id: number) => ['autoorders', id] as const };

export const fetchAutoOrders = () => apiGet(base, { schema: autoOrderListResponseSchema });
export const fetchAutoOrder = (id: number) => one(apiGet(`${base}/${id}`, { schema: autoOrderResponseSchema }));
/** What an action would do (next date, expected total); saves nothing. */
export const previewAction = (id: number, request: AutoOrderPreviewRequest) => apiPost(`${base}/${id}/preview`, { body: request, schema: autoOrderPreviewResponseSchema, ...quiet });
export const saveChange = (id: number, change: AutoOrderChange) => one(apiPut(`${base}/${id}`, { body: change, schema: autoOrderResponseSchema, ...quiet }));
export const skipNext = (id: number) => one(apiPost(`${base}/${id}/skip`, { schema: autoOrderResponseSchema, ...quiet }));
export const undoSkip = (id: number) => one(apiPost(`${base}/${id}/undo-skip`, { schema: autoOrderResponseSchema, ...quiet }));
export const snooze = (id: number, weeks: number) => one(apiPost(`${base}/${id}/snooze`, { body: { weeks }, schema: autoOrderResponseSchema, ...quiet }));
export const cancel = (id: number, reason: string) => one(apiPost(`${base}/${id}/cancel`, { body: { reason }, schema: autoOrderResponseSchema, ...quiet }));
export const orderNow = (id: number) => apiPost(`${base}/${id}/order-now`, { schema: autoOrderNowResponseSchema, ...quiet });
export const removeAutoOrder = (id: number) => apiDelete(`${base}/${id}`, { schema: okResponseSchema, ...quiet });
export const addItem = (id: number, body: { productId: number; petId: number | null; quantity: number }) =>
  one(apiPost(`${base}/${id}/items`, { body, schema: autoOrderResponseSchema, ...quiet }));
export const removeItem = (id: number, itemId: number) => one(apiDelete(`${base}/${id}/items/${itemId}`, { schema: autoOrderResponseSchema, ...quiet }));
export const startAutoOrder = (body: { productId?: number; petId?: number | null; quantity?: number; orderId?: number; frequencyWeeks: number }) =>
  one(apiPost(base, { body, schema: autoOrderResponseSchema, ...quiet }));
export const fetchTargets = (q: { productId?: number; orderId?: number }) => apiGet(`${base}/targets`, { query: q, schema: autoOrderTargetsResponseSchema });
