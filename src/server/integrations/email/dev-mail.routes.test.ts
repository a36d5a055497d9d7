import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { enqueueEmail } from './outbox.queries';

describe.each(testEngines())('GET /dev/mail on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 0 });
    await enqueueEmail(t.database.db, { to: 'devbox@example.com', subject: 'Reset', text: 'https://store.example/Account/ResetPassword?token=abc', html: '<p>x</p>', kind: 'reset' });
  });
  afterAll(() => t.close());

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a client on this machine (%s)', async (remoteAddress) => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail?to=devbox@example.com', remoteAddress });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/Account/ResetPassword?token=abc');
  });

  it.each([
    ['another machine', { remoteAddress: '192.0.2.10' }],
    ['a proxy on this machine', { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '192.0.2.10' } }],
    ['a proxy saying Forwarded', { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=192.0.2.10' } }],
  ])('is not found for %s', async (_who, request) => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail?to=devbox@example.com', ...request });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('token=abc');
  });
});
