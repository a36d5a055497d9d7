import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the client build writes the page manifest, under its output folder. */
export const PAGE_MANIFEST_FILE = '.vite/page-manifest.json';

/**
 * Which chunk holds each source module (paths under src/web), and what each chunk imports and
 * styles with. Vite's own manifest names only modules that start a chunk; once modules are grouped
 * into chunks (vite.config.ts), a page's module can sit inside another chunk, and the server needs
 * to find it to preload a server-rendered page's files.
 */
export function pageManifest(): Plugin {
  let root = '';
  return {
    name: 'page-manifest',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string> = {};
      const chunks: Record<string, { imports: string[]; css: string[]; isEntry: boolean }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const source = relative(root, id.split('?')[0] ?? id).replaceAll('\\', '/');
          // src/contracts and src/domain appear as ../contracts/…, ../domain/… (the bench's audience check reads them too).
          if (!source.startsWith('../..') && !source.includes('node_modules')) modules[source] = output.fileName;
        }
        chunks[output.fileName] = {
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          isEntry: output.isEntry,
        };
      }
      this.emitFile({ type: 'asset', fileName: PAGE_MANIFEST_FILE, source: JSON.stringify({ modules, chunks }) });
    },
  };
}
