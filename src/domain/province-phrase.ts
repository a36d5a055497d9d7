import type { Language, Province } from './constants';

/**
 * How each language says "in" before a province or territory's name. French takes the article the
 * name takes: au Québec, en Ontario, à Terre-Neuve-et-Labrador, à l’Île-du-Prince-Édouard, dans les
 * Territoires du Nord-Ouest (Office québécois de la langue française; Government of Canada usage).
 * English needs "the" only before the Northwest Territories.
 */
const FRENCH_IN: Record<Province, string> = {
  AB: 'en ',
  BC: 'en ',
  MB: 'au ',
  NB: 'au ',
  NL: 'à ',
  NS: 'en ',
  NT: 'dans les ',
  NU: 'au ',
  ON: 'en ',
  PE: 'à l’',
  QC: 'au ',
  SK: 'en ',
  YT: 'au ',
};

const ENGLISH_IN: Partial<Record<Province, string>> = { NT: 'in the ' };

/**
 * "in {province}" in the shopper's language, from the province's code and its name in that language
 * (the names live in the message catalogues): inProvince('QC', 'Québec', 'fr') is 'au Québec'.
 * The words are joined by non-breaking spaces, so the phrase never wraps after its preposition.
 */
export function inProvince(province: Province, name: string, language: Language): string {
  const preposition = language === 'fr' ? FRENCH_IN[province] : (ENGLISH_IN[province] ?? 'in ');
  return `${preposition.replaceAll(' ', '\u00a0')}${name}`;
}
