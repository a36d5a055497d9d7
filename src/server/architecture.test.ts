import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import layout from '../../tools/eslint/layout.json';

/**
 * The server's feature boundaries (docs/architecture.md "Server features"): the lint rule on fixture
 * code, through the real eslint.config.js, and the import graph between features, which must have
 * no cycle.
 */

const root = resolve(import.meta.dirname, '../..');
const serverDir = join(root, 'src/server');
const RULE = 'local/feature-public-modules';

describe('lint: a server feature imports another only through its public module', () => {
  const eslint = new ESLint({ cwd: root });
  /** The boundary rule's messages for `code` written at `path` (files need not exist). */
  const boundaryErrors = async (path: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, path) });
    return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
  };

  it('fails on another feature\'s *.queries.ts', async () => {
    const errors = await boundaryErrors('src/server/shop/orders/fixture.ts', "export { lockCart } from '../cart/cart.queries';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/imports shop\/cart's queries \(cart\.queries\.ts\)/);
  });

  it('fails on a deep import of another feature\'s internal file, in a folder no config names', async () => {
    // shop/newfeature does not exist: every folder inside an audience is a feature.
    const errors = await boundaryErrors('src/server/shop/newfeature/newfeature.service.ts', [
      "import { planCheckout } from '../checkout/checkout-plan';",
      "import type { CartLine } from '../cart/cart-model';",
      'export const plan = [planCheckout] as unknown as CartLine[];',
      '',
    ].join('\n'));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/shop\/newfeature feature reaches into shop\/checkout's internals \(checkout-plan\)/);
    expect(errors[1]).toMatch(/reaches into shop\/cart's internals \(cart-model\)/);
  });

  it('fails when shared code (the seed, app.ts) reaches past a public module, and on a dynamic import', async () => {
    expect(await boundaryErrors('src/server/db/seed/fixture.ts', "export { hashPassword } from '../../shared/auth/password';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/server/app-fixture.ts', "export const load = () => import('./shop/cart/cart.plugin');\n")).toHaveLength(1);
  });

  it('passes through index.ts, within a feature, and for shared infrastructure', async () => {
    expect(await boundaryErrors('src/server/shop/orders/fixture.ts', [
      "export { lockCart } from '../cart';",
      "export { planCheckout } from '../checkout/index';",
      "export { placeOrder } from './place-order.service';",
      "export { findProductDetails } from '../checkout';",
      "export { listPendingCheckouts } from './checkouts.queries';",
      "export type { Db } from '../../db/database';",
      "export { enqueueEmail } from '../../integrations/email/outbox.queries';",
      "export { AppError } from '../../errors';",
      '',
    ].join('\n'))).toEqual([]);
  });

  it('lets test code, and only test code, use another feature\'s test fixtures', async () => {
    const code = "export { plainProducts } from '../../shop/cart/cart-test-fixtures';\n";
    expect(await boundaryErrors('src/server/account/pets/fixture.test.ts', code)).toEqual([]);
    expect(await boundaryErrors('src/server/account/addresses/addresses-test-fixtures.ts', code)).toEqual([]);
    expect(await boundaryErrors('src/server/account/pets/pets.service.ts', code)).toHaveLength(1);
    // A test still reaches other features' code through their public modules.
    expect(await boundaryErrors('src/server/account/pets/fixture.test.ts', "export { lockCart } from '../../shop/cart/cart.queries';\n")).toHaveLength(1);
  });
});

/** Every cycle in a directed graph, each as the list of its nodes (first node repeated at the end). */
function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || /test-fixtures\.ts$/.test(file);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Which feature imports which, read from the production code's imports (test code left out). */
function serverFeatureGraph(): Map<string, Set<string>> {
  const areas = ['shared', ...layout.audiences];
  const featureOf = (path: string) => {
    const [area, name, ...rest] = relative(serverDir, path).split('/');
    if (!area || !name || !areas.includes(area)) return null;
    // `../cart` names the cart folder's index.ts; `./clinic-records` a file of the audience's shared layer.
    const isFolder = rest.length > 0 || statSync(join(serverDir, area, name), { throwIfNoEntry: false })?.isDirectory();
    return isFolder ? `${area}/${name}` : null;
  };
  const graph = new Map<string, Set<string>>();
  for (const file of filesUnder(serverDir)) {
    const from = featureOf(file);
    if (!from || isTestCode(file)) continue;
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const source = match[1] ?? match[2]!;
      if (!source.startsWith('.')) continue;
      const to = featureOf(resolve(dirname(file), source));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

describe('no import cycle between server features', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([['checkout', new Set(['orders', 'cart'])], ['orders', new Set(['checkout'])], ['cart', new Set<string>()]]);
    expect(findCycles(graph)).toEqual([['checkout', 'orders', 'checkout']]);
  });

  it('reads the imports between features', () => {
    const graph = serverFeatureGraph();
    expect([...graph.get('shop/orders')!]).toEqual(expect.arrayContaining(['shop/cart', 'shop/checkout', 'account/payment-methods', 'shop/catalogue']));
    expect([...graph.get('account/registration')!]).toContain('account/access');
  });

  it('has none in src/server', () => {
    expect(findCycles(serverFeatureGraph())).toEqual([]);
  });
});
