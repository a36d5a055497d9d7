import { describe, expect, it } from 'vitest';
import { initialLanguage, languageCookie, languageFromCookie, toLanguage } from './language';

describe('language choice (cat §1: code cut to 2 letters, default en)', () => {
  it('cuts codes to two letters', () => {
    expect(toLanguage('fr-CA')).toBe('fr');
    expect(toLanguage('EN-ca')).toBe('en');
    expect(toLanguage('es')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });

  it('reads the lang cookie among others', () => {
    expect(languageFromCookie('consumer=abc; lang=fr-CA; other=1')).toBe('fr');
    expect(languageFromCookie('consumer=abc')).toBeNull();
  });

  it('prefers the page settings, then the cookie, then English', () => {
    expect(initialLanguage({ currentLanguage: 'fr' }, 'lang=en')).toBe('fr');
    expect(initialLanguage(null, 'lang=fr')).toBe('fr');
    expect(initialLanguage(null, '')).toBe('en');
  });

  it('remembers the choice for a year on the whole site', () => {
    expect(languageCookie('fr', false)).toBe('lang=fr; path=/; max-age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toContain('; Secure');
  });
});
