import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { injectChecked } from './contract-inject';

/** The test kit's contract check on a small app whose answers drift on purpose. */
describe('injectChecked', () => {
  const answerSchema = z.object({ isSuccess: z.literal(true), shopper: z.object({ email: z.string() }) });
  const app = Fastify();
  app.get('/good', async () => ({ isSuccess: true, shopper: { email: 'a@example.com' } }));
  app.get('/renamed', async () => ({ isSuccess: true, shopper: { mail: 'a@example.com' } }));
  app.get('/extra', async () => ({ isSuccess: true, shopper: { email: 'a@example.com', passwordHash: 'x' } }));
  app.get('/refused', async (_request, reply) => reply.status(403).send({ isSuccess: false, code: 'account_locked', message: 'Locked.' }));
  app.get('/unknown-code', async (_request, reply) => reply.status(400).send({ isSuccess: false, code: 'acount_locked', message: 'Locked.' }));
  app.get('/bare-error', async (_request, reply) => reply.status(400).send({ error: 'nope' }));
  afterAll(() => app.close());

  it('passes an answer that matches its contract and gives it parsed', async () => {
    const response = await injectChecked(app, '/good', answerSchema);
    expect(response.statusCode).toBe(200);
    expect(response.parsed).toEqual({ isSuccess: true, shopper: { email: 'a@example.com' } });
  });

  it('fails an answer whose field was renamed', async () => {
    await expect(injectChecked(app, '/renamed', answerSchema)).rejects.toThrow(/GET \/renamed → 200: the answer does not match its success contract/);
  });

  it('fails an answer with a field the contract does not name', async () => {
    await expect(injectChecked(app, '/extra', answerSchema)).rejects.toThrow(/fields its contract does not name: shopper\.passwordHash/);
  });

  it('parses a refusal with the error contract and checks its code is one of ours', async () => {
    const refused = await injectChecked(app, '/refused', answerSchema);
    expect(refused.parsed).toEqual({ isSuccess: false, code: 'account_locked', message: 'Locked.' });
    await expect(injectChecked(app, '/unknown-code', answerSchema)).rejects.toThrow(/does not match its error contract/);
    await expect(injectChecked(app, '/bare-error', answerSchema)).rejects.toThrow(/does not match its error contract/);
  });

  it('checks the code even against a route\'s own error schema', async () => {
    const loose = z.object({ isSuccess: z.literal(false), code: z.string(), message: z.string() });
    await expect(injectChecked(app, '/unknown-code', answerSchema, loose)).rejects.toThrow(/"acount_locked" is not one of the API's ErrorCodes/);
  });
});
