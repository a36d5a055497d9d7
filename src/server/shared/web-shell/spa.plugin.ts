import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from '../../../contracts/page-settings';
import { SERVER_RENDER_ELEMENT_IDS, type ServerRenderResult } from '../../../contracts/server-render';
import type { AccessTokenIssuer, IssuedToken } from '../auth';
import { isPageRoute } from '../../../contracts/routes';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/html';
import { pageSettingsFor, serializeForScript } from './page-settings';
import { inProcessApi, loadServerRenderer, pageFiles, type PageFiles } from './server-render';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vet Store</title></head>
<body><div id="root">The web app is not built yet: run <code>npm run build</code>.</div></body></html>`;

interface PageParts {
  settings: PageSettings;
  token: IssuedToken;
  rendered?: Extract<ServerRenderResult, { kind: 'page' }>;
  files?: PageFiles;
}

/** The app's module (src/web/main.tsx), which the entry (src/web/boot.ts) imports: every page needs its files. */
const APP_SOURCE = 'main.tsx';

const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${serializeForScript(value)}</script>`;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>\s*/g;
/** The image preloads React writes ahead of the markup (the first product pictures). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/;

/**
 * A rendered page paints from its HTML, stylesheets and pictures; its scripts only make it
 * interactive, so they should not take the few connections the paint needs. A page the server did
 * not render needs its scripts to show anything, and keeps their normal priority.
 */
function lowerScriptPriority(html: string): string {
  return html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
}

/** The template's head cut before its first script (where the stylesheets go), and the rest. */
function cutAtFirstScript(html: string) {
  const [head = '', rest = ''] = html.split('</head>');
  const at = head.indexOf('<script');
  const cut = at < 0 ? head.length : at;
  return { beforeScripts: head.slice(0, cut), scripts: head.slice(cut), rest };
}

/**
 * The app's HTML for each page, from the built index.html cut up once at start: its settings and
 * token, and when rendered, its title, markup, state and files. Stylesheets and image preloads come
 * first in the head: on a connection limited to a few requests at a time, the browser then fetches
 * what the first paint needs before the scripts.
 */
function pageShell(template: string) {
  const stylesheets = (template.match(STYLESHEET_LINK) ?? []).map((link) => link.trim());
  const withoutStyles = template.replace(STYLESHEET_LINK, '');
  const shells = { rendered: cutAtFirstScript(lowerScriptPriority(withoutStyles)), bare: cutAtFirstScript(withoutStyles) };

  return ({ settings, token, rendered, files }: PageParts): string => {
    const shell = rendered ? shells.rendered : shells.bare;
    const markup = rendered?.html ?? '';
    const preloads = LEADING_PRELOADS.exec(markup)?.[0] ?? '';
    const early = [...stylesheets, ...(files?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`), preloads].join('');
    const scripts = files?.scripts ?? [];
    const late = [
      jsonScript(PAGE_SETTINGS_ELEMENT_ID, settings),
      jsonScript(SERVER_RENDER_ELEMENT_IDS.accessToken, token),
      // A rendered page's code is fetched after its first paint (src/web/boot.ts), so it is named,
      // not preloaded; a page the browser renders needs it at once.
      ...(rendered
        ? [jsonScript(SERVER_RENDER_ELEMENT_IDS.pageScripts, scripts)]
        : scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)),
    ].join('');
    const root = rendered
      ? `<div id="root">${markup.slice(preloads.length)}</div>${jsonScript(SERVER_RENDER_ELEMENT_IDS.queryState, rendered.queryState)}`
      : '<div id="root"></div>';
    let top = shell.beforeScripts.replace(/<html lang="[^"]*"/, `<html lang="${settings.currentLanguage}"`);
    if (rendered) top = top.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`);
    return `${top}${early}${shell.scripts}${late}</head>${shell.rest.replace('<div id="root"></div>', () => root)}`;
  };
}

export interface SpaPluginOptions {
  config: Config;
  webRoot: string;
  tokenFor: AccessTokenIssuer;
}

/**
 * Serves the built app: hashed assets with a year of caching, and for every page path the app's
 * HTML with the page settings and an access token, rendered on the server when the build has a
 * renderer (dist/ssr). Route-table paths answer 200; other page paths answer the same app with 404
 * so the browser shows the not-found page and crawlers see the status.
 */
export const spaPlugin = fp(async (app: FastifyInstance, { config, webRoot: givenRoot, tokenFor }: SpaPluginOptions) => {
  const webRoot = resolve(givenRoot);
  const indexPath = join(webRoot, 'index.html');
  const composePage = pageShell(existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML);
  const serverRender = existsSync(indexPath) ? await loadServerRenderer(webRoot) : null;

  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      // The build writes .br and .gz beside each text asset (tools/vite/precompress.ts).
      preCompressed: true,
      // Vite puts a content hash in every file name under assets/, so those never change.
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(webRoot, 'assets'));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  // A page's files follow from its sources alone, and pages share a handful of source lists.
  const filesByAssets = new Map<string, PageFiles>();
  function filesOf(assets: readonly string[]): PageFiles | undefined {
    if (!serverRender) return undefined;
    const key = assets.join('\n');
    let files = filesByAssets.get(key);
    if (!files) {
      files = pageFiles(serverRender.manifest, assets);
      filesByAssets.set(key, files);
    }
    return files;
  }

  async function renderOnServer(request: FastifyRequest, settings: PageSettings, token: IssuedToken) {
    if (!serverRender) return null;
    try {
      return await serverRender.renderer.renderPage({
        url: `${request.protocol}://${request.host}${request.url}`,
        settings,
        token,
        callApi: inProcessApi(app, request.headers as Record<string, string | undefined>),
      });
    } catch (error) {
      // The page still works: the browser renders it as it would without a server render.
      request.log.warn({ err: error, url: request.url }, 'server render failed');
      return null;
    }
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const settings = pageSettingsFor(request, config);
    const token = await tokenFor(request);
    const result = await renderOnServer(request, settings, token);
    if (result?.kind === 'redirect') return reply.redirect(result.location, result.status);
    const rendered = result?.kind === 'page' ? result : undefined;
    const files = filesOf([APP_SOURCE, ...(rendered?.assets ?? [])]);
    const html = composePage({ settings, token, ...(rendered ? { rendered } : {}), ...(files ? { files } : {}) });
    return reply
      .status(!isPageRoute(path) ? 404 : (rendered?.status ?? 200))
      // Private: the page carries the shopper's token and, rendered, their prices.
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  // The static files' root would otherwise answer "/" (a folder) with 403.
  app.get('/', { schema: { hide: true } }, servePage);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // HEAD is answered as GET (same status and headers); Node sends no body for it.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (!wantsPage) {
      return reply.status(404).send({ isSuccess: false, code: 'not_found', message: `No route ${request.method} ${path}` });
    }
    return servePage(request, reply);
  });
});
