import type { FastifyInstance } from 'fastify';
import { humanCheckResponseSchema } from '../../../contracts/payment-methods';
import { payLinkHumanCheckSchema, payLinkPaySchema, payLinkQuerySchema, payLinkViewSchema } from '../../../contracts/pay-links';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createSandboxHumanVerifier, issueHumanCheckToken } from '../../integrations/human-check/human-check';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { shopRouteKit } from '../shop-routes';
import { payLink, payLinkClient, viewPayLink } from './pay-links.service';

/**
 * The client's pay-by-link calls (issue 27): a visitor's token will do, the link's token (in the
 * query or body, never the path, so request logs redact it) says which payment. The human check is
 * the checkout's, its proof tied to the link's client.
 */
export async function payLinkRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const { visitor } = shopRouteKit(app, db, 'pay-links');
  const payments = createPaymentProvider(config);
  const humanVerifier = createSandboxHumanVerifier(config.humanCheckSandboxScore);
  const secret = config.tokenSecret;

  visitor({
    method: 'GET', url: '/api/paylinks', summary: 'A pay-by-link: the clinic, amount, description, invoice number and state (open, paid, expired, cancelled…)',
    query: payLinkQuerySchema, response: payLinkViewSchema,
    handler: async ({ query, now }) => ({ payment: await viewPayLink(db, query.token, now) }),
  });

  visitor({
    method: 'POST', url: '/api/paylinks/human-check', summary: 'The human check before paying a link (v3 score, or the v2 answer); gives the proof paying needs',
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    body: payLinkHumanCheckSchema, response: humanCheckResponseSchema,
    handler: async ({ body, now }) => {
      const clientId = await payLinkClient(db, body.token);
      const result = await humanVerifier.verify(body.response, body.isV2);
      return { returnObject: { success: result.success, score: result.score, humanCheckToken: result.success ? issueHumanCheckToken(secret, clientId, now) : null } };
    },
  });

  visitor({
    method: 'POST', url: '/api/paylinks/pay', summary: 'Pay a link with a tokenized card: charged once however often it is sent; a paid link answers as paid',
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    body: payLinkPaySchema, response: payLinkViewSchema, errors: [400, 402, 404, 409],
    handler: async ({ body, now, afterCommit }) => {
      const payment = await payLink({ db, payments, secret }, body, now);
      afterCommit(() => app.deliverEmails());
      return { payment };
    },
  });
}
