import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compareTable, findCycles, parseDocTable, root, serverFeatureImports, tableWriters, webFeatureCalls,
  type MapTable, type TableWords, type WebCalls,
} from './testing/architecture-map';

/**
 * docs/architecture.md checks itself: its three tables (server features and what they import, web
 * folders and the server features they call, tables and the code that writes them) are parsed from
 * the markdown and compared with the code, and the server features' import graph has no cycle.
 * The lint zones have their own test (lint-zones.test.ts).
 */

interface Code { server: MapTable; web: MapTable; tables: MapTable }

const TABLES: { key: keyof Code; heading: string; words: TableWords }[] = [
  {
    key: 'server',
    heading: 'Server features',
    words: {
      row: 'server feature',
      missing: (names) => `the code imports ${names}, which the row does not list`,
      extra: (names) => `the row lists ${names}, which the code does not import`,
    },
  },
  {
    key: 'web',
    heading: 'Web features',
    words: {
      row: 'web folder calling the API',
      missing: (names) => `the code calls ${names}, which the row does not list`,
      extra: (names) => `the row lists ${names}, which the code does not call`,
    },
  },
  {
    key: 'tables',
    heading: 'Tables',
    words: {
      row: 'table',
      missing: (names) => `written by ${names} in the code, which the row does not list`,
      extra: (names) => `the row lists ${names}, which does not write it`,
    },
  },
];

/** Every difference between the doc's three tables and the code, one line each. */
const differences = (markdown: string, code: Code) =>
  TABLES.flatMap(({ key, heading, words }) => compareTable(heading, words, parseDocTable(markdown, heading), code[key]));

