import { createHmac, timingSafeEqual } from 'node:crypto';
import { noticeSigningText, type ShipmentNotice } from '../../../contracts/distributor';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createSandboxDistributor } from './sandbox-distributor';

/**
 * The distributor clinics order from (issue 25; docs/decisions/098-distributor-integration.md): the
 * store sends it an order, it answers later with shipment notices (`POST /api/distributor/notices`,
 * signed with signNotice). The sandbox distributor is the default and the only one so far
 * (DISTRIBUTOR_PROVIDER=sandbox); a real adapter implements the same interface, as payments do.
 */
/** The job that sends one order (platform/distributor's); the clinic's "send to distributor" queues it by this name. */
export const DISTRIBUTOR_SEND_JOB = 'distributor:send';
export const distributorSendJobKey = (orderId: number) => `distributor-send:${orderId}`;

export interface OutboundOrder {
  /** The store's idempotency key ('order:<id>'): a repeated submission answers the first and creates nothing. */
  reference: string;
  distributorId: number;
  orderNumber: string;
  clinicName: string;
  isClinicPickup: boolean;
  /** The client's address, or the clinic's for a pickup order. */
  shipTo: string;
  lines: { lineId: number; sku: string; name: string; quantity: number }[];
}

export interface DistributorGateway {
  /** Sends an order; throws when the distributor cannot be reached or refuses (the job tries again). */
  submitOrder(order: OutboundOrder): Promise<{ distributorRef: string }>;
}

/** A gateway bound to a database executor (the sandbox keeps its ledger in our database). */
export type DistributorProvider = (db: Db) => DistributorGateway;

export function createDistributorProvider(config: Pick<Config, 'distributorProvider'>): DistributorProvider {
  switch (config.distributorProvider) {
    case 'sandbox':
      return (db) => createSandboxDistributor(db);
  }
}

/** A distributor's signing key: derived from the store's secret and its id, so one distributor cannot sign for another. */
const keyOf = (secret: string, distributorId: number) => createHmac('sha256', secret).update(`distributor:${distributorId}`).digest();

/** The hex HMAC-SHA256 a notice carries in its X-Distributor-Signature header. */
export function signNotice(secret: string, distributorId: number, notice: ShipmentNotice): string {
  return createHmac('sha256', keyOf(secret, distributorId)).update(noticeSigningText(distributorId, notice)).digest('hex');
}

export function verifyNotice(secret: string, distributorId: number, notice: ShipmentNotice, signature: string): boolean {
  const expected = Buffer.from(signNotice(secret, distributorId, notice), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
