import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signInResponseSchema, tokenResponseSchema } from '../../contracts/auth';
import { buildApp } from '../app';
import type { LogStream } from '../http/request-log';
import { loadConfig, type Config } from '../config';
import type { Engine } from '../db/database';
import { DEMO_SHOPPER } from '../db/seed';
import { injectChecked } from './contract-inject';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Child products to seed; 0 leaves the database empty. Default 200. */
  products?: number;
  env?: Record<string, string>;
  /** Where the app's log lines go (set LOG_LEVEL in env too); none by default. */
  logStream?: LogStream;
}

/** The real app on a fresh database (seeded by default), for `app.inject` tests (STYLE §12). */
export async function createTestApp(engine: Engine, { products = 200, env = {}, logStream }: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine, { products });
  // No scheduled AutoOrder pass: it fires on the clock's multiples of ten minutes and would place a
  // test's due AutoOrders behind its back (tests run the engine themselves).
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000', AUTOORDER_INTERVAL_MINUTES: '0', WELLNESS_INTERVAL_MINUTES: '0', ...env });
  const app = await buildApp({ config, db: database.db, webRoot: '/nonexistent-web-root', logStream });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** A bearer token for an anonymous visitor. */
export async function visitorToken(app: FastifyInstance): Promise<string> {
  const response = await injectChecked(app, { method: 'POST', url: '/Account/GetToken' }, tokenResponseSchema);
  return response.json<{ accessToken: string }>().accessToken;
}

/** Signs in (demo shopper by default) and returns the session cookie and a shopper token. */
export async function signInAs(
  app: FastifyInstance,
  email: string = DEMO_SHOPPER.email,
  password: string = DEMO_SHOPPER.password,
): Promise<{ cookie: string; token: string; headers: Record<string, string> }> {
  const logon = await injectChecked(app, { method: 'POST', url: '/Account/Logon', payload: { email, password } }, signInResponseSchema);
  if (logon.statusCode !== 200) throw new Error(`sign-in failed: ${logon.statusCode} ${logon.body}`);
  const cookie = sessionCookieOf(logon);
  const tokenResponse = await injectChecked(app, { method: 'POST', url: '/Account/GetToken', headers: { cookie } }, tokenResponseSchema);
  const token = tokenResponse.json<{ accessToken: string }>().accessToken;
  return { cookie, token, headers: { authorization: `Bearer ${token}` } };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const session = response.cookies.find((c) => c.name === 'sid');
  if (!session) throw new Error('no session cookie set');
  return `sid=${session.value}`;
}
