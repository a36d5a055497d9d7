/**
 * Every key the web app keeps in browser storage, in one place. All live in sessionStorage: the
 * access token and the user options last as long as the browser tab (rr §4, cat §4).
 */
export const STORAGE_KEYS = {
  accessToken: 'vetstore.accessToken',
  accessTokenExpiresUtc: 'vetstore.accessTokenExpiresUtc',
  userOptions: 'vetstore.userOptions',
  /** Set while the page reloads itself once after its first download failed (a new release). */
  bootRetry: 'vetstore.bootRetry',
  /** Scroll positions of the tab's history entries (src/web/shell/scroll-restoration.ts). */
  scrollPositions: 'vetstore.scrollPositions',
} as const;

/** sessionStorage, or null where the browser refuses it (some private modes, tests without a DOM). */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
