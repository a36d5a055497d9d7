import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, createSmtpMailer } from './mailer';

/** The least SMTP a client needs (RFC 5321 happy path), to prove what nodemailer puts on the wire. */
function fakeSmtpServer(): Promise<{ server: Server; url: string; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, messages })),
  );
}

describe('SMTP mailer', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
  });

  it('is chosen when SMTP_URL is set and sends both bodies from MAIL_FROM', async () => {
    const fake = await fakeSmtpServer();
    server = fake.server;
    const mailer = createMailer({ smtpUrl: fake.url, mailFrom: 'Vet Store <no-reply@vetstore.example>', log: { info: () => undefined } });
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
    expect(createMailer({ smtpUrl: undefined, mailFrom: 'x', log: { info: () => undefined } }).kind).toBe('log');
  });
});
