import { PAGE_ROUTES } from './routes';

/**
 * The preview of the store's names and limits with no zod in them: the shell's banner reads these,
 * and the shell is in every page's first download (store-preview.ts holds the schemas).
 */

/** The cookie holding the preview's random secret (the table keeps only its hash). */
export const PREVIEW_COOKIE = 'vs_preview';
/** How long a preview lasts unless ended before. */
export const PREVIEW_MINUTES = 60;
/** How far from today a preview's day may be, either way. */
export const PREVIEW_MAX_DAYS_AWAY = 366;

export const PREVIEW_LANGUAGES = ['en', 'fr'] as const;

/** Where the shop opens when a preview starts (the product list). */
export const PREVIEW_SHOP_URL = PAGE_ROUTES.products;
/** The portal pages that start a preview, and where its exit returns. */
export const PREVIEW_PORTAL_PAGES = { clinic: PAGE_ROUTES.clinicPreview, platform: PAGE_ROUTES.platformPreview } as const;
