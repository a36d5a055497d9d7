/**
 * French as a Quebec reader expects it (issue 24 item 20; docs/decisions/089-french-dates-and-words.md):
 * the words the store uses for each thing, and the narrow no-break space (U+202F) before « ? ! ; : »
 * and after «. The web catalogues and the server's French output (emails, CSV headers) are checked
 * against these rules by their tests, so a rule is said once.
 */

/** The English or off-vocabulary words that must never reach a French reader, with the word to use. */
export const FRENCH_WORDING: readonly { pattern: RegExp; use: string }[] = [
  { pattern: /prescription/i, use: 'ordonnance' },
  { pattern: /AutoOrder/, use: 'commande automatique' },
  { pattern: /cueillette/i, use: 'ramassage' },
  { pattern: /\b[ap]\.\s?m\./i, use: 'the 24-hour clock (16 h 43)' },
  { pattern: /\b(?:GST|HST|PST|RST|QST)\b/, use: 'TPS, TVH, TVP, TVD, TVQ' },
  { pattern: /\b\d{4}\/\d{2}\/\d{2}\b/, use: '27 novembre 2026 (2026-11-27 in tables)' },
];

/** What is not French typography: a sign without its narrow no-break space, or a wrong space. */
const TYPOGRAPHY: readonly { pattern: RegExp; problem: string }[] = [
  { pattern: /(?<!\u202f)[?!;:»]/, problem: 'a narrow no-break space (U+202F) goes before ? ! ; : »' },
  { pattern: /«(?!\u202f)/, problem: 'a narrow no-break space (U+202F) goes after «' },
  { pattern: /[ \u00a0]\u202f|\u202f[ \u00a0]/, problem: 'one space, not two' },
];

/**
 * Parts of a text that are not prose: web addresses and paths, e-mail addresses, clock times
 * written 'HH:MM', ICU arguments such as `{count, plural, …}`' syntax and tags `<strong>`.
 */
function proseOf(text: string): string {
  return text
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/(?:^|\s)\/[\w/?=&.%-]+/g, ' ')
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/\b\d{1,2}:\d{2}\b/g, ' ')
    .replace(/<\/?\w+\s*\/?>/g, '');
}

/** The problems of a French text, empty when it reads as a Quebec reader expects. */
export function frenchTextProblems(text: string): string[] {
  const problems: string[] = [];
  const prose = proseOf(text);
  for (const { pattern, use } of FRENCH_WORDING) {
    const found = pattern.exec(prose);
    if (found) problems.push(`"${found[0]}": write ${use}`);
  }
  for (const { pattern, problem } of TYPOGRAPHY) {
    const found = pattern.exec(prose);
    if (found) problems.push(`${problem}: …${prose.slice(Math.max(0, found.index - 20), found.index + 2)}…`);
  }
  return problems;
}

type Article = 'le' | 'la' | 'l’' | 'les';

/** The head nouns a clinic's French name starts with, and the article each takes. */
const HEADS: readonly [RegExp, Article][] = [
  [/^(?:h[ôo]pital|animalerie|institut|urgence)s?\b/iu, 'l’'],
  [/^(?:clinique|polyclinique|maison|boutique)\b/iu, 'la'],
  [/^(?:centre|cabinet|groupe|service|complexe|bureau|refuge)\b/iu, 'le'],
  [/^(?:services|soins)\b/iu, 'les'],
];

const OWN_ARTICLE = /^(les|le|la|l['’])\s*/iu;

/**
 * A clinic's name as a French sentence says it (issue 24 item 20): with its article, contracted
 * with the preposition before it. 'Hôpital vétérinaire du Plateau' → `l’Hôpital vétérinaire du
 * Plateau`, with 'de' `de l’Hôpital…`, with 'à' `à l’Hôpital…`; 'Centre vétérinaire Laval' → `le
 * Centre…`, `du Centre…`, `au Centre…`. A name without a French head noun ('Maple Veterinary
 * Hospital') takes no article (`de Maple…`, `d’Ottawa…`). `capital` starts a sentence.
 */
export function frenchClinicName(name: string, preposition: 'de' | 'à' | null = null, capital = false): string {
  const trimmed = name.trim();
  const own = OWN_ARTICLE.exec(trimmed);
  const article: Article | null = own ? (own[1]!.toLowerCase().replace("'", '’') as Article) : (HEADS.find(([head]) => head.test(trimmed))?.[1] ?? null);
  const rest = own ? trimmed.slice(own[0].length) : trimmed;
  let text: string;
  if (article === null) {
    const elide = preposition === 'de' && /^[aeiouyàâäéèêëîïôöûüù]/iu.test(rest);
    text = preposition === null ? rest : elide ? `d’${rest}` : `${preposition} ${rest}`;
  } else {
    const joined = `${preposition ?? ''} ${article}`.trim();
    const contracted = { 'de le': 'du', 'de les': 'des', 'à le': 'au', 'à les': 'aux' }[joined] ?? joined;
    text = contracted.endsWith('’') ? `${contracted}${rest}` : `${contracted} ${rest}`;
  }
  return capital ? text.charAt(0).toLocaleUpperCase('fr-CA') + text.slice(1) : text;
}

/**
 * "de le Centre" → "du Centre", "à les Services" → "aux Services": the contractions French makes
 * before a name that starts with a capital, for a message that put `de {clinic}` around a name
 * given with its article. "de le faire" (a verb) stays as it is.
 */
export function contractFrenchArticles(text: string): string {
  return text.replace(/(?<!\p{L})(de|à|De|À) (le|les) (?=\p{Lu})/gu, (_, preposition: string, article: string) => {
    const word = ({ 'de le': 'du', 'de les': 'des', 'à le': 'au', 'à les': 'aux' } as Record<string, string>)[`${preposition.toLowerCase()} ${article}`]!;
    return `${preposition === preposition.toLowerCase() ? word : word.charAt(0).toUpperCase() + word.slice(1)} `;
  });
}
