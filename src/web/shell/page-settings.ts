import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from '../../contracts/page-settings-keys';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../domain/constants';

/** What the page assumes when the server did not inject settings (vite dev server, tests). */
export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  currentLanguage: DEFAULT_LANGUAGE,
  isVcaClinic: false,
  showDebugInfo: false,
  cookieData: null,
  layout: { showHeader: true, showFooter: true },
  imagesBaseUrl: '/images/',
  signedIn: false,
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * pageSettingsSchema's shape, checked by hand: this runs before the first render and zod would add
 * its weight to the first download. page-settings.test.ts holds it to the schema.
 */
export function toPageSettings(value: unknown): PageSettings | null {
  if (!isObject(value) || !isObject(value.layout)) return null;
  const { currentLanguage, isVcaClinic, showDebugInfo, cookieData, layout, imagesBaseUrl, signedIn, previewing } = value;
  const valid =
    (LANGUAGES as readonly unknown[]).includes(currentLanguage) &&
    typeof isVcaClinic === 'boolean' &&
    typeof showDebugInfo === 'boolean' &&
    (cookieData === null || isObject(cookieData)) &&
    typeof layout.showHeader === 'boolean' &&
    typeof layout.showFooter === 'boolean' &&
    typeof imagesBaseUrl === 'string' &&
    typeof signedIn === 'boolean' &&
    (previewing === undefined || typeof previewing === 'boolean');
  if (!valid) return null;
  return {
    currentLanguage: currentLanguage as PageSettings['currentLanguage'],
    isVcaClinic,
    showDebugInfo,
    cookieData: cookieData as PageSettings['cookieData'],
    layout: { showHeader: layout.showHeader as boolean, showFooter: layout.showFooter as boolean },
    imagesBaseUrl,
    signedIn,
    ...(previewing === true ? { previewing } : {}),
  };
}

/** The value of a JSON script element the server wrote into the page; null when absent or unreadable. */
export function readServerJson(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Reads the `#page-settings` JSON; null when it is absent or unreadable. */
export function readInjectedSettings(doc: Document = document): PageSettings | null {
  return toPageSettings(readServerJson(PAGE_SETTINGS_ELEMENT_ID, doc));
}

let cached: { injected: PageSettings | null; settings: PageSettings } | null = null;

function load() {
  if (!cached) {
    const injected = typeof document === 'undefined' ? null : readInjectedSettings();
    cached = { injected, settings: injected ?? DEFAULT_PAGE_SETTINGS };
  }
  return cached;
}

/** The store-wide settings of this page (cat §1): layout flags, clinic flag, images address... */
export function getPageSettings(): PageSettings {
  return scopedSettings?.() ?? load().settings;
}

/** The settings only when the server injected them (the language falls back to the cookie otherwise). */
export function getInjectedPageSettings(): PageSettings | null {
  return scopedSettings?.() ?? load().injected;
}

/**
 * The server renderer's source of the settings of the request being rendered; renders of different
 * requests interleave on the server, so they cannot share the page-wide settings.
 */
let scopedSettings: (() => PageSettings | undefined) | null = null;

export function setPageSettingsSource(source: () => PageSettings | undefined): void {
  scopedSettings = source;
}
