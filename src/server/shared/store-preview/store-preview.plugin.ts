import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../../contracts/page-settings';
import { PREVIEW_COOKIE } from '../../../contracts/store-preview';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { hashSessionSecret } from '../auth';
import { findLivePreview } from './store-preview.queries';
import { activePreviewOf, hashPreviewSecret, type ActivePreview } from './store-preview.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's preview once read (null: none); read by `app.storePreview`. */
    previewRead?: Promise<ActivePreview | null>;
  }
  interface FastifyInstance {
    /**
     * The preview of the store this request carries: its cookie names a running preview started in
     * the request's own session (docs/decisions/110-store-preview.md); null for every other request.
     */
    storePreview(request: FastifyRequest): Promise<ActivePreview | null>;
  }
}

/**
 * The shop's and the account's writes, refused while a request carries a preview: the cart, the
 * checkout and placing an order, the account (favourites, AutoOrders, addresses, cards, pets,
 * profile), notify-me, and the sandbox card form. Paths compare case-insensitively, as the router's.
 */
const READ_ONLY_PATHS = /^\/(api\/(cart|account|checkout|orders|prods|store)|sandbox\/payments)(\/|\?|$)/i;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const PREVIEW_READ_ONLY_MESSAGE = 'This is a preview of the store: nothing can be ordered, changed or paid. Exit the preview to do that.';

/** Whether a request's method and path are a shop or account write (refused in a preview). */
export const isShopWrite = (method: string, url: string): boolean => !READS.has(method.toUpperCase()) && READ_ONLY_PATHS.test(url);

/**
 * Reads the preview cookie for the features that answer as the previewed client, and refuses every
 * shop and account write of a request that carries a running preview (403 `preview_read_only`),
 * before any guard or input is read: the server, not the page, is what makes a preview read-only.
 */
export const storePreviewPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  async function read(request: FastifyRequest): Promise<ActivePreview | null> {
    const secret = request.cookies?.[PREVIEW_COOKIE];
    const session = request.cookies?.[SESSION_COOKIE];
    if (!secret || !session) return null;
    const row = await findLivePreview(db, hashPreviewSecret(secret), new Date());
    if (!row || row.sessionId !== hashSessionSecret(session)) return null;
    return activePreviewOf(row);
  }

  const none: Promise<ActivePreview | null> = Promise.resolve(null);
  app.decorate('storePreview', (request: FastifyRequest) => {
    // Most requests carry no preview: they cost one cookie lookup and leave the request as it was.
    if (!request.cookies?.[PREVIEW_COOKIE]) return none;
    request.previewRead ??= read(request);
    return request.previewRead;
  });

  // Read before any route opens its transaction (SQLite has one connection: a read beside an open
  // transaction would wait for it), so a handler's later `app.storePreview` is the answer kept here.
  app.addHook('onRequest', async (request) => {
    if (!request.cookies?.[PREVIEW_COOKIE]) return;
    const preview = await app.storePreview(request);
    if (preview && isShopWrite(request.method, request.url)) throw new AppError(403, 'preview_read_only', PREVIEW_READ_ONLY_MESSAGE);
  });
}, { name: 'store-preview' });

const cookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure });

/** The browser carries the preview from now on (until it ends, it expires, or the session does). */
export function setPreviewCookie(reply: FastifyReply, secret: string, expiresAt: string, secure: boolean): void {
  reply.setCookie(PREVIEW_COOKIE, secret, { ...cookieOptions(secure), expires: new Date(expiresAt) });
}

export function clearPreviewCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(PREVIEW_COOKIE, cookieOptions(secure));
}
