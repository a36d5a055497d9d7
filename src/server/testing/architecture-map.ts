import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import layout from '../../../tools/eslint/layout.json';

/**
 * The map of docs/architecture.md read back from the code, for src/server/architecture.test.ts:
 * which server feature imports which, which server features each web folder calls, and which
 * server code writes each table. The three documented tables are parsed from the doc's markdown
 * and compared with these, so the map cannot drift from the code unnoticed.
 *
 * Owners are named as the doc names them: a feature `audience/feature` (`shop/cart`,
 * `shared/auth`), an audience's shared layer `clinic (layer)` (files directly in its folder),
 * server infrastructure by its folder (`db`, `integrations`), the web's lower layers by theirs
 * (`ui`, `shell`).
 */

export const root = resolve(import.meta.dirname, '../../..');
const serverDir = join(root, 'src/server');
const webDir = join(root, 'src/web');
const featuresDir = join(webDir, 'features');

/** Production code only: tests and test kits are left out (as the lint rule reads them). */
export const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || /test-fixtures\.tsx?$/.test(file) || /\.fixture\.tsx?$/.test(file);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const productionFiles = (folder: string) => filesUnder(folder).filter((file) => !isTestCode(file));

const isDirectory = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;

const parsed = new Map<string, ts.SourceFile>();
/** A file's syntax tree, parsed once per run (the three maps read the same files). */
function parse(file: string): ts.SourceFile {
  const source = parsed.get(file)
    ?? ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  parsed.set(file, source);
  return source;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

// ---------------------------------------------------------------------------------------------
// Owners

const serverAreas = ['shared', ...layout.audiences];

/** The server feature a path lies in (`shop/cart`), or null (infrastructure, an audience's layer, app.ts). */
export function serverFeatureOf(path: string): string | null {
  const [area, name, ...rest] = relative(serverDir, path).split('/');
  if (!area || !name || !serverAreas.includes(area)) return null;
  // `../cart` names the cart folder (its index.ts); `./clinic-records` a file of the audience's layer.
  return rest.length > 0 || isDirectory(join(serverDir, area, name)) ? `${area}/${name}` : null;
}

/** Who owns a server file, as the Tables table names writers. */
function serverOwnerOf(file: string): string {
  const feature = serverFeatureOf(file);
  if (feature) return feature;
  const [first, ...rest] = relative(serverDir, file).split('/');
  if (rest.length === 0) return 'src/server';
  if (layout.audiences.includes(first!)) return `${first} (layer)`;
  return first!;
}

/** Who owns a web file: a feature (`clinic/orders`), an audience's layer (`clinic (layer)`), or a lower folder (`ui`). */
function webOwnerOf(file: string): string {
  const path = relative(webDir, file).split('/');
  if (path[0] === 'features') {
    const [, audience, name, ...rest] = path;
    if (rest.length > 0 && name !== 'messages') return `${audience}/${name}`;
    return `${audience} (layer)`;
  }
  return path.length > 1 ? path[0]! : 'src/web';
}

// ---------------------------------------------------------------------------------------------
// Server feature → server features (imports)

function moduleSpecifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  walk(source, (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
  });
  return found;
}

/** Which server feature imports which, from the production code's relative imports (type imports included). */
export function serverFeatureImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const area of serverAreas) {
    for (const entry of readdirSync(join(serverDir, area), { withFileTypes: true })) {
      if (entry.isDirectory()) graph.set(`${area}/${entry.name}`, new Set());
    }
  }
  for (const file of productionFiles(serverDir)) {
    const from = serverFeatureOf(file);
    if (!from) continue;
    for (const source of moduleSpecifiers(parse(file))) {
      if (!source.startsWith('.')) continue;
      const to = serverFeatureOf(resolve(dirname(file), source));
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

// ---------------------------------------------------------------------------------------------
// Paths in literals: '/api/x', `/api/x/${id}`, `${base}/:id`

/** Stands for one run of characters inside a path segment: a `${…}` we cannot read, or a route's `:param`. */
const ANY = '\u0000';

/** The strings a const of the same file may hold, by name. */
function constStrings(source: ts.SourceFile): Map<string, string> {
  const consts = new Map<string, string>();
  walk(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isStringLiteralLike(node.initializer)
      && ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0) {
      consts.set(node.name.text, node.initializer.text);
    }
  });
  return consts;
}

