import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import layout from '../../tools/eslint/layout.json';

/**
 * The import graph between the server's features (docs/architecture.md "Server features"), which
 * must have no cycle. The lint rules have their own test (lint-zones.test.ts).
 */

const root = resolve(import.meta.dirname, '../..');
const serverDir = join(root, 'src/server');

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
