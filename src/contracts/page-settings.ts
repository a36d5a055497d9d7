import { z } from 'zod';
import { LANGUAGES } from '../domain/constants';

/**
 * Store-wide settings the server writes into the page (cat §1): the browser reads them once at
 * start from a JSON script element, so no extra call is needed before the first render.
 */
export const pageSettingsSchema = z.object({
  currentLanguage: z.enum(LANGUAGES),
  isVcaClinic: z.boolean(),
  showDebugInfo: z.boolean(),
  /** The consumer cookie's base64 JSON, decoded; null when absent or unreadable. */
  cookieData: z.record(z.string(), z.unknown()).nullable(),
  layout: z.object({ showHeader: z.boolean(), showFooter: z.boolean() }),
  imagesBaseUrl: z.string(),
  signedIn: z.boolean(),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;

export const PAGE_SETTINGS_ELEMENT_ID = 'page-settings';
export const LANGUAGE_COOKIE = 'lang';
export const CONSUMER_COOKIE = 'consumer';
export const SESSION_COOKIE = 'sid';