/** Every string an expression can be, when it can be read (literals, consts, `a ? 'x' : 'y'`, templates); null otherwise. */
function readStrings(node: ts.Expression, consts: ReadonlyMap<string, string>): string[] | null {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return readStrings(node.expression, consts);
  if (ts.isIdentifier(node)) return consts.has(node.text) ? [consts.get(node.text)!] : null;
  if (ts.isConditionalExpression(node)) {
    const [whenTrue, whenFalse] = [readStrings(node.whenTrue, consts), readStrings(node.whenFalse, consts)];
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
  }
  if (ts.isTemplateExpression(node)) {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      const parts = readStrings(span.expression, consts) ?? [ANY];
      texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
    }
    return texts;
  }
  return null;
}

/** The `/api/…` paths written in a file's string and template literals (comments are not literals). */
function apiPaths(file: string): string[] {
  const source = parse(file);
  const consts = constStrings(source);
  const paths = new Set<string>();
  walk(source, (node) => {
    if (!ts.isStringLiteralLike(node) && !ts.isTemplateExpression(node)) return;
    // A template's own pieces are read with the template.
    if (ts.isTemplateExpression(node.parent) || ts.isTemplateSpan(node.parent)) return;
    for (const text of readStrings(node, consts) ?? []) if (text.startsWith('/api/')) paths.add(text);
  });
  return [...paths];
}

/** As the server's router compares paths: case-insensitive, trailing slash ignored (app.ts routerOptions), no query. */
const segmentsOf = (path: string) => path.split('?')[0]!.toLowerCase().replace(/\/+$/, '').split('/');

const segmentPattern = (segment: string) =>
  new RegExp(`^${segment.split(ANY).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);
const sample = (segment: string) => segment.replaceAll(ANY, 'x');

/** How well a called path fits a route: -1 when it does not, else how many segments are equal as written. */
function fit(called: string[], route: string[]): number {
  if (called.length !== route.length) return -1;
  let exact = 0;
  for (let i = 0; i < called.length; i++) {
    const [a, b] = [called[i]!, route[i]!];
    if (a === b) exact++;
    else if (!segmentPattern(a).test(sample(b)) && !segmentPattern(b).test(sample(a))) return -1;
  }
  return exact;
}

export interface Route { feature: string; path: string; segments: string[] }

/** The `/api/…` paths each server feature registers: the path literals of its route files. */
export function serverRoutes(): Route[] {
  return productionFiles(serverDir)
    .filter((file) => /\.routes\.ts$/.test(file) && serverFeatureOf(file))
    .flatMap((file) => apiPaths(file).map((path) => {
      const routePath = path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ANY);
      return { feature: serverFeatureOf(file)!, path, segments: segmentsOf(routePath) };
    }));
}

export interface WebCalls {
  /** Web folder → the server features whose routes it calls. */
  calls: Map<string, Set<string>>;
  /** Calls that match no server feature's route. */
  unmatched: { file: string; path: string }[];
}

/** The server features each web folder calls: every `/api/…` literal of its production code matched to the routes. */
export function webFeatureCalls(routes: readonly Route[] = serverRoutes()): WebCalls {
  const calls = new Map<string, Set<string>>();
  for (const audience of layout.audiences) {
    for (const entry of readdirSync(join(featuresDir, audience), { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'messages') calls.set(`${audience}/${entry.name}`, new Set());
    }
  }
  const unmatched: WebCalls['unmatched'] = [];
  for (const file of productionFiles(webDir)) {
    for (const path of apiPaths(file)) {
      const called = segmentsOf(path);
      const fits = routes.map((route) => ({ route, fit: fit(called, route.segments) })).filter((f) => f.fit >= 0);
      const best = Math.max(...fits.map((f) => f.fit));
      const features = new Set(fits.filter((f) => f.fit === best).map((f) => f.route.feature));
      if (features.size === 0) {
        unmatched.push({ file: relative(root, file), path: path.replaceAll(ANY, '${…}') });
        continue;
      }
      const owner = webOwnerOf(file);
      const set = calls.get(owner) ?? calls.set(owner, new Set()).get(owner)!;
      for (const feature of features) set.add(feature);
    }
  }
  return { calls, unmatched };
}

// ---------------------------------------------------------------------------------------------
// Table → writers

const WRITE_CALLS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables of the schema (src/server/db/schema.ts `Database`). */
export function schemaTables(): string[] {
  const source = parse(join(serverDir, 'db/schema.ts'));
  const tables: string[] = [];
  walk(source, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Database') {
      for (const member of node.members) if (member.name && ts.isIdentifier(member.name)) tables.push(member.name.text);
    }
  });
  return tables;
}

/** Which server code writes each table: Kysely's insertInto / updateTable / deleteFrom and raw insert / update / delete. */
export function tableWriters(): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>(schemaTables().map((table) => [table, new Set<string>()]));
  const add = (table: string, owner: string) => (writers.get(table) ?? writers.set(table, new Set()).get(table)!).add(owner);
  const leftOut = ['db/seed/', 'db/migrations/', 'testing/'];
  for (const file of productionFiles(serverDir)) {
    if (leftOut.some((folder) => relative(serverDir, file).startsWith(folder))) continue;
    const owner = serverOwnerOf(file);
    walk(parse(file), (node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && WRITE_CALLS.has(node.expression.name.text)) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteralLike(argument)) add(argument.text.trim().split(/\s+/)[0]!, owner);
        else throw new Error(`${relative(root, file)}: ${node.expression.name.text} with a table this map cannot read; name the table in a literal`);
      } else if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
        const text = ts.isNoSubstitutionTemplateLiteral(node.template)
          ? node.template.text
          : [node.template.head.text, ...node.template.templateSpans.map((span) => span.literal.text)].join(' ');
        for (const match of text.matchAll(RAW_WRITE)) if (writers.has(match[1]!)) add(match[1]!, owner);
      }
    });
  }
  return writers;
}

// ---------------------------------------------------------------------------------------------
// The doc's tables

export type MapTable = Map<string, Set<string>>;

/**
 * The table under a heading of the doc (`### Server features`): its rows by their first cell's
 * name, each with the names its second cell holds in backticks (`—` for none). Further columns are
 * prose for the reader and are not read.
 */
export function parseDocTable(markdown: string, heading: string): MapTable {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#+\s/.test(line) && line.replace(/^#+\s+/, '').trim() === heading);
  if (start < 0) throw new Error(`docs/architecture.md has no heading "${heading}"`);
  const rows: MapTable = new Map();
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (/^#+\s/.test(line)) break;
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    const cells = line.slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined).split(/(?<!\\)\|/).map((cell) => cell.trim());
    if (!inTable) { inTable = true; continue; } // the header row
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const name = /^`([^`]+)`$/.exec(cells[0] ?? '')?.[1];
    if (!name) throw new Error(`"${heading}": a row's first cell must be one name in backticks: ${line}`);
    if (rows.has(name)) throw new Error(`"${heading}": two rows for \`${name}\``);
    rows.set(name, new Set([...(cells[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!)));
  }
  if (!inTable) throw new Error(`"${heading}" has no table`);
  return rows;
}

