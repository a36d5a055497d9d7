import type { Language } from '../../domain/constants';
import { getIntlState, setIntl, type Messages } from './runtime';

/**
 * Messages come from src/web/i18n/{en,fr}.json (shell, shared pages), from each audience's
 * src/web/features/<audience>/messages/{en,fr}.json (words its features share, as the clinic
 * portal's navigation) and from each feature's own
 * src/web/features/<audience>/<feature>/messages/{en,fr}.json, so engineers never edit the same file. A page
 * downloads only the shell's messages and those of the features it shows, in one language; the
 * route table asks for a page's feature (ensureFeatureMessages) while its code loads.
 */
const coreCatalogs: Record<Language, () => Promise<Messages>> = {
  en: () => import('./en.json').then((module) => module.default),
  fr: () => import('./fr.json').then((module) => module.default),
};

/** The shop's and the account's; the clinic's and the platform's are in staff-catalogs.ts, a chunk shoppers never download. */
const featureCatalogs = import.meta.glob<Messages>(['../features/{shop,account}/messages/*.json', '../features/{shop,account}/*/messages/*.json'], { import: 'default' });
const STAFF_FEATURE = /^(clinic|platform)(\/|$)/;

/** The feature of a page module's path (`./features/clinic/orders/ClinicOrderPage.tsx` → `clinic/orders`). */
export function featureOfSource(source: string): string {
  const match = /(?:^|\/)features\/([^/]+\/[^/]+)\//.exec(source);
  if (!match) throw new Error(`${source} is not in a feature folder (features/<audience>/<feature>/)`);
  return match[1]!;
}

/** The audience a feature belongs to (`clinic/orders` → `clinic`). */
export const audienceOf = (feature: string): string => feature.split('/')[0]!;

/**
 * Features whose messages every page needs because the shell shows their parts. None: the header's
 * cart button uses shell messages, and its dropdown fetches the cart's messages when it opens.
 */
const SHELL_FEATURES: readonly string[] = [];

function featureLoader(feature: string, language: Language): (() => Promise<Messages>) | undefined {
  if (STAFF_FEATURE.test(feature)) return () => import('./staff-catalogs').then((catalogs) => catalogs.loadStaffMessages(feature, language));
  return featureCatalogs[`../features/${feature}/messages/${language}.json`];
}

/** Every catalogue of a language, merged (tests, tools). */
export async function loadAllMessages(language: Language): Promise<Messages> {
  const loaders = [
    coreCatalogs[language],
    ...Object.entries(featureCatalogs)
      .filter(([path]) => path.endsWith(`/messages/${language}.json`))
      .map(([, load]) => load),
    ...(await import('./staff-catalogs')).staffMessageLoaders(language),
  ];
  const parts = await Promise.all(loaders.map((load) => load()));
  return Object.assign({}, ...parts) as Messages;
}

/** What each language has downloaded so far, and which features the page has asked for. */
const loaded = new Map<Language, { messages: Messages; parts: Set<string> }>();
const wanted = new Set<string>(SHELL_FEATURES);

/**
 * Downloads what `language` still lacks (the shell's messages, wanted features), repeating until
 * nothing is missing, since a feature may be asked for while a download runs. Returns all of it.
 */
async function fill(language: Language): Promise<Messages> {
  let entry = loaded.get(language);
  if (!entry) {
    entry = { messages: {}, parts: new Set() };
    loaded.set(language, entry);
  }
  for (;;) {
    const missing = ['core', ...wanted].filter((part) => !entry.parts.has(part));
    if (missing.length === 0) return entry.messages;
    const parts = await Promise.all(
      missing.map(async (part) => {
        const load = part === 'core' ? coreCatalogs[language] : featureLoader(part, language);
        return [part, load ? await load() : {}] as const;
      }),
    );
    for (const [part, messages] of parts) {
      entry.messages = { ...entry.messages, ...messages };
      entry.parts.add(part);
    }
  }
}

/** Loads the language's messages for the shell and every feature asked for so far. */
export function loadMessages(language: Language): Promise<Messages> {
  targetLanguage = language;
  return fill(language);
}

/**
 * The catalogue files (paths under src/web) a page in `language` showing `features` loads: the
 * server renderer asks the browser to fetch them at once, alongside the page's code.
 */
export function catalogueSources(language: Language, features: readonly string[]): string[] {
  // Staff pages are rendered in the browser only, so their features never come here.
  const parts = [...new Set([...SHELL_FEATURES, ...features])].filter((feature) => !STAFF_FEATURE.test(feature) && featureLoader(feature, language));
  return [`i18n/${language}.json`, ...parts.map((feature) => `features/${feature}/messages/${language}.json`)];
}

/**
 * The language the page is switching to: a feature asked for while its messages load must come in
 * that language, not in the one still showing (at start, the default).
 */
let targetLanguage: Language | null = null;

/** Makes a feature's messages part of the page before its page renders (called by the route table). */
export async function ensureFeatureMessages(feature: string): Promise<void> {
  wanted.add(feature);
  const language = targetLanguage ?? getIntlState().language;
  if (loaded.get(language)?.parts.has(feature)) return;
  const messages = await fill(language);
  // The shopper may have switched language meanwhile; that switch loads the feature for the new one.
  if (getIntlState().language === language) setIntl(language, messages);
}
