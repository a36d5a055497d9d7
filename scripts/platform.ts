/**
 * The platform's site administrators (issue 25): made from the command line only, never by sign-up.
 *
 *   npm run platform -- admins                 every site administrator
 *   npm run platform -- add-admin <email>      an existing, active account becomes one (audited)
 *   npm run platform -- remove-admin <email>   takes the role away (audited)
 *   npm run platform -- bill-month <YYYY-MM>   bills every clinic not billed yet for that month (issue 27; audited)
 *
 * Uses the same DATABASE_URL as the server.
 */
import { addSiteAdmin, listSiteAdmins, removeSiteAdmin, type AddAdminOutcome, type RemoveAdminOutcome } from '../src/server/platform/admins';
import { billMonth } from '../src/server/clinic/invoices';
import { runCommand, withMigratedDatabase } from './cli-support';

const USAGE = 'usage: npm run platform -- admins | add-admin <email> | remove-admin <email> | bill-month <YYYY-MM>';

const MESSAGES: Record<AddAdminOutcome | RemoveAdminOutcome, (email: string) => string> = {
  added: (email) => `${email} is now a site administrator; they land on /platform when they sign in.`,
  already_admin: (email) => `${email} is already a site administrator.`,
  not_found: (email) => `No account uses ${email}: the person registers first, then is made a site administrator.`,
  not_active: (email) => `${email} is not an active account (unconfirmed, pending, disabled or closed).`,
  clinic_staff: (email) => `${email} is a clinic's staff member; a site administrator needs an account of their own.`,
  removed: (email) => `${email} is no longer a site administrator.`,
  not_admin: (email) => `${email} is not a site administrator.`,
};

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command === 'bill-month') {
    if (!email || !/^\d{4}-(0[1-9]|1[0-2])$/.test(email)) {
      console.log(USAGE);
      return 2;
    }
    return withMigratedDatabase(async (db) => {
      const result = await billMonth(db, email, new Date(), { userId: null, role: 'command_line' });
      console.log(`${email}: ${result.created} invoice(s) made, ${result.existing} clinic(s) already billed.`);
      return 0;
    });
  }
  if (command !== 'admins' && !((command === 'add-admin' || command === 'remove-admin') && email)) {
    console.log(USAGE);
    return 2;
  }
  return withMigratedDatabase(async (db) => {
    if (command === 'admins') {
      const rows = await listSiteAdmins(db);
      if (rows.length === 0) console.log('No site administrator yet: npm run platform -- add-admin <email>');
      for (const row of rows) console.log(`${row.email}  ${row.firstName} ${row.lastName}  ${row.status}  since ${row.since}`);
      return 0;
    }
    const outcome = command === 'add-admin' ? await addSiteAdmin(db, email!, new Date()) : await removeSiteAdmin(db, email!, new Date());
    console.log(MESSAGES[outcome](email!));
    return outcome === 'added' || outcome === 'removed' ? 0 : 1;
  });
}

runCommand(main);
