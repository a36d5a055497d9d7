import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/order-status';

/**
 * A parcel of an order the clinic split (issue 16 "Split shipping"): shown on the clinic's order
 * page and on the shopper's. An order never split has none.
 */
export const SHIPMENT_CHARGE_STATUSES = ['authorized', 'captured', 'voided'] as const;

export const shipmentSchema = z.object({
  /** 1: the items that were ready first; 2: those that waited on the veterinarian. */
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's public tracking page, when the carrier is known. */
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  /** What this shipment is charged, in cents; captured when it leaves. */
  amountCents: z.number(),
  chargeStatus: z.enum(SHIPMENT_CHARGE_STATUSES),
  items: z.array(z.object({ name: z.string(), petName: z.string(), quantity: z.number() })),
});
export type Shipment = z.infer<typeof shipmentSchema>;
