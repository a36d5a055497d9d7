import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_SETTINGS_ELEMENT_ID } from '../../contracts/page-settings';
import { isPageRoute } from '../../contracts/routes';
import type { Config } from '../config';
import { pageSettingsFor, serializeForScript } from './page-settings';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vet Store</title></head>
<body><div id="root">The web app is not built yet: run <code>npm run build</code>.</div></body></html>`;

/**
 * Serves the built SPA: hashed assets with a year of caching, and the app's HTML (with the page
 * settings injected) for every page path. Route-table paths answer 200; other page paths answer the
 * same app with 404 so the browser shows the not-found page and crawlers see the status.
 */
export const spaPlugin = fp(async (app: FastifyInstance, { config, webRoot: givenRoot }: { config: Config; webRoot: string }) => {
  const webRoot = resolve(givenRoot);
  const indexPath = join(webRoot, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : FALLBACK_HTML;

  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      // Vite puts a content hash in every file name under assets/, so those never change.
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(webRoot, 'assets'));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (!wantsPage) {
      return reply.status(404).send({ isSuccess: false, code: 'not_found', message: `No route ${request.method} ${path}` });
    }
    const settings = pageSettingsFor(request, config);
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${settings.currentLanguage}"`)
      .replace(
        '</head>',
        `<script type="application/json" id="${PAGE_SETTINGS_ELEMENT_ID}">${serializeForScript(settings)}</script></head>`,
      );
    return reply
      .status(isPageRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
});
