import { describe, expect, it } from 'vitest';
import shell from './fr.json';

type Catalog = Record<string, string>;
/** The shop's French catalogues (features/shop/<feature>/messages/fr.json), by feature. */
const shopCatalogs = Object.fromEntries(
  Object.entries(import.meta.glob<Catalog>('../features/shop/*/messages/fr.json', { eager: true, import: 'default' }))
    .map(([path, catalog]) => [/features\/shop\/([^/]+)\//.exec(path)![1]!, catalog]),
);
const checkout = shopCatalogs.checkout!;

/**
 * French typography of the shopper's pages (issue 11 item 19; OQLF): « guillemets » and the space
 * before a colon or after a number's unit are non-breaking, so a sign never wraps away from its text.
 */
const catalogs: [string, Catalog][] = [['shell', shell], ...Object.entries(shopCatalogs)];

describe.each(catalogs)('French typography of the %s messages', (_name, catalog) => {
  const entries = Object.entries(catalog);

  it('puts non-breaking spaces inside « »', () => {
    expect(entries.filter(([, text]) => /«(?!\u00a0)|(?<!\u00a0)»/.test(text)).map(([id]) => id)).toEqual([]);
  });

  it('puts a non-breaking space before a colon, and none is missing', () => {
    expect(entries.filter(([, text]) => /(?<!\u00a0): /.test(text) || / :/.test(text)).map(([id]) => id)).toEqual([]);
  });

  it('keeps $ and % with their number', () => {
    expect(entries.filter(([, text]) => /\d [$%]/.test(text)).map(([id]) => id)).toEqual([]);
  });
});

describe('an order placed is not an order sent', () => {
  it("says 'passée', never 'envoyée', for the order itself", () => {
    expect(shell['pages.orderCompleted.title']).toBe('Commande passée');
    expect(checkout['checkout.completed.bannerTitle']).not.toMatch(/envoyée/);
  });
});
