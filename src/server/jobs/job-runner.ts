import type { Config } from '../config';
import { connectionOptionsOf, type Db } from '../db/database';
import { createGraphileRunner } from './graphile-runner';
import { createInProcessRunner } from './in-process-runner';
import type { JobDefinition, JobLog, JobRunner } from './job-definition';

/**
 * The runner a process uses for the store's jobs (config JOB_RUNNER): graphile-worker on the
 * PostgreSQL database `db` is connected to, or this process.
 */
export function createJobRunner(definitions: readonly JobDefinition[], o: { config: Config; db: Db; log: JobLog }): JobRunner {
  if (o.config.jobRunner === 'in-process') return createInProcessRunner(definitions, { log: o.log, concurrency: o.config.jobConcurrency });
  const connection = connectionOptionsOf(o.db);
  if (!connection) throw new Error('graphile-worker needs the PostgreSQL address the database was opened with');
  return createGraphileRunner(definitions, {
    connectionString: connection.url, schema: o.config.jobsSchema, concurrency: o.config.jobConcurrency, log: o.log,
  });
}