/** The doc with the second cell of one row of one table replaced. */
function withRow(markdown: string, heading: string, name: string, cell: (names: string[]) => string[]): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.replace(/^#+\s+/, '') === heading);
  const at = lines.findIndex((line, i) => i > start && line.startsWith(`| \`${name}\` |`));
  expect(at, `row ${name} of ${heading}`).toBeGreaterThan(start);
  const cells = lines[at]!.split(' | ');
  const names = [...cells[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  const changed = cell(names);
  cells[1] = changed.length === 0 ? '—' : changed.map((item) => `\`${item}\``).join(', ');
  lines[at] = cells.join(' | ');
  return lines.join('\n');
}

const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
let code: Code;
let web: WebCalls;

beforeAll(() => {
  web = webFeatureCalls();
  code = { server: serverFeatureImports(), web: web.calls, tables: tableWriters() };
});

/** What a changed doc adds to the differences the doc itself has (none while the map is right). */
const added = (changed: string) => {
  const before = new Set(differences(doc, code));
  return differences(changed, code).filter((line) => !before.has(line));
};

describe('docs/architecture.md matches the code', () => {
  it('server features: each row lists exactly the features its production code imports', () => {
    expect(differences(doc, code).filter((line) => line.startsWith('Server features'))).toEqual([]);
  });

  it('web features: each row lists exactly the server features whose API its code calls', () => {
    expect(differences(doc, code).filter((line) => line.startsWith('Web features'))).toEqual([]);
  });

  it('every /api/ path the web app calls is a route some server feature registers', () => {
    expect(web.unmatched).toEqual([]);
  });

  it('tables: each row lists exactly the server code that writes the table', () => {
    expect(differences(doc, code).filter((line) => line.startsWith('Tables'))).toEqual([]);
  });
});

describe('the comparison reports a wrong row as exactly what differs', () => {
  it('an import added to a server feature\'s row', () => {
    const wrong = withRow(doc, 'Server features', 'shop/cart', (names) => [...names, 'clinic/returns']);
    expect(added(wrong)).toEqual([
      'Server features, row `shop/cart`: the row lists `clinic/returns`, which the code does not import',
    ]);
  });

  it('an import left out of a server feature\'s row', () => {
    const wrong = withRow(doc, 'Server features', 'shop/checkout', (names) => names.filter((name) => name !== 'shop/cart'));
    expect(added(wrong)).toEqual([
      'Server features, row `shop/checkout`: the code imports `shop/cart`, which the row does not list',
    ]);
  });

  it('a call left out of a web feature\'s row', () => {
    const wrong = withRow(doc, 'Web features', 'shop/checkout', (names) => names.filter((name) => name !== 'shop/orders'));
    expect(added(wrong)).toEqual([
      'Web features, row `shop/checkout`: the code calls `shop/orders`, which the row does not list',
    ]);
  });

  it('a writer removed from a table\'s row, and one added', () => {
    const wrong = withRow(doc, 'Tables', 'orders', (names) => [...names.filter((name) => name !== 'shop/orders'), 'shop/cart']);
    expect(added(wrong)).toEqual([
      'Tables, row `orders`: written by `shop/orders` in the code, which the row does not list',
      'Tables, row `orders`: the row lists `shop/cart`, which does not write it',
    ]);
  });

  it('a row missing, and a row for something the code does not have', () => {
    const lines = doc.split('\n');
    const at = lines.findIndex((line) => line.startsWith('| `clinic/coupons` |'));
    lines.splice(at, 1, '| `clinic/vouchers` | `shared/staff-access` |');
    expect(added(lines.join('\n'))).toEqual([
      'Server features: no row for the server feature `clinic/coupons` (the code: `shared/staff-access`)',
      'Server features: row `clinic/vouchers` names no server feature the code has',
    ]);
  });
});

describe('reading the code', () => {
  it('reads the imports between features, type imports included', () => {
    expect([...code.server.get('shop/orders')!]).toEqual(expect.arrayContaining(['shop/cart', 'shop/checkout', 'account/payment-methods', 'shop/catalogue']));
    expect([...code.server.get('account/registration')!]).toContain('account/access');
  });

  it('matches calls to routes through ${…}, :params, consts and either branch of a condition', () => {
    // `/api/clinic/orders/${orderId}/return` is the returns feature's, `/api/clinic/orders/${id}/move` the orders'.
    expect([...code.web.get('clinic/returns')!]).toEqual(['clinic/returns']);
    expect([...code.web.get('clinic/orders')!]).toEqual(['clinic/orders']);
    // `/api/account/favourites/${isFavourite ? 'add' : 'remove'}/` against the route's `${action}`.
    expect([...code.web.get('shop/catalogue')!].sort()).toEqual(['account/favourites', 'shop/catalogue']);
    // `${base}/:id/skip` with `const base = '/api/account/autoorders'`.
    expect([...code.web.get('account/autoorders')!]).toEqual(['account/autoorders']);
  });

  it('reads the writes of the query builders, and only production code', () => {
    expect([...code.tables.get('credit_entries')!]).toEqual(['shared/credit']);
    expect([...code.tables.get('email_outbox')!]).toEqual(['integrations']);
    // Written only by the seed.
    expect([...code.tables.get('categories')!]).toEqual([]);
  });

  it('parses a table: names in backticks in the second cell, prose after it left alone', () => {
    const markdown = [
      '## Elsewhere', '| `a` | `b` |', '', '### Server features', 'Some words.', '',
      '| feature | imports | why |', '|---|---|---|', '| `x/y` | `a/b`, `c/d` | because `e/f` |', '| `x/z` | — | |', '', 'After.',
    ].join('\n');
    expect(parseDocTable(markdown, 'Server features')).toEqual(new Map([['x/y', new Set(['a/b', 'c/d'])], ['x/z', new Set()]]));
    expect(() => parseDocTable(markdown, 'Tables')).toThrow(/no heading "Tables"/);
  });
});

describe('no import cycle between server features', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([['checkout', new Set(['orders', 'cart'])], ['orders', new Set(['checkout'])], ['cart', new Set<string>()]]);
    expect(findCycles(graph)).toEqual([['checkout', 'orders', 'checkout']]);
  });

  it('has none in src/server', () => {
    expect(findCycles(code.server)).toEqual([]);
  });
});
