import type { Language } from '../../domain/constants';
import type { Messages } from './runtime';

/**
 * The clinic's and the platform's message files (issue 29 §3): their table is a chunk of its own,
 * fetched with the first staff page, like their pages' (src/web/staff-pages.ts).
 */
const staffCatalogs = import.meta.glob<Messages>(['../features/{clinic,platform}/messages/*.json', '../features/{clinic,platform}/*/messages/*.json'], { import: 'default' });

/** A staff feature's (or audience's) messages in a language; none when it has no file. */
export function loadStaffMessages(feature: string, language: Language): Promise<Messages> {
  const load = staffCatalogs[`../features/${feature}/messages/${language}.json`];
  return load ? load() : Promise.resolve({});
}

/** Every staff catalogue of a language (tests, tools, the server renderer). */
export function staffMessageLoaders(language: Language): (() => Promise<Messages>)[] {
  return Object.entries(staffCatalogs)
    .filter(([path]) => path.endsWith(`/messages/${language}.json`))
    .map(([, load]) => load);
}
