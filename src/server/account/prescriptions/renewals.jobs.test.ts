import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../background-jobs';
import { loadConfig } from '../../config';
import { DEMO_SHOPPER } from '../../db/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { RENEWALS_JOB } from './renewals.jobs';

/**
 * Issue 28: the renewal pass is a daily job of the server's job list; run (as the queue runs it),
 * it makes the demo prescription's task and asks for email delivery; run again, nothing more.
 */
describe.each(testEngines())('the renewals job on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 50 });
  });
  afterAll(() => t.close());

  it('is scheduled once a day and makes the demo task once', async () => {
    const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
    const jobs = backgroundJobs({ db: t.database.db, config: loadConfig({}), log });
    try {
      const job = jobs.definitions.find((d) => d.name === RENEWALS_JOB)!;
      expect(job.schedule).toEqual({ everyMinutes: 1440 });
      const added: string[] = [];
      const queue = { add: async (name: string) => { added.push(name); }, addMany: async () => {} };
      await job.run({}, { log, queue, attempt: 1 });
      await job.run({}, { log, queue, attempt: 1 });
      const demo = await t.database.db.selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
      const tasks = await t.database.db.selectFrom('prescription_renewals').select(['reason', 'source']).where('user_id', '=', demo.id).execute();
      expect(tasks).toEqual([{ reason: 'expiring', source: 'job' }]);
      expect(added).toEqual(['email:deliver']);
    } finally {
      await jobs.close();
    }
  });
});
