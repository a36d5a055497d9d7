import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import { PREVIEW_SHOP_URL } from '../../../contracts/store-preview';
import type { Database } from '../../db/schema';
import { setPreviewCookie } from './store-preview.plugin';
import { previewDto, startPreview, type StartPreviewInput } from './store-preview.service';

/**
 * What the clinic's and the platform's "start a preview" routes do once they know whose preview it
 * is: the record, the session's cookie, and the day's catalogue, whose build starts when the
 * transaction commits, off the request, so the shop's first page finds it ready.
 */
export async function openPreview(
  app: FastifyInstance,
  trx: Transaction<Database>,
  input: StartPreviewInput,
  { reply, cookieSecure, afterCommit }: { reply: FastifyReply; cookieSecure: boolean; afterCommit: (work: () => void) => void },
) {
  const { secret, preview } = await startPreview(trx, input);
  setPreviewCookie(reply, secret, preview.expiresAt, cookieSecure);
  afterCommit(() => { app.catalogue.at(preview.day).catch((error: unknown) => app.log.error({ err: error }, 'preview catalogue build failed')); });
  return { preview: previewDto(preview, input.now), shopUrl: PREVIEW_SHOP_URL };
}
