/**
 * What a clinic does until a clinic portal exists (issue 6):
 *
 *   npm run clinic -- pending            accounts waiting for email confirmation or for the clinic
 *   npm run clinic -- approve <email>    enables a pending account and sends the welcome email
 *
 * Uses the same DATABASE_URL, SMTP_URL and MAIL_FROM as the server.
 */
import { approvePendingAccount, linkBaseUrl } from '../src/server/account/access/account.service';
import { listPendingAccounts } from '../src/server/account/access/account.queries';
import { deliverQueuedEmails, runCommand, withMigratedDatabase } from './cli-support';

const USAGE = 'usage: npm run clinic -- pending | approve <email>';

const MESSAGES = {
  approved: (email: string) => `Enabled ${email}; the welcome email is on its way.`,
  not_found: (email: string) => `No account uses ${email}.`,
  unconfirmed: (email: string) => `${email} has not confirmed their email yet; approve it once they have.`,
  already_active: (email: string) => `${email} is already active.`,
  not_pending: (email: string) => `${email} is disabled or closed; it cannot be enabled here.`,
} as const;

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'pending' && !(command === 'approve' && email)) {
    console.log(USAGE);
    return 2;
  }
  return withMigratedDatabase(async (db, config) => {
    if (command === 'pending') {
      const rows = await listPendingAccounts(db);
      if (rows.length === 0) console.log('No account is waiting.');
      for (const row of rows) {
        const typed = row.requestedCity ? ` (typed in: ${row.requestedCity}, ${row.requestedPhone}${row.requestedVet ? `, ${row.requestedVet}` : ''})` : '';
        console.log(`${row.status.padEnd(11)} ${row.email}  ${row.firstName} ${row.lastName}  ${row.clinicName}${typed}  since ${row.createdAt}`);
      }
      return 0;
    }
    const outcome = await approvePendingAccount(db, email!, linkBaseUrl(config.port, config.publicUrl));
    console.log(MESSAGES[outcome](email!));
    if (outcome !== 'approved') return 1;
    const log = { info: (data: object, message: string) => console.log(message, JSON.stringify(data)), error: console.log, warn: console.log };
    await deliverQueuedEmails(db, config, log);
    return 0;
  });
}

runCommand(main);
