import { z } from 'zod';
import { LANGUAGES } from '../domain/constants';
import type { PageSettings } from './page-settings-keys';

export * from './page-settings-keys';

/**
 * Store-wide settings the server writes into the page (cat §1): the browser reads them once at
 * start from a JSON script element, so no extra call is needed before the first render.
 */
export const pageSettingsSchema = z.object({
  currentLanguage: z.enum(LANGUAGES),
  isVcaClinic: z.boolean(),
  showDebugInfo: z.boolean(),
  cookieData: z.record(z.string(), z.unknown()).nullable(),
  layout: z.object({ showHeader: z.boolean(), showFooter: z.boolean() }),
  imagesBaseUrl: z.string(),
  signedIn: z.boolean(),
  previewing: z.boolean().optional(),
}) satisfies z.ZodType<PageSettings>;
