import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { editorLangQuerySchema, PRODUCT_IMAGE_MAX_BYTES, type UploadedImage } from '../../../contracts/platform-products';
import type { Language } from '../../../domain/constants';
import { rasterImageSize, sniffRasterImageType, uploadedImagePath } from '../../../domain/raster-images';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { insertUploadedImage } from './products.queries';
import { PRODUCT_WORDS } from './products-words';

/** The language an upload asked for (its `lang` query), for the refusals given before the route runs. */
function languageOf(request: FastifyRequest): Language {
  const parsed = editorLangQuerySchema.safeParse(request.query);
  return parsed.success ? parsed.data.lang : 'en';
}

const MEGABYTES = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024;
const tooLarge = (lang: Language) => new AppError(400, 'image_too_large', PRODUCT_WORDS[lang].imageTooLarge(MEGABYTES));
const notAnImage = (lang: Language) => new AppError(400, 'image_type_not_allowed', PRODUCT_WORDS[lang].imageType);

/**
 * Reads an upload's body as bytes, whatever type the browser declared (a `.txt` renamed `.png` says
 * image/png; the bytes decide), up to PRODUCT_IMAGE_MAX_BYTES: more is a 400 with a message in the
 * request's language, not Fastify's 413. No multipart: the page sends the file itself as the body,
 * which needs no parser library. Registered in the product editor's plugin only, so JSON bodies
 * elsewhere keep their parser and limit.
 */
export function acceptImageBodies(app: FastifyInstance): void {
  app.addContentTypeParser('*', (request, payload, done) => {
    const lang = languageOf(request);
    if (Number(request.headers['content-length'] ?? 0) > PRODUCT_IMAGE_MAX_BYTES) {
      payload.resume();
      done(tooLarge(lang), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(error, body);
    };
    payload.on('data', (chunk: Buffer) => {
      if (finished) return;
      size += chunk.length;
      if (size > PRODUCT_IMAGE_MAX_BYTES) {
        chunks.length = 0;
        payload.resume();
        finish(tooLarge(lang));
      } else chunks.push(chunk);
    });
    payload.on('error', (error: Error) => finish(error));
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
  });
}

/**
 * Checks an upload's bytes and keeps them (once per content: the same picture uploaded twice is one
 * row and one address). Anything but a PNG, JPEG or WebP is refused before a row is written.
 */
export async function storeUpload(
  trx: Transaction<Database>, body: unknown, lang: Language, adminId: number, now: Date,
): Promise<Omit<UploadedImage, 'isSuccess'> & { id: number; created: boolean }> {
  const bytes = Buffer.isBuffer(body) ? body : null;
  if (!bytes || bytes.length === 0) throw new AppError(400, 'image_empty', PRODUCT_WORDS[lang].imageEmpty);
  const contentType = sniffRasterImageType(bytes);
  if (!contentType) throw notAnImage(lang);
  const size = rasterImageSize(bytes, contentType);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { id, created } = await insertUploadedImage(trx, {
    sha256, contentType, bytes, width: size?.width ?? null, height: size?.height ?? null, uploadedBy: adminId, now: now.toISOString(),
  });
  return { id, path: uploadedImagePath(sha256, contentType), contentType, byteSize: bytes.length, width: size?.width ?? null, height: size?.height ?? null, created };
}
