import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenizeErrorSchema, tokenizeRequestSchema, tokenizeResponseSchema } from '../../../contracts/payment-methods';
import type { Db } from '../../db/database';
import { checkCard } from './sandbox-cards';
import { newSandboxToken } from './sandbox-gateway';
import { insertCardToken } from './sandbox-payment.queries';

/**
 * POST /sandbox/payments/tokenize: the sandbox payment provider's tokenization endpoint, served by
 * our server under its own path (DESIGN §4). No store token is needed, as with a real provider's
 * publishable key. The body is never logged (the app's log redacts *.number and *.cvd, and this
 * route logs nothing of it); only brand, last four and expiry are kept, against a random token.
 */
export async function sandboxPaymentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post('/sandbox/payments/tokenize', {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['sandbox'],
      summary: 'Sandbox payment provider: turn a card into a single-use token',
      body: tokenizeRequestSchema,
      response: { 200: tokenizeResponseSchema, 400: tokenizeErrorSchema, 402: tokenizeErrorSchema },
    },
  }, async (request, reply) => {
    const now = new Date();
    const checked = checkCard(request.body, now);
    if (!checked.ok) return reply.status(checked.status).send({ code: checked.code, message: checked.message });
    const token = newSandboxToken();
    await insertCardToken(db, token, checked, now);
    return { token, brand: checked.brand, last4: checked.last4, expiryMonth: checked.expMonth, expiryYear: checked.expYear };
  });
}
