import { describe, expect, it } from 'vitest';
import { frenchTextProblems } from '../../domain/french-text';
import { formatDate, formatDateTime, formatTime } from './format';
import shell from './fr.json';
import { taxName } from '../../domain/tax';

type Catalog = Record<string, string>;
/** Every French catalogue: the shell's, each audience's and each feature's messages/fr.json. */
const featureCatalogs = Object.entries(
  import.meta.glob<Catalog>(['../features/*/messages/fr.json', '../features/*/*/messages/fr.json'], { eager: true, import: 'default' }),
).map(([path, catalog]) => [/features\/(.+)\/messages/.exec(path)![1]!, catalog] as [string, Catalog]);
const checkout = featureCatalogs.find(([name]) => name === 'shop/checkout')![1];

/**
 * French as a Quebec reader expects it (issue 11 item 19, issue 24 items 18–20; OQLF): "ordonnance",
 * "commande automatique", "ramassage"; a narrow no-break space (U+202F) before ? ! ; : » and after «
 * (src/domain/french-text.ts says the rules once; the server's emails are checked against them too).
 */
const catalogs: [string, Catalog][] = [['shell', shell], ...featureCatalogs];

describe.each(catalogs)('French of the %s messages', (_name, catalog) => {
  const entries = Object.entries(catalog);

  it('uses the store’s words and French typography', () => {
    expect(entries.map(([id, text]) => [id, frenchTextProblems(text)]).filter(([, problems]) => (problems?.length ?? 0) > 0)).toEqual([]);
  });

  it('keeps $ and % with their number', () => {
    expect(entries.filter(([, text]) => /\d [$%]/.test(text)).map(([id]) => id)).toEqual([]);
  });
});

describe('the web formatters in French (issue 24 items 18, 19)', () => {
  const instant = new Date(2026, 10, 27, 16, 43);
  it('write dates, times and taxes as Quebec does', () => {
    for (const text of [formatDate(instant, 'fr'), formatDate(instant, 'fr', 'numeric'), formatTime(instant, 'fr'), formatDateTime(instant, 'fr'), formatDateTime(instant, 'fr', 'numeric')]) {
      expect(frenchTextProblems(text), text).toEqual([]);
    }
    expect(['GST', 'HST', 'PST', 'RST', 'QST', 'GST/HST'].map((label) => taxName(label, 'fr'))).toEqual(['TPS', 'TVH', 'TVP', 'TVD', 'TVQ', 'TPS/TVH']);
    expect(taxName('QST', 'en')).toBe('QST');
  });
});

describe('an order placed is not an order sent', () => {
  it("says 'passée', never 'envoyée', for the order itself", () => {
    expect(shell['pages.orderCompleted.title']).toBe('Commande passée');
    expect(checkout['checkout.completed.bannerTitle']).not.toMatch(/envoyée/);
  });
});

describe('one word for each thing', () => {
  it('names the address "Home" Domicile', () => {
    expect(shell['ui.addressName.Home']).toBe('Domicile');
  });
});
