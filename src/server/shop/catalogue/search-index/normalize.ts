/**
 * Text normalisation shared by indexing and querying: lower case, accents folded (NFD, combining
 * marks removed), ligatures spelled out, then split into words of letters and digits. French
 * elisions ("l'agneau") split at the apostrophe and the article is dropped as a stop word.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_WORD = /[^a-z0-9]+/;

export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** English and French words too common to search by; a query made only of them keeps them. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'the', 'for', 'of', 'with', 'in', 'on', 'to', 'or', 'by', 'my',
  'de', 'des', 'du', 'la', 'le', 'les', 'l', 'd', 'un', 'une', 'et', 'pour', 'au', 'aux', 'avec', 'en', 'ou', 'sur', 'dans',
]);

/** Folded words of a text, in order, duplicates kept. */
export function tokenize(text: string): string[] {
  if (!text) return [];
  const words = fold(text).split(NON_WORD);
  const out: string[] = [];
  for (const word of words) if (word) out.push(word);
  return out;
}

/** Query words: folded, stop words dropped unless nothing else is left, duplicates removed. */
export function queryTokens(text: string, max = 8): string[] {
  const all = tokenize(text);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  const chosen = meaningful.length > 0 ? meaningful : all;
  return [...new Set(chosen)].slice(0, max);
}

/** True when `words` (folded, space-separated) occur in `text` (the same) as whole words, in a row. */
export function holdsWords(text: string, words: string): boolean {
  for (let at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + 1)) {
    const end = at + words.length;
    if ((at === 0 || text.charCodeAt(at - 1) === 32) && (end === text.length || text.charCodeAt(end) === 32)) return true;
  }
  return false;
}

/** Strips markup from sanitised HTML for indexing and plain-text lengths. */
export function stripTags(html: string): string {
  if (!html.includes('<')) return html;
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
}
