import type { PageSettings } from '../../contracts/page-settings-keys';
import { LANGUAGE_COOKIE } from '../../contracts/page-settings-keys';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/constants';
import { loadMessages } from './catalogs';
import { setIntl } from './runtime';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** cat §1: the language code is cut to its first two letters; anything else is not a language of ours. */
export function toLanguage(code: string | null | undefined): Language | null {
  const cut = code?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(cut ?? '') ? (cut as Language) : null;
}

export function languageFromCookie(cookie: string): Language | null {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return toLanguage(decodeURIComponent(value.join('=')));
  }
  return null;
}

/** The page settings' language (the server's choice), else the lang cookie (vite dev), else English. */
export function initialLanguage(settings: Pick<PageSettings, 'currentLanguage'> | null, cookie: string): Language {
  return toLanguage(settings?.currentLanguage) ?? languageFromCookie(cookie) ?? DEFAULT_LANGUAGE;
}

export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Loads the language's messages, then switches the page to it: intl, <html lang> and the cookie. */
export async function applyLanguage(language: Language, { remember }: { remember: boolean }): Promise<void> {
  const messages = await loadMessages(language);
  setIntl(language, messages);
  document.documentElement.lang = language;
  if (remember) document.cookie = languageCookie(language, window.location.protocol === 'https:');
}
