import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MINUTE_MS } from '../domain/time';
import { isPostgresUrl } from './db/database';

/**
 * Every environment variable the server reads, parsed and validated once at boot. A bad value stops
 * start-up with a message naming each variable (STYLE §6). README lists them all.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('data/store.db'),
  IMAGES_BASE_URL: z
    .string()
    .refine((value) => value.endsWith('/'), 'must end with a slash')
    .default('/images/'),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  COOKIE_SECURE: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_PRODUCTS: z.coerce.number().int().min(10).max(200000).default(1500),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Vet Store <no-reply@vetstore.example>'),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  VCA_CLINIC: booleanFlag.default(false),
  /** Card payments: only the built-in sandbox provider exists so far (DESIGN §4; issue 5). */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Latency of each sandbox authorisation call, like a real provider's (issue 10 §8: the orders bench). */
  PAYMENT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(MINUTE_MS).default(0),
  /** The distributor clinics order from: only the built-in sandbox so far (issue 25). */
  DISTRIBUTOR_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Key of the distributors' shipment notice signatures (HMAC-SHA256); outside production a per-process one. */
  DISTRIBUTOR_NOTICE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTOORDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  WELLNESS_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /** Who runs background jobs: graphile-worker (PostgreSQL only) or this process; by default graphile-worker on PostgreSQL. */
  JOB_RUNNER: z.enum(['graphile', 'in-process']).optional(),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  /** graphile-worker's own PostgreSQL schema. */
  JOBS_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case PostgreSQL identifier').default('graphile_worker'),
  /** Score the sandbox human check gives a v3 token; below 0.8 the v2 challenge is asked (cc §9). */
  HUMAN_CHECK_SANDBOX_SCORE: z.coerce.number().min(0).max(1).default(0.9),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// address').optional(),
});


export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  imagesBaseUrl: string;
  tokenSecret: Uint8Array;
  sessionDays: number;
  cookieSecure: boolean;
  logLevel: string;
  seedProducts: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimits: { signInPerMinute: number; tokenPerMinute: number };
  isVcaClinic: boolean;
  paymentProvider: 'sandbox';
  paymentSandboxDelayMs: number;
  distributorProvider: 'sandbox';
  /** Signs and checks the distributors' shipment notices (src/server/integrations/distributor). */
  distributorNoticeSecret: string;
  /** Minutes between AutoOrder passes (a scheduled job); 0: none (the `npm run autoorders` command only). */
  autoOrderIntervalMinutes: number;
  /** Minutes between wellness plan billing passes (issue 27); 0: none. */
  wellnessIntervalMinutes: number;
  /** graphile-worker when the database is PostgreSQL, in-process otherwise (src/server/jobs/). */
  jobRunner: 'graphile' | 'in-process';
  /** Jobs each process runs at once. */
  jobConcurrency: number;
  /** The PostgreSQL schema of graphile-worker's tables. */
  jobsSchema: string;
  humanCheckSandboxScore: number;
  /** Origin written into email links; never taken from a request's Host header. */
  publicUrl: string;
  /** Which proxies' X-Forwarded-For to believe (Fastify trustProxy); false trusts none. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Where every server copy keeps the rate-limit counts; unset: each process counts for itself. */
  redisUrl: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.TOKEN_SECRET) {
    throw new ConfigError('Invalid configuration:\n  TOKEN_SECRET: required in production (every server copy must share it)');
  }
  const postgres = isPostgresUrl(e.DATABASE_URL);
  if (e.JOB_RUNNER === 'graphile' && !postgres) {
    throw new ConfigError('Invalid configuration:\n  JOB_RUNNER: graphile needs DATABASE_URL to be a PostgreSQL address');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    imagesBaseUrl: e.IMAGES_BASE_URL,
    // Outside production a per-process secret is fine: tokens live minutes and are re-fetched.
    tokenSecret: e.TOKEN_SECRET ? new TextEncoder().encode(e.TOKEN_SECRET) : randomBytes(32),
    sessionDays: e.SESSION_DAYS,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    seedProducts: e.SEED_PRODUCTS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    rateLimits: { signInPerMinute: e.SIGN_IN_RATE_LIMIT_PER_MINUTE, tokenPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE },
    isVcaClinic: e.VCA_CLINIC,
    paymentProvider: e.PAYMENT_PROVIDER,
    paymentSandboxDelayMs: e.PAYMENT_SANDBOX_DELAY_MS,
    distributorProvider: e.DISTRIBUTOR_PROVIDER,
    distributorNoticeSecret: e.DISTRIBUTOR_NOTICE_SECRET ?? randomBytes(32).toString('hex'),
    autoOrderIntervalMinutes: e.AUTOORDER_INTERVAL_MINUTES,
    wellnessIntervalMinutes: e.WELLNESS_INTERVAL_MINUTES,
    jobRunner: e.JOB_RUNNER ?? (postgres ? 'graphile' : 'in-process'),
    jobConcurrency: e.JOB_CONCURRENCY,
    jobsSchema: e.JOBS_SCHEMA,
    humanCheckSandboxScore: e.HUMAN_CHECK_SANDBOX_SCORE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
  };
}

/**
 * `TRUST_PROXY`: unset or 'false' trusts no proxy (per-address rate limits use the socket address);
 * a number trusts that many hops; anything else is a comma list of addresses or subnets
 * (e.g. 'loopback' or '10.0.0.0/8'). Trusting every proxy would let a client forge its address.
 */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** An empty variable means "not set", as shells and .env files usually intend. */
function stripEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}
