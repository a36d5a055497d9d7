import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, LOCALE_OF, type Language } from '../../domain/constants';

/** ICU message text, or its syntax tree when the build precompiled it (vite.config.ts). */
export type Messages = Record<string, string | MessageFormatElement[]>;
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * The one intl object of the page, shared by React (through I18nProvider) and by code outside React
 * such as the call layer's toasts. Switching language swaps it and re-renders subscribers.
 */
const cache = createIntlCache();

function onError(error: unknown): void {
  // A missing or broken message is a bug the messages test should have caught; say it loudly outside
  // production (component tests fail on console.error), stay quiet for shoppers.
  if (!import.meta.env.PROD) console.error(error);
}

function build(language: Language, messages: Messages): IntlShape {
  // react-intl types a catalogue as all strings or all trees; at run time it takes either per message.
  const catalogue = messages as Record<string, MessageFormatElement[]>;
  return createIntl({ locale: LOCALE_OF[language], defaultLocale: LOCALE_OF[DEFAULT_LANGUAGE], messages: catalogue, onError }, cache);
}

export interface IntlState {
  language: Language;
  intl: IntlShape;
}

/**
 * Built on first use, not when this module loads: the first intl object reads the browser's locale
 * data, some 15 ms on a fast machine, which should not lengthen the task that evaluates the app.
 */
let state: IntlState | null = null;
const listeners = new Set<() => void>();

/** An intl state that is not the page's (the server renders each request in its own language). */
export function createIntlState(language: Language, messages: Messages): IntlState {
  return { language, intl: build(language, messages) };
}

/**
 * The server renderer's source of the intl state of the request being rendered; renders of
 * different requests interleave on the server, so they cannot share the page-wide state.
 */
let scopedState: (() => IntlState | undefined) | null = null;

export function setIntlStateSource(source: () => IntlState | undefined): void {
  scopedState = source;
}

export function setIntl(language: Language, messages: Messages): void {
  state = { language, intl: build(language, messages) };
  listeners.forEach((listener) => listener());
}

export function getIntlState(): IntlState {
  return scopedState?.() ?? (state ??= { language: DEFAULT_LANGUAGE, intl: build(DEFAULT_LANGUAGE, {}) });
}

export function subscribeIntl(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentLanguage(): Language {
  return getIntlState().language;
}

/** Translate outside React (toasts raised by the call layer). Inside components use useIntl(). */
export function t(id: string, values?: MessageValues): string {
  return getIntlState().intl.formatMessage({ id }, values);
}
