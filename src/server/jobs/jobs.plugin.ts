import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobQueue, JobRunner } from './job-definition';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues background work (src/server/jobs/): `app.jobs.add(name, payload)`. */
    jobs: JobQueue;
  }
}

/**
 * Runs the store's jobs inside the server: started once the app is ready, stopped (waiting for the
 * jobs running) when it closes, before the database does. `onClose` follows: what the jobs held
 * (the mailer) is released after the last job ended.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, { runner, onClose }: { runner: JobRunner; onClose?: () => Promise<void> }) => {
  app.decorate('jobs', { add: runner.add, addMany: runner.addMany });
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', async () => {
    await runner.stop();
    await onClose?.();
  });
}, { name: 'jobs' });
