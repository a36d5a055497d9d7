import { LogController, type FastifyLoggerOptions, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { redactUrl } from './redact-url';

/** Where log lines go (Fastify's own type for pino's destination, so pino needs no listing of ours). */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/** Hashed build files, pictures and the icon: logged only at `debug`, so a page load is one line. */
const STATIC_PATH = /^\/(assets|images)\/|^\/favicon/;

/**
 * One short line per answered request (method, path with secrets redacted, status, milliseconds)
 * instead of Fastify's two verbose ones, which cost ~20% of the catalogue's throughput. Static
 * files are `debug` lines; a request that failed mid-answer is an `error` line with the error.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  // Our not-found handler answers every unknown path; its line is the request's own.
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`;
    if (error) reply.log.error({ err: error }, line);
    else if (STATIC_PATH.test(request.url)) reply.log.debug(line);
    else reply.log.info(line);
  }
}

/**
 * The logger: JSON lines without host and process ids, nothing of a password, token, cookie or card
 * in them, and URLs with their secret query values redacted wherever a line carries one.
 */
export function loggingOptions(config: Config, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.logLevel === 'silent') return { logger: false };
  return {
    logger: {
      level: config.logLevel,
      base: null,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.number', '*.cvd', '*.cvv', '*.token'],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; url: string }) => ({ method: request.method, url: redactUrl(request.url) }),
      },
      formatters: {
        log: (object: Record<string, unknown>) => (typeof object.url === 'string' ? { ...object, url: redactUrl(object.url) } : object),
      },
      ...(stream ? { stream } : {}),
    },
    logController: new OneLinePerRequest(),
  };
}
