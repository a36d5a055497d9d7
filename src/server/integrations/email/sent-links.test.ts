import type { Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopper } from '../../testing/fixtures';
import { fakeSmtpServer } from '../../testing/fake-smtp';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

/** A reset link emailed through SMTP works from the inbox and nowhere else: not from the database. */
describe.each(testEngines())('links of sent emails on %s', (engine) => {
  let t: TestApp;
  let smtp: { server: Server; messages: string[] };
  beforeAll(async () => {
    const fake = await fakeSmtpServer();
    smtp = fake;
    t = await createTestApp(engine, { products: 0, env: { SMTP_URL: fake.url, PUBLIC_URL: 'https://store.example' } });
    await createShopper(t.database.db, { email: 'reset-me@example.com', password: 'Old-pass-2026' });
  });
  afterAll(async () => {
    await t.close();
    smtp.server.close();
  });

  it('stores the reset email without its token once it is sent; the link in the inbox still works', async () => {
    const asked = await t.app.inject({ method: 'POST', url: '/api/account/forgotPassword', payload: { email: 'reset-me@example.com', language: 'en' } });
    expect(asked.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const row = await t.database.db.selectFrom('email_outbox').select('sent_at').where('to_address', '=', 'reset-me@example.com').executeTakeFirst();
      expect(row?.sent_at).toBeTruthy();
    }, { timeout: 10_000 });

    const wire = smtp.messages.join('\n').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    const token = /ResetPassword\?token=([\w-]+)/.exec(wire)?.[1];
    expect(token).toBeDefined();
    const stored = await t.database.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'reset-me@example.com').executeTakeFirstOrThrow();
    expect(`${stored.body_text}${stored.body_html}${stored.subject}`).not.toContain(token!);
    expect(stored.body_text).toContain('ResetPassword?token=[redacted]');

    const status = await t.app.inject({ method: 'GET', url: `/api/account/token?token=${token}&purpose=reset` });
    expect(status.json()).toMatchObject({ isSuccess: true });
  });
});
