import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { accessTokenIssuer, authRoutes, requestAuthPlugin } from './auth';
import { autoOrdersFeature } from './autoorders';
import { catalogueModule } from './catalogue';
import { cartFeature } from './cart';
import { checkoutFeature } from './checkout';
import { clinicInfoRoutes } from './clinic-info';
import { prescriptionsRoutes } from './prescriptions';
import { clinicRoutes } from './clinic';
import { couponRoutes } from './coupons';
import { reportRoutes } from './reports';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerErrorHandling } from './errors';
import { registerCrossSiteGuard } from './http/cross-site-guard';
import { registerFormBodyParser } from './http/form-body';
import { registerRateLimits } from './http/rate-limit';
import { loggingOptions, type LogStream } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { emailPlugin } from './integrations/email/email.plugin';
import { registrationPlugin } from './registration';
import { imageRoutes } from './images';
import { accountOrdersRoutes, orderRoutes } from './orders';
import { spaPlugin } from './web-shell';

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
  });

  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed by the zod contracts at compile time and checked in tests; serialising them
  // without re-validation keeps the hot catalogue path fast (docs/decisions.md).
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

  await app.register(emailPlugin, { db, config });
  await app.register(authRoutes, { db, config });
  // Builds the catalogue index, checks the catalogue version every few seconds, stops on close.
  await app.register(catalogueModule, { db, config });
  await app.register(imageRoutes);
  await app.register(cartFeature, { db, config });
  await app.register(checkoutFeature, { db, config });
  await app.register(orderRoutes, { db, config });
  await app.register(registrationPlugin, { db, config, publicUrl: config.publicUrl });
  await app.register(clinicInfoRoutes, { db });
  await app.register(prescriptionsRoutes, { db });
  await app.register(accountOrdersRoutes, { db, config });
  await app.register(clinicRoutes, { db, config });
  await app.register(couponRoutes, { db });
  await app.register(reportRoutes, { db });
  await app.register(autoOrdersFeature, { db, config });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));

  await app.register(spaPlugin, { config, webRoot, tokenFor: accessTokenIssuer(db, config) });
  return app;
}
