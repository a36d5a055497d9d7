import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { Language } from '../../domain/constants';
import { applyLanguage } from './language';
import { getIntlState, subscribeIntl } from './runtime';

/** Provides the page's intl object; re-renders everything below when the language changes. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { intl } = useSyncExternalStore(subscribeIntl, getIntlState, getIntlState);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/** The current language and a switch that keeps the page where it is (no navigation). */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { language } = useSyncExternalStore(subscribeIntl, getIntlState, getIntlState);
  const setLanguage = useCallback((next: Language) => applyLanguage(next, { remember: true }), []);
  return { language, setLanguage };
}
