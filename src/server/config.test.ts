import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('data/store.db');
    expect(config.imagesBaseUrl).toBe('/images/');
    expect(config.tokenSecret.byteLength).toBe(32);
  });

  it('lists every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', IMAGES_BASE_URL: 'https://img.example.com' })).toThrowError(
      expect.objectContaining({ message: expect.stringMatching(/PORT[\s\S]*IMAGES_BASE_URL: must end with a slash/) }),
    );
  });

  it('requires a shared token secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) });
    expect(config.cookieSecure).toBe(true);
  });

  it('takes a Redis address for shared rate limits, and refuses anything else', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrowError(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ address/);
  });

  it('runs jobs on graphile-worker when the database is PostgreSQL, in-process otherwise, and graphile-worker only on PostgreSQL', () => {
    expect(loadConfig({}).jobRunner).toBe('in-process');
    const postgres = loadConfig({ DATABASE_URL: 'postgres://store@db:5432/store' });
    expect([postgres.jobRunner, postgres.jobsSchema, postgres.jobConcurrency]).toEqual(['graphile', 'graphile_worker', 1]);
    expect(loadConfig({ DATABASE_URL: 'postgres://store@db:5432/store', JOB_RUNNER: 'in-process' }).jobRunner).toBe('in-process');
    expect(() => loadConfig({ JOB_RUNNER: 'graphile' })).toThrowError(/JOB_RUNNER: graphile needs DATABASE_URL to be a PostgreSQL address/);
    expect(() => loadConfig({ JOBS_SCHEMA: 'Jobs; drop' })).toThrowError(/JOBS_SCHEMA/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});
