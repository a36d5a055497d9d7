import type { Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSmtpServer } from '../../testing/fake-smtp';
import { createLogMailer, createMailer, createSmtpMailer } from './mailer';

describe('SMTP mailer', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
  });

  it('is chosen when SMTP_URL is set and sends both bodies from MAIL_FROM', async () => {
    const fake = await fakeSmtpServer();
    server = fake.server;
    const mailer = createMailer({ smtpUrl: fake.url, mailFrom: 'Vet Store <no-reply@vetstore.example>', log: { info: () => undefined }, production: false });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'jeanne@example.com', subject: 'Confirmez votre courriel', text: 'Lien : https://store.example/a', html: '<p>Lien</p>' });
    mailer.close();
    expect(fake.messages).toHaveLength(1);
    const raw = fake.messages[0]!;
    expect(raw).toMatch(/^From: Vet Store <no-reply@vetstore\.example>/m);
    expect(raw).toMatch(/^To: jeanne@example\.com/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/html');
  });

  it('throws when the server cannot be reached, so the outbox retries', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'x@example.com');
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toThrow();
    mailer.close();
  });

  it('falls back to logging without SMTP_URL', () => {
    expect(createMailer({ smtpUrl: undefined, mailFrom: 'x', log: { info: () => undefined }, production: false }).kind).toBe('log');
  });
});

describe('log mailer', () => {
  it.each([false, true])('logs who and what, never a link (production: %s)', async (production) => {
    const lines: { data: object; message: string }[] = [];
    const mailer = createLogMailer({ info: (data, message) => lines.push({ data, message }) }, { production });
    await mailer.send({ to: 'x@example.com', subject: 's', text: 'go https://a.example/b?token=1 now', html: '<a href="https://a.example/b?token=1">go</a>' });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.data).toEqual({ to: 'x@example.com', subject: 's' });
    expect(JSON.stringify(lines)).not.toContain('token=1');
    expect(lines[0]!.message.includes('/dev/mail')).toBe(!production);
  });
});
