import { ConfigError, type Config } from '../src/server/config';
import type { Db } from '../src/server/db/database';
import { storeOutboxWorker } from '../src/server/integrations/email/store-outbox';

type Log = Parameters<typeof storeOutboxWorker>[2];

/** Sends the emails a command queued, now, rather than waiting for a server's outbox worker. */
export async function deliverQueuedEmails(db: Db, config: Config, log: Log): Promise<void> {
  const worker = storeOutboxWorker(db, config, log);
  await worker.kick();
  await worker.stop();
}

/** Runs a command's main and exits with its code; a configuration error prints its message alone. */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    // Exits once standard output has taken everything written: into a pipe, an exit straight after
    // the last lines lost them (a report read by another program ended early).
    (code) => process.stdout.write('', () => process.exit(code)),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
