// @ts-check
import { dirname, relative, resolve } from 'node:path';

/**
 * The architecture you can see from the folder tree (STYLE §1), enforced on every relative import:
 * a file in a zone's `target` (and not in its `targetExcept`) may not import a path inside any of its
 * `from` folders (unless the path is inside one of `except`). Paths are relative to the repository root.
 *
 * Written here instead of eslint-plugin-import-x: that plugin's resolver ships platform binaries as
 * optional dependencies that npm 11 leaves out of package-lock.json, which breaks `npm ci`.
 */

/** @typedef {{ target: string, targetExcept?: string[], from: string[], except?: string[], message: string }} Zone */

const inside = (/** @type {string} */ path, /** @type {string} */ folder) => path === folder || path.startsWith(`${folder}/`);

/** @type {import('eslint').Rule.RuleModule} */
export const architectureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the layers and features the folder tree shows' },
    schema: [{ type: 'object', properties: { root: { type: 'string' }, zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const { root, zones } = /** @type {{ root: string, zones: Zone[] }} */ (context.options[0]);
    const file = relative(root, context.filename).replaceAll('\\', '/');
    const active = zones.filter((zone) => inside(file, zone.target) && !(zone.targetExcept ?? []).some((folder) => inside(file, folder)));
    if (active.length === 0) return {};

    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = relative(root, resolve(dirname(context.filename), source)).replaceAll('\\', '/');
      for (const zone of active) {
        const forbidden = zone.from.some((folder) => inside(imported, folder));
        const allowed = (zone.except ?? []).some((folder) => inside(imported, folder));
        if (forbidden && !allowed) context.report({ node, message: zone.message });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * @typedef {{
 *   folder: string,
 *   shared: string[],
 *   message?: string,
 * }} FeatureArea
 */

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const TEST_FIXTURES = /(^|[-.])test-fixtures$/;
const QUERIES = /\.queries$/;
const stripExtension = (/** @type {string} */ path) => path.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Features inside `folder` (e.g. src/server) talk through public modules: every sub-folder of `folder`
 * that is not listed in `shared` is a feature, with no per-feature configuration, so a folder added
 * tomorrow is covered. A file outside feature F (another feature, or a file of the shared
 * infrastructure) may import F only as `F` or `F/index`, its public module; a feature's
 * `*.queries.ts` is imported only inside that feature. Test code (`*.test.ts` and `*test-fixtures.ts`)
 * may also import another feature's `*test-fixtures.ts`, the test-only kit of that feature.
 * Shared folders (db, http, lib, …) and files directly in `folder` (app.ts, errors.ts) are open to all.
 * @type {import('eslint').Rule.RuleModule}
 */
export const featurePublicModules = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports another only through its public module (index.ts); queries stay inside their feature' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          areas: {
            type: 'array',
            items: {
              type: 'object',
              properties: { folder: { type: 'string' }, shared: { type: 'array', items: { type: 'string' } } },
              required: ['folder', 'shared'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'areas'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, areas } = /** @type {{ root: string, areas: FeatureArea[] }} */ (context.options[0]);
    const file = relative(root, context.filename).replaceAll('\\', '/');
    /** The innermost area a path lies in (src/server/clinic before src/server). */
    const areaOf = (/** @type {string} */ path) =>
      areas.filter((candidate) => path.startsWith(`${candidate.folder}/`)).sort((a, b) => b.folder.length - a.folder.length)[0];
    const area = areaOf(file);
    if (!area) return {};
    const featureOf = (/** @type {string} */ path) => {
      const at = areaOf(path);
      if (!at) return null;
      const rest = path.slice(at.folder.length + 1).split('/');
      // A file directly in an area (app.ts, an audience's route helper) or in a shared folder belongs to no feature.
      if (rest.length < 2 || at.shared.includes(/** @type {string} */ (rest[0]))) return null;
      const key = `${at.folder}/${rest[0]}`;
      return { key, name: key.split('/').slice(2).join('/'), inner: rest.slice(1).join('/') };
    };
    const own = featureOf(file);
    const isTestCode = TEST_FILE.test(file) || TEST_FIXTURES.test(stripExtension(file.split('/').pop() ?? ''));

    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = stripExtension(relative(root, resolve(dirname(context.filename), source)).replaceAll('\\', '/'));
      const target = featureOf(imported);
      if (!target || target.key === own?.key) return;
      if (target.inner === 'index') return;
      const base = target.inner.split('/').pop() ?? '';
      if (isTestCode && TEST_FIXTURES.test(base)) return;
      const where = own ? `The ${own.name} feature` : 'Shared code';
      if (QUERIES.test(base)) {
        context.report({
          node,
          message: `${where} imports ${target.name}'s queries (${target.inner}.ts): a feature's *.queries.ts is imported only inside its feature. Call what ${target.key}/index.ts exports (add the export there).`,
        });
      } else {
        context.report({
          node,
          message: `${where} reaches into ${target.name}'s internals (${target.inner}): import '${target.key}' (its index.ts, the public module) instead, adding the export there if needed.`,
        });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
