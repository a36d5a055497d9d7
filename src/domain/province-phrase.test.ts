import { describe, expect, it } from 'vitest';
import { PROVINCES } from './constants';
import { inProvince } from './province-phrase';

const FRENCH_NAMES = {
  AB: 'Alberta', BC: 'Colombie-Britannique', MB: 'Manitoba', NB: 'Nouveau-Brunswick', NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse', NT: 'Territoires du Nord-Ouest', NU: 'Nunavut', ON: 'Ontario', PE: 'Île-du-Prince-Édouard',
  QC: 'Québec', SK: 'Saskatchewan', YT: 'Yukon',
} as const;
/** The preposition's spaces are non-breaking; the name stays as given. */
const nbsp = (text: string) => {
  const [, preposition = '', name = ''] = /^((?:in the|in|dans les|au|en|à) |à l’)(.*)$/.exec(text) ?? [];
  return `${preposition.replaceAll(' ', '\u00a0')}${name}`;
};

describe('inProvince: "in {province}" with the right preposition (issue 11 item 19)', () => {
  it('French takes the article of each name', () => {
    const expected = {
      AB: 'en Alberta', BC: 'en Colombie-Britannique', MB: 'au Manitoba', NB: 'au Nouveau-Brunswick', NL: 'à Terre-Neuve-et-Labrador',
      NS: 'en Nouvelle-Écosse', NT: 'dans les Territoires du Nord-Ouest', NU: 'au Nunavut', ON: 'en Ontario',
      PE: 'à l’Île-du-Prince-Édouard', QC: 'au Québec', SK: 'en Saskatchewan', YT: 'au Yukon',
    } as const;
    for (const province of PROVINCES) expect(inProvince(province, FRENCH_NAMES[province], 'fr')).toBe(nbsp(expected[province]));
  });

  it('never says "en Québec"', () => {
    expect(inProvince('QC', 'Québec', 'fr')).not.toMatch(/^en/);
  });

  it('English says "in", and "in the" before the Northwest Territories', () => {
    expect(inProvince('ON', 'Ontario', 'en')).toBe(nbsp('in Ontario'));
    expect(inProvince('QC', 'Quebec', 'en')).toBe(nbsp('in Quebec'));
    expect(inProvince('NT', 'Northwest Territories', 'en')).toBe(nbsp('in the Northwest Territories'));
    expect(inProvince('YT', 'Yukon', 'en')).toBe(nbsp('in Yukon'));
  });

  it('keeps the preposition with the name (non-breaking spaces), the name as given', () => {
    expect(inProvince('NT', 'Territoires du Nord-Ouest', 'fr')).toBe('dans\u00a0les\u00a0Territoires du Nord-Ouest');
  });
});
