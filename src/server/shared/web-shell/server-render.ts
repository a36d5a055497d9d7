import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerApiCall, ServerRenderer } from '../../../contracts/server-render';
import { PAGE_MANIFEST_FILE } from '../../../../tools/vite/page-manifest';

/** tools/vite/page-manifest.ts: the chunk of each source module, and each chunk's imports and styles. */
interface PageManifest {
  modules: Record<string, string>;
  chunks: Record<string, { imports: string[]; css: string[]; isEntry: boolean }>;
}

export interface PageFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The built renderer (dist/ssr/entry-server.js) and the client build's page manifest, when both
 * exist; null otherwise (tests without a build, `npm run dev`), and the server then sends the bare app.
 */
export async function loadServerRenderer(webRoot: string): Promise<{ renderer: ServerRenderer; manifest: PageManifest } | null> {
  const entry = join(webRoot, '..', 'ssr', 'entry-server.js');
  const manifestPath = join(webRoot, PAGE_MANIFEST_FILE);
  if (!existsSync(entry) || !existsSync(manifestPath)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderer: ServerRenderer };
  return { renderer: module.renderer, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as PageManifest };
}

/**
 * The script and style files of the given sources (paths under src/web) and of everything their
 * chunks import, less what the page's HTML already loads (the entry chunk and its imports).
 */
export function pageFiles(manifest: PageManifest, sources: readonly string[]): PageFiles {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];

  function walk(file: string, collect: boolean) {
    const chunk = manifest.chunks[file];
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    if (collect) {
      scripts.push(`/${file}`);
      styles.push(...chunk.css.map((css) => `/${css}`));
    }
    for (const imported of chunk.imports) walk(imported, collect);
  }

  for (const [file, chunk] of Object.entries(manifest.chunks)) if (chunk.isEntry) walk(file, false);
  for (const source of sources) {
    const file = manifest.modules[source];
    if (file) walk(file, true);
  }
  return { scripts, styles };
}

/** Headers of an in-process answer, as the Fetch API's Headers take them. */
function toHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, String(item));
  }
  return result;
}

/**
 * The renderer's API calls, answered by this app in-process (no socket), with the page request's
 * cookies and language, so they see exactly what the browser's calls would.
 */
export function inProcessApi(app: FastifyInstance, pageHeaders: Record<string, string | undefined>) {
  return async (call: ServerApiCall): Promise<Response> => {
    const forwarded = Object.fromEntries(
      (['cookie', 'accept-language', 'user-agent'] as const).flatMap((name) => (pageHeaders[name] ? [[name, pageHeaders[name]]] : [])),
    );
    const answer = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { ...forwarded, ...call.headers },
      ...(call.body === undefined ? {} : { payload: call.body }),
    });
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: toHeaders(answer.headers) });
  };
}
