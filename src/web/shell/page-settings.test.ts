import { describe, expect, it } from 'vitest';
import * as contract from '../../contracts/page-settings';
import { DEFAULT_PAGE_SETTINGS, toPageSettings } from './page-settings';

describe('the hand-written page-settings check (kept zod-free for the first download)', () => {
  const valid = {
    currentLanguage: 'fr',
    isVcaClinic: true,
    showDebugInfo: false,
    cookieData: { clinic: 'north' },
    layout: { showHeader: true, showFooter: false },
    imagesBaseUrl: 'https://img.example.ca/',
    signedIn: true,
  };

  it('toPageSettings accepts what pageSettingsSchema accepts', () => {
    for (const settings of [valid, DEFAULT_PAGE_SETTINGS, { ...valid, cookieData: null }]) {
      expect(contract.pageSettingsSchema.safeParse(settings).success).toBe(true);
      expect(toPageSettings(settings)).toEqual(contract.pageSettingsSchema.parse(settings));
    }
  });

  it('toPageSettings refuses what pageSettingsSchema refuses', () => {
    const invalid: unknown[] = [
      null,
      [],
      'settings',
      { ...valid, currentLanguage: 'es' },
      { ...valid, isVcaClinic: 'yes' },
      { ...valid, cookieData: [] },
      { ...valid, layout: { showHeader: true } },
      { ...valid, imagesBaseUrl: 42 },
      { ...valid, signedIn: undefined },
    ];
    for (const settings of invalid) {
      expect(contract.pageSettingsSchema.safeParse(settings).success).toBe(false);
      expect(toPageSettings(settings)).toBeNull();
    }
  });
});
