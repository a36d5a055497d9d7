import { z } from 'zod';
import { dateField, idParam } from './fields';
import { PREVIEW_LANGUAGES } from './store-preview-keys';

export * from './store-preview-keys';

/**
 * The preview of the store (issue 26 "Preview of the store"; docs/decisions/110-store-preview.md):
 * a clinic's staff member (`POST /api/clinic/preview`, its own clinic's clients) or a site
 * administrator (`POST /api/platform/preview`, any clinic's) opens the shop as a client or a visitor
 * of a clinic's store would see it, in a language, as of a day. The browser then carries an HttpOnly
 * cookie naming the preview; the shop's reads answer as that client on that day, and every shop or
 * account write is refused (403 `preview_read_only`). `GET /api/preview` says whether the browser is
 * in a preview (the shop's banner); `POST /api/preview/end` ends it.
 */

export const previewErrorCodes = ['preview_read_only', 'preview_day_out_of_range'] as const;

const previewFields = {
  /** The client to preview as; null for a visitor of the clinic's store. */
  clientId: z.number({ error: 'clientId must be a client id or null' }).int().positive().nullable(),
  lang: z.enum(PREVIEW_LANGUAGES, { error: 'lang must be en or fr' }),
  /** The store's day the shop answers as of (YYYY-MM-DD, today or another day). */
  day: dateField('day'),
};

/** POST /api/clinic/preview: one of the staff member's clinic's clients, or a visitor of its store. */
export const clinicPreviewRequestSchema = z.object(previewFields).strict();
export type ClinicPreviewRequest = z.infer<typeof clinicPreviewRequestSchema>;

/** POST /api/platform/preview: any clinic's client, or a visitor of the chosen clinic's store. */
export const platformPreviewRequestSchema = z.object({ clinicId: idParam('clinicId'), ...previewFields }).strict();
export type PlatformPreviewRequest = z.infer<typeof platformPreviewRequestSchema>;

export const storePreviewSchema = z.object({
  id: z.number(),
  clinicId: z.number(),
  clinicName: z.string(),
  /** Null: a visitor of the clinic's store. */
  client: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  lang: z.enum(PREVIEW_LANGUAGES),
  day: z.string(),
  /** Whether the day is the store's today (the live catalogue) or another day. */
  isToday: z.boolean(),
  expiresAt: z.string(),
  /** The portal it was started from: where its exit leads back to. */
  startedFrom: z.enum(['clinic', 'platform']),
});
export type StorePreview = z.infer<typeof storePreviewSchema>;

export const startPreviewResponseSchema = z.object({
  isSuccess: z.literal(true),
  preview: storePreviewSchema,
  /** Where the shop opens (the product list). */
  shopUrl: z.string(),
});

export const currentPreviewResponseSchema = z.object({ isSuccess: z.literal(true), preview: storePreviewSchema.nullable() });
export const endPreviewResponseSchema = z.object({ isSuccess: z.literal(true) });

