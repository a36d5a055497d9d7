import type { FastifyInstance } from 'fastify';
import {
  addInvoiceChargeSchema, chargebackResultSchema, chargebackSchema, chequeParamsSchema, feeRateSchema, feeRatesSchema, invoiceDetailSchema,
  invoiceIdParamsSchema, invoiceListSchema, platformInvoicesQuerySchema, recordChequeSchema, runInvoicesResultSchema, runInvoicesSchema,
} from '../../../contracts/clinic-statements';
import { addCharge, billMonth, invoiceDetail, listInvoices, recordCheque } from '../../clinic/invoices';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { recordSandboxChargeback } from '../../integrations/payment/sandbox-chargebacks';
import { platformRouteKit, SITE_ADMIN_ROLE, writePlatformAudit } from '../platform-routes';
import { insertFeeRate, listFeeRates } from './fee-rates.queries';

/**
 * The platform's side of the clinics' statements (issue 27), site administrators only: every
 * clinic's invoices, billing a month, a charge added, a cheque received, the fee per transaction,
 * and the sandbox provider's chargebacks. Each change is audited (the clinic's when it has one).
 */
export async function platformInvoiceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const route = platformRouteKit(app, db);
  const actorOf = (admin: { id: number; roles: readonly string[] }) => ({ userId: admin.id, role: admin.roles[0] ?? SITE_ADMIN_ROLE });

  route({
    method: 'GET', url: '/api/platform/invoices', errors: [400],
    summary: "Every clinic's invoices, newest month first; by state or month",
    query: platformInvoicesQuerySchema, response: invoiceListSchema,
    handler: async ({ query, now }) => ({ invoices: await listInvoices(db, query, now) }),
  });

  route({
    method: 'GET', url: '/api/platform/invoices/:id', errors: [400, 404],
    summary: 'One invoice of any clinic', params: invoiceIdParamsSchema, response: invoiceDetailSchema,
    handler: ({ params, now }) => invoiceDetail(db, params.id, now),
  });

  route({
    method: 'POST', url: '/api/platform/invoices/run', errors: [400],
    summary: 'Bill every clinic for a month (its platform fees); a clinic already billed that month is left alone',
    body: runInvoicesSchema, response: runInvoicesResultSchema,
    handler: ({ body, actor, now }) => billMonth(db, body.month, now, actorOf(actor)),
  });

  route({
    method: 'POST', url: '/api/platform/invoices/:id/charges', errors: [400, 404],
    summary: 'Add a charge to an invoice', params: invoiceIdParamsSchema, body: addInvoiceChargeSchema, response: invoiceDetailSchema,
    handler: ({ params, body, actor, now }) => addCharge(db, actorOf(actor), params.id, body, now),
  });

  route({
    method: 'POST', url: '/api/platform/invoices/:id/payments/:paymentId/received', errors: [400, 404, 409],
    summary: 'A cheque the clinic chose to pay with was received: it now counts as paid',
    params: chequeParamsSchema, body: recordChequeSchema, response: invoiceDetailSchema,
    handler: ({ params, body, actor, now }) => recordCheque(db, actorOf(actor), params.id, params.paymentId, body, now),
  });

  route({
    method: 'GET', url: '/api/platform/fee-rates', summary: "The platform's fee per transaction: the current rate and its history",
    response: feeRatesSchema,
    handler: async () => {
      const history = await listFeeRates(db);
      return { current: history[0] ?? null, history };
    },
  });

  route({
    method: 'POST', url: '/api/platform/fee-rates', errors: [400], transaction: true,
    summary: 'A new fee per transaction (percent in basis points and fixed cents), for captures from now on',
    body: feeRateSchema, response: feeRatesSchema,
    handler: async ({ db: trx, body, actor, now }) => {
      const before = (await listFeeRates(trx))[0] ?? null;
      const id = await insertFeeRate(trx, { ...body, byUserId: actor.id, now: now.toISOString() });
      await writePlatformAudit(trx, actor, { clinicId: null, entity: 'platform_fee_rate', entityId: id, action: 'fee_rate_set', before, after: { ...body, effectiveFrom: now.toISOString() } }, now);
      const history = await listFeeRates(trx);
      return { current: history[0] ?? null, history };
    },
  });

  route({
    method: 'POST', url: '/api/platform/sandbox/chargebacks', errors: [400, 404], transaction: true,
    summary: "The sandbox provider's chargeback against a capture (its reference makes a repeat record once)",
    body: chargebackSchema, response: chargebackResultSchema,
    handler: async ({ db: trx, body, now }) => {
      const result = await recordSandboxChargeback(trx, body, now);
      if (!result.recorded) throw new AppError(result.code === 'unknown_capture' ? 404 : 400, result.code === 'unknown_capture' ? 'not_found' : 'chargeback_invalid', result.message);
      return { chargebackId: result.chargebackId };
    },
    audit: (answer, { body }) => ({ clinicId: null, entity: 'chargeback', entityId: 0, action: 'chargeback_recorded', before: null, after: { chargebackId: answer.chargebackId, captureId: body.captureId, amountCents: body.amountCents, reason: body.reason } }),
  });
}
