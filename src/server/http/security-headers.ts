import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** helmet's options for the store: the content-security policy the pages are built for (no inline script). */
export function helmetOptions(config: Config): HelmetOptions {
  return {
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
  };
}

/**
 * The headers helmet sets for these options, worked out once: they depend on the configuration
 * alone, and building helmet's middleware for every request cost ~4% of the server's CPU.
 */
export function computeSecurityHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Sends the security headers with every answer (pages, API, files, errors). */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = computeSecurityHeaders(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
