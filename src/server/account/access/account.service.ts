import type { Transaction } from 'kysely';
import { ACCOUNT_FLOW_ERROR, ACCOUNT_FLOW_PATHS } from '../../../contracts/account-flows';
import { PAGE_ROUTES } from '../../../contracts/routes';
import { LANGUAGES, type Language } from '../../../domain/constants';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../domain/time';
import { canChangePassword, nextPasswordChangeAt } from '../../../domain/validation/password';
import { hashPassword } from '../../shared/auth';
import { flag, type Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { countRecentEmails, enqueueEmail } from '../../integrations/email/outbox.queries';
import { confirmAccountEmail, pendingClientNoticeEmail, resetPasswordEmail, welcomeEmail } from './account-emails';
import { createAccountToken, findUsableToken, retireTokens, useToken, type TokenPurpose } from './account-tokens.queries';
import { rememberPassword } from './password-history.queries';
import { changeStatus, deleteSessionsOf, findAccountByEmail, findClinicOfUser, isStaffMember, updateAccount } from './account.queries';
import { isReusedPassword } from './password-history';

/** How long links work, and how many account emails one address may receive in an hour. */
export const ACCOUNT_LINKS = {
  confirmDays: 7,
  resetMinutes: 60,
  emailsPerAddressPerHour: 3,
} as const;

export const accountLinkPaths = {
  confirm: ACCOUNT_FLOW_PATHS.confirmAccount,
  reset: ACCOUNT_FLOW_PATHS.resetPassword,
  logon: PAGE_ROUTES.logon,
} as const;

/**
 * Origin written into email links. Until config has a PUBLIC_URL, links point at
 * http://localhost:<PORT>; the request's Host header is never used (it would let an attacker send a
 * victim a reset link to a site of theirs).
 */
export function linkBaseUrl(port: number, publicUrl?: string): string {
  return (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
}

export const asLanguage = (value: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';

const invalidLink = () => new AppError(400, ACCOUNT_FLOW_ERROR.token_invalid, 'This link is invalid or has expired.');

export interface NewAccount {
  userId: number;
  email: string;
  firstName: string;
  language: Language;
  clinicName: string;
}

/** Queues the confirm-account email with a fresh link, inside the registration's transaction. */
export async function issueConfirmation(trx: Transaction<Database>, account: NewAccount, baseUrl: string, now: Date): Promise<void> {
  await retireTokens(trx, account.userId, 'confirm', now);
  const token = await createAccountToken(trx, {
    userId: account.userId,
    purpose: 'confirm',
    ttlMs: ACCOUNT_LINKS.confirmDays * DAY_MS,
    now,
  });
  const link = `${baseUrl}${accountLinkPaths.confirm}?token=${token}`;
  await enqueueEmail(trx, confirmAccountEmail(account, account.clinicName, link, ACCOUNT_LINKS.confirmDays), now);
}

/** Who a link belongs to, so its page can say at once when it no longer works. */
export async function inspectToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()) {
  const found = await findUsableToken(db, token, purpose, now);
  if (!found || found.status === 'disabled' || found.status === 'closed') throw invalidLink();
  if (purpose === 'confirm' && (found.status !== 'unconfirmed' || (await isStaffMember(db, found.userId)))) throw invalidLink();
  return { firstName: found.firstName, email: found.email };
}

export interface ConfirmedAccount {
  shopper: { id: number; email: string; firstName: string; lastName: string };
  status: 'active' | 'pending';
}

/**
 * Confirms the email and sets the first password (rr §4). The account is active at once when its
 * clinic registers automatically, otherwise pending until the clinic enables it; the clinic is told.
 * Setting the first password is not a change, so the once-a-day rule starts with the next one.
 */
export async function confirmAccount(db: Db, token: string, password: string, now = new Date()): Promise<ConfirmedAccount> {
  const passwordHash = await hashPassword(password);
  const result = await db.transaction().execute(async (trx) => {
    const found = await findUsableToken(trx, token, 'confirm', now);
    // An invited staff member's first password comes only from their invitation (issue 24).
    if (!found || found.status !== 'unconfirmed' || (await isStaffMember(trx, found.userId))) throw invalidLink();
    if (!(await useToken(trx, found.tokenId, now))) throw invalidLink();
    const clinic = await findClinicOfUser(trx, found.clinicId);
    const status = flag(clinic.isAutomaticRegistration) && flag(clinic.isApproved) ? 'active' : 'pending';
    if (!(await changeStatus(trx, found.userId, 'unconfirmed', status))) throw invalidLink();
    await updateAccount(trx, found.userId, { password_hash: passwordHash, failed_sign_ins: 0, locked_until: null });
    if (status === 'pending' && clinic.email) {
      await enqueueEmail(trx, pendingClientNoticeEmail(clinic.email, found), now);
    }
    const shopper = { id: found.userId, email: found.email, firstName: found.firstName, lastName: found.lastName };
    return { shopper, status } as const;
  });
  return result;
}

/**
 * Forgot password. Always ends quietly: whether an account exists is not told to the caller
 * (docs/decisions/020-registration-and-account-links.md). An unconfirmed account gets a fresh
 * confirmation link instead, since confirming is how it sets its first password; a disabled or
 * closed one gets nothing, and neither does an invited staff member without a password (issue 24:
 * their password is set only through the invitation, which their clinic admin resends).
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  language: Language | undefined,
  baseUrl: string,
  now = new Date(),
): Promise<boolean> {
  const account = await findAccountByEmail(db, email);
  if (!account || account.status === 'disabled' || account.status === 'closed') return false;
  if (account.status === 'unconfirmed' && (await isStaffMember(db, account.id))) return false;
  const since = new Date(now.getTime() - HOUR_MS);
  if ((await countRecentEmails(db, account.email, ['confirm', 'reset'], since)) >= ACCOUNT_LINKS.emailsPerAddressPerHour) return false;
  const recipient = { email: account.email, firstName: account.firstName, language: language ?? asLanguage(account.language) };
  await db.transaction().execute(async (trx) => {
    if (account.status === 'unconfirmed') {
      await issueConfirmation(trx, { ...recipient, userId: account.id, clinicName: account.clinicName }, baseUrl, now);
      return;
    }
    await retireTokens(trx, account.id, 'reset', now);
    const token = await createAccountToken(trx, { userId: account.id, purpose: 'reset', ttlMs: ACCOUNT_LINKS.resetMinutes * MINUTE_MS, now });
    await enqueueEmail(trx, resetPasswordEmail(recipient, `${baseUrl}${accountLinkPaths.reset}?token=${token}`, ACCOUNT_LINKS.resetMinutes), now);
  });
  return true;
}

/**
 * Reset password with a link: single use, expires, at most one change a day (rr §5), and not the
 * current password again. Clears a sign-in lock (the locked message offers a reset) and ends every
 * session, so someone who knew the old password is signed out.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<void> {
  const found = await findUsableToken(db, token, 'reset', now);
  if (!found || found.status === 'disabled' || found.status === 'closed' || found.status === 'unconfirmed') throw invalidLink();
  const lastChange = found.passwordChangedAt ? new Date(found.passwordChangedAt) : null;
  if (!canChangePassword(lastChange, now)) {
    const next = nextPasswordChangeAt(lastChange, now)!;
    throw new AppError(400, ACCOUNT_FLOW_ERROR.password_change_too_soon, 'A password can be changed once a day.', { nextChangeAt: next.toISOString() });
  }
  if (await isReusedPassword(db, found.userId, found.passwordHash, password)) {
    throw new AppError(400, ACCOUNT_FLOW_ERROR.password_reused, 'The new password must differ from the current one and the previous five.');
  }
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if (!(await useToken(trx, found.tokenId, now))) throw invalidLink();
    await retireTokens(trx, found.userId, 'reset', now);
    if (found.passwordHash) await rememberPassword(trx, found.userId, found.passwordHash, now);
    await updateAccount(trx, found.userId, {
      password_hash: passwordHash,
      password_changed_at: now.toISOString(),
      failed_sign_ins: 0,
      locked_until: null,
    });
    await deleteSessionsOf(trx, found.userId);
  });
}

export type ApproveOutcome = 'approved' | 'not_found' | 'unconfirmed' | 'already_active' | 'not_pending';

/** The clinic enables a pending account (rr §4), then a welcome email goes out. */
export async function approvePendingAccount(db: Db, email: string, baseUrl: string, now = new Date()): Promise<ApproveOutcome> {
  const account = await findAccountByEmail(db, email);
  if (!account) return 'not_found';
  if (account.status === 'unconfirmed') return 'unconfirmed';
  if (account.status === 'active') return 'already_active';
  if (account.status !== 'pending') return 'not_pending';
  return db.transaction().execute(async (trx) =>
    (await enablePendingAccountIn(trx, account, baseUrl, now)) ? ('approved' as const) : ('not_pending' as const));
}

/**
 * Enables a pending account inside the caller's transaction and queues the welcome email with it
 * (the command line and the clinic portal both use this); false when the account is no longer pending.
 */
export async function enablePendingAccountIn(
  trx: Transaction<Database>,
  account: { id: number; email: string; firstName: string; language: string | null; clinicName: string },
  baseUrl: string,
  now: Date,
): Promise<boolean> {
  if (!(await changeStatus(trx, account.id, 'pending', 'active'))) return false;
  const recipient = { email: account.email, firstName: account.firstName, language: asLanguage(account.language) };
  await enqueueEmail(trx, welcomeEmail(recipient, account.clinicName, `${baseUrl}${accountLinkPaths.logon}`), now);
  return true;
}
