import type { Language } from '../domain/constants';

/**
 * Names and shape of the page settings with no zod in them: the web shell reads these before the
 * first render, and importing a module that builds schemas would add zod to every first download.
 * page-settings.ts holds the schema and checks it against this shape.
 */
export interface PageSettings {
  currentLanguage: Language;
  isVcaClinic: boolean;
  showDebugInfo: boolean;
  /** The consumer cookie's base64 JSON, decoded; null when absent or unreadable. */
  cookieData: Record<string, unknown> | null;
  layout: { showHeader: boolean; showFooter: boolean };
  imagesBaseUrl: string;
  signedIn: boolean;
  /**
   * The browser carries a preview of the store's cookie (docs/decisions/110-store-preview.md): the
   * shell then asks who is previewed and shows the preview's banner. Absent: no preview.
   */
  previewing?: boolean;
}

export const PAGE_SETTINGS_ELEMENT_ID = 'page-settings';
export const LANGUAGE_COOKIE = 'lang';
export const CONSUMER_COOKIE = 'consumer';
export const SESSION_COOKIE = 'sid';
