import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { accountAudience } from './account';
import { backgroundJobs } from './background-jobs';
import { clinicAudience } from './clinic';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerErrorHandling } from './errors';
import { registerCrossSiteGuard } from './http/cross-site-guard';
import { registerFormBodyParser } from './http/form-body';
import { registerRateLimits } from './http/rate-limit';
import { loggingOptions, type LogStream } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { emailPlugin } from './integrations/email/email.plugin';
import { createJobRunner } from './jobs/job-runner';
import { jobsPlugin } from './jobs/jobs.plugin';
import { platformAudience } from './platform';
import { accessTokenIssuer, authRoutes, requestAuthPlugin } from './shared/auth';
import { storePreviewPlugin } from './shared/store-preview';
import { spaPlugin } from './shared/web-shell';
import { shopAudience } from './shop';

export interface AppDependencies {
  config: Config;
  db: Db;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
  /** Where log lines go (tests read them); defaults to standard output. */
  logStream?: LogStream;
}

/** Builds the whole app; main.ts listens on it and tests call `app.inject` (STYLE §2). */
export async function buildApp({ config, db, webRoot = join(process.cwd(), 'dist', 'web'), logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // The catalogue module builds the first index before the store listens: at 100,000 products in
    // a worker thread, well past Fastify's 10 s default on a busy machine (a build on the main thread
    // held the event loop, so that timer never got its turn).
    pluginTimeout: 120_000,
  });

  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed by the zod contracts at compile time and checked in tests; serialising them
  // without re-validation keeps the hot catalogue path fast
  // (docs/decisions/004-responses-without-re-validation.md).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);

  registerSecurityHeaders(app, config);
  registerCrossSiteGuard(app, config.publicUrl);
  registerFormBodyParser(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerRateLimits(app, config.redisUrl);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vet Store API', version: '1.0.0', description: 'Catalogue, cart, checkout and account API of the store.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(requestAuthPlugin, { db, secret: config.tokenSecret });
  // Before every route: a request carrying a preview of the store may not write in the shop or the account.
  await app.register(storePreviewPlugin, { db });

  // Background work (src/server/background-jobs.ts): graphile-worker on PostgreSQL, in-process on SQLite.
  const jobs = backgroundJobs({ db, config, log: app.log });
  await app.register(jobsPlugin, { runner: createJobRunner(jobs.definitions, { config, db, log: app.log }), onClose: jobs.close });
  await app.register(emailPlugin, { db, config });
  await app.register(authRoutes, { db, config });
  // The four audiences, each with its route prefix, layout and roles (docs/architecture.md).
  await app.register(shopAudience, { db, config });
  await app.register(accountAudience, { db, config });
  await app.register(clinicAudience, { db, config });
  await app.register(platformAudience, { db, config });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));

  await app.register(spaPlugin, { config, webRoot, tokenFor: accessTokenIssuer(db, config) });
  return app;
}
