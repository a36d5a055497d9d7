import { startTemplateRun } from '../../src/server/testing/database-templates';

/** Vitest global setup: one set of template databases for the whole run, removed at its end. */
export default function setup(): () => Promise<void> {
  return startTemplateRun();
}
