import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { listRecentEmails } from './outbox.queries';
import { escapeHtml } from '../../lib/html';

const LINK = /https?:\/\/[^\s<>"]+/g;

/** A link of ours made relative, so the page works on whatever host and port the developer uses. */
function localHref(link: string): string {
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } catch {
    return '#';
  }
}

/**
 * Whether the request comes from this machine itself and not through a proxy: the socket's own
 * address (never X-Forwarded-For, which a client can write), with no forwarding header at all, so a
 * reverse proxy on the same machine does not open the page to the world.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

/**
 * GET /dev/mail: the outbox as a page, newest first, with each email's links clickable. Registered
 * only outside production (the plugin checks) and answering only this machine, so a developer or an end-to-end test can follow a
 * confirmation or reset link without an SMTP server. `?to=` narrows it to one address.
 */
export async function devMailRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/dev/mail', {
    schema: { hide: true, querystring: z.object({ to: z.string().max(100).optional() }) },
    // Anyone else gets the not-found page, as in production.
    onRequest: async (request, reply) => {
      if (!isLoopbackClient(request)) return reply.callNotFound();
    },
  }, async (request, reply) => {
    const emails = await listRecentEmails(db, { to: request.query.to, limit: 50 });
    const items = emails.map((email) => {
      const links = [...new Set(email.body_text.match(LINK) ?? [])];
      const status = email.sent_at ? `sent ${email.sent_at}` : email.last_error ? `failed: ${email.last_error}` : 'not sent';
      return `<article aria-labelledby="mail-${email.id}">
  <h2 id="mail-${email.id}">${escapeHtml(email.subject)}</h2>
  <p>To <strong>${escapeHtml(email.to_address)}</strong> · ${escapeHtml(email.kind)} · ${escapeHtml(email.created_at)} · ${escapeHtml(status)}</p>
  <ul>${links.map((link) => `<li><a href="${escapeHtml(localHref(link))}">${escapeHtml(link)}</a></li>`).join('')}</ul>
  <details><summary>Text</summary><pre>${escapeHtml(email.body_text)}</pre></details>
</article>`;
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox (development only)</h1>
<p>Emails the store queued, newest first. With <code>SMTP_URL</code> set they are also sent.</p>
${items.join('\n') || '<p>No emails yet.</p>'}
</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