export interface TableWords {
  /** What a row stands for, e.g. "server feature". */
  row: string;
  /** The sentence for names the code has and the row does not list, e.g. "the code imports `x`, which the row does not list". */
  missing: (names: string) => string;
  /** The sentence for names the row lists and the code does not have. */
  extra: (names: string) => string;
}

/** The differences between a documented table and the code's, one readable line each (none when they agree). */
export function compareTable(title: string, words: TableWords, documented: MapTable, actual: MapTable): string[] {
  const differences: string[] = [];
  const names = [...new Set([...documented.keys(), ...actual.keys()])].sort();
  for (const name of names) {
    const [doc, code] = [documented.get(name), actual.get(name)];
    if (!doc) differences.push(`${title}: no row for the ${words.row} \`${name}\` (the code: ${list(code!)})`);
    else if (!code) differences.push(`${title}: row \`${name}\` names no ${words.row} the code has`);
    else {
      const missing = [...code].filter((item) => !doc.has(item));
      const extra = [...doc].filter((item) => !code.has(item));
      if (missing.length > 0) differences.push(`${title}, row \`${name}\`: ${words.missing(list(missing))}`);
      if (extra.length > 0) differences.push(`${title}, row \`${name}\`: ${words.extra(list(extra))}`);
    }
  }
  return differences;
}

const list = (items: Iterable<string>) => {
  const names = [...items].sort().map((item) => `\`${item}\``);
  return names.length === 0 ? 'none' : names.join(', ');
};

/** Every cycle in a directed graph, each as the list of its nodes (first node repeated at the end). */
export function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
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
