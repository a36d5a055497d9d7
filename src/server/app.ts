import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { accessTokenIssuer } from './auth/access-token';
import { authRoutes } from './auth/auth.routes';
import { catalogueModule } from './catalogue';
import { cartFeature } from './cart/cart.plugin';
import { checkoutFeature } from './checkout/checkout.plugin';
import { clinicInfoRoutes } from './clinic-info/clinic-info.routes';
import { requestAuthPlugin } from './auth/request-auth';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerErrorHandling } from './errors';
import { emailPlugin } from './integrations/email/email.plugin';
import { registrationPlugin } from './registration/registration.plugin';
import { imageRoutes } from './images/images.routes';
import { spaPlugin } from './web-shell/spa.plugin';

export interface AppDependencies {
  config: Config;
  db: Db;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
}

/** Builds the whole app; main.ts listens on it and tests call `app.inject` (STYLE §2). */
export async function buildApp({ config, db, webRoot = join(process.cwd(), 'dist', 'web') }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : {
      level: config.logLevel,
      // Nothing of a password, token or card reaches a log line.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.number', '*.cvd', '*.cvv', '*.token'],
        censor: '[redacted]',
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });

  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed by the zod contracts at compile time and checked in tests; serialising them
  // without re-validation keeps the hot catalogue path fast (docs/decisions.md).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', ...(config.imagesBaseUrl.startsWith('http') ? [new URL(config.imagesBaseUrl).origin] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
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
  await app.register(registrationPlugin, { db, config, publicUrl: config.publicUrl });
  await app.register(clinicInfoRoutes, { db });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));

  await app.register(spaPlugin, { config, webRoot, tokenFor: accessTokenIssuer(db, config) });
  return app;
}
