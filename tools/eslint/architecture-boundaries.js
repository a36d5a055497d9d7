// @ts-check
import { dirname, relative, resolve } from 'node:path';

/**
 * The architecture you can see from the folder tree (STYLE §1), enforced on every relative import:
 * a file in a zone's `target` may not import a path inside any of its `from` folders (unless the
 * path is inside one of `except`). Paths are relative to the repository root.
 *
 * Written here instead of eslint-plugin-import-x: that plugin's resolver ships platform binaries as
 * optional dependencies that npm 11 leaves out of package-lock.json, which breaks `npm ci`.
 */

/** @typedef {{ target: string, from: string[], except?: string[], message: string }} Zone */

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
    const active = zones.filter((zone) => inside(file, zone.target));
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
