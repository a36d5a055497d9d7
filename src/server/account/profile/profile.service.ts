import {
  CONFIRM_EMAIL_PATH, EMAIL_CHANGE_LINK_HOURS, type ChangeEmailRequest, type ChangePasswordRequest, type Profile, type UpdateProfileRequest,
} from '../../../contracts/account-settings';
import { TERMS_VERSION } from '../../../domain/store-policy';
import { HOUR_MS } from '../../../domain/time';
import { canChangePassword, nextPasswordChangeAt } from '../../../domain/validation/password';
import { hashPassword, verifyPassword } from '../../shared/auth';
import { type Db } from '../../db/database';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../integrations/email/outbox.queries';
import type { ShopperContext } from '../../lib/shopper-routes';
import {
  deleteOtherSessions, emailTakenByOther, findSettingsUser, everGranted, insertConsent, latestConsent, pendingEmailOf,
} from './profile.queries';
import {
  asLanguage, confirmEmailChangeEmail, createAccountToken, emailChangedNoticeEmail, findUsableToken, isReusedPassword, rememberPassword,
  retireTokens, updateAccount, useToken,
} from '../access';

/**
 * The shopper's profile, email and password (issue 14; rr §5). Each call works in the caller's
 * transaction (ShopperContext), except the password hashing, done before it starts.
 */

const currentPasswordWrong = () => new AppError(400, 'current_password_wrong', 'The current password is not correct.');
const emailInUse = () => new AppError(400, 'email_in_use', 'This email address is already used by another account.');
const invalidLink = () => new AppError(400, 'token_invalid', 'This link is invalid or has expired.');

async function userOf(ctx: ShopperContext) {
  const user = await findSettingsUser(ctx.db, ctx.userId);
  if (!user) throw new AppError(404, 'not_found', 'This account was not found.');
  return user;
}

/**
 * The CASL consent as the shopper reads it (issue 24 item 11): given on a date, withdrawn on a date
 * (a "no" after a "yes"), or null when they never gave it (never asked, or declined at registration:
 * nothing was withdrawn).
 */
async function caslStatus(ctx: ShopperContext): Promise<Profile['caslConsent']> {
  const consent = await latestConsent(ctx.db, ctx.userId, 'casl');
  if (!consent) return null;
  const granted = Number(consent.granted) === 1;
  if (!granted && !(await everGranted(ctx.db, ctx.userId, 'casl'))) return null;
  return { granted, recordedAt: consent.recordedAt };
}

/** GET /api/account/profile */
export async function readProfile(ctx: ShopperContext): Promise<Profile> {
  const user = await userOf(ctx);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    language: asLanguage(user.language),
    caslConsent: await caslStatus(ctx),
    pendingEmail: await pendingEmailOf(ctx.db, ctx.userId, ctx.now),
  };
}

/**
 * PUT /api/account/profile. A CASL decision is recorded (with its time) only when it changes: no
 * decision yet counts as "no", so saving with the box left unticked records nothing (issue 24 item
 * 11). The language is the one every later email is written in.
 */
export async function saveProfile(ctx: ShopperContext, body: UpdateProfileRequest): Promise<Profile> {
  await userOf(ctx);
  await updateAccount(ctx.db, ctx.userId, { first_name: body.firstName, last_name: body.lastName, phone: body.phone, language: body.language });
  const consent = await latestConsent(ctx.db, ctx.userId, 'casl');
  const granted = consent ? Number(consent.granted) === 1 : false;
  if (granted !== body.caslConsent) {
    await insertConsent(ctx.db, { userId: ctx.userId, kind: 'casl', granted: body.caslConsent, source: 'account_profile', textVersion: TERMS_VERSION, now: ctx.now });
  }
  return readProfile(ctx);
}

/**
 * POST /api/account/profile/email: the current password proves it is the shopper; a link goes to
 * the new address (in the shopper's language); the email changes only when that link is used.
 */
export async function requestEmailChange(ctx: ShopperContext, body: ChangeEmailRequest, baseUrl: string): Promise<Profile> {
  const user = await userOf(ctx);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) throw currentPasswordWrong();
  const newEmail = body.newEmail.trim().toLowerCase();
  if (newEmail === user.email) throw new AppError(400, 'email_unchanged', 'This is already your email address.');
  if (await emailTakenByOther(ctx.db, newEmail, ctx.userId)) throw emailInUse();
  await retireTokens(ctx.db, ctx.userId, 'email_change', ctx.now);
  const token = await createAccountToken(ctx.db, {
    userId: ctx.userId,
    purpose: 'email_change',
    ttlMs: EMAIL_CHANGE_LINK_HOURS * HOUR_MS,
    now: ctx.now,
    newEmail,
  });
  const recipient = { email: newEmail, firstName: user.firstName, language: asLanguage(user.language) };
  await enqueueEmail(ctx.db, confirmEmailChangeEmail(recipient, `${baseUrl}${CONFIRM_EMAIL_PATH}?token=${token}`, EMAIL_CHANGE_LINK_HOURS), ctx.now);
  return readProfile(ctx);
}

/**
 * POST /api/account/confirmEmail: the link's address becomes the account's (single use, expires);
 * the old address is told. Refused when another account took the address meanwhile.
 */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const found = await findUsableToken(trx, token, 'email_change', now);
    if (!found || !found.newEmail || found.status === 'disabled' || found.status === 'closed') throw invalidLink();
    if (await emailTakenByOther(trx, found.newEmail, found.userId)) throw emailInUse();
    if (!(await useToken(trx, found.tokenId, now))) throw invalidLink();
    await updateAccount(trx, found.userId, { email: found.newEmail });
    const old = { email: found.email, firstName: found.firstName, language: asLanguage(found.language) };
    await enqueueEmail(trx, emailChangedNoticeEmail(old, found.newEmail), now);
    return found.newEmail;
  });
}

/**
 * PUT /api/account/password (rr §5): the current password must be right; the new one must differ
 * from the current and the previous five; one change a day on this page (a reset link does not
 * count, docs/decisions/051-account-settings.md). Every other session of the account is signed out;
 * this one stays.
 */
export async function changePassword(ctx: ShopperContext, body: ChangePasswordRequest, keepSessionId: string): Promise<void> {
  const user = await userOf(ctx);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) throw currentPasswordWrong();
  const last = user.passwordChangeCountedAt ? new Date(user.passwordChangeCountedAt) : null;
  if (!canChangePassword(last, ctx.now)) {
    const next = nextPasswordChangeAt(last, ctx.now)!;
    throw new AppError(400, 'password_change_too_soon', 'A password can be changed once a day.', { nextChangeAt: next.toISOString() });
  }
  if (await isReusedPassword(ctx.db, ctx.userId, user.passwordHash, body.password)) {
    throw new AppError(400, 'password_reused', 'The new password must differ from the current one and the previous five.');
  }
  const passwordHash = await hashPassword(body.password);
  await rememberPassword(ctx.db, ctx.userId, user.passwordHash, ctx.now);
  await updateAccount(ctx.db, ctx.userId, {
    password_hash: passwordHash,
    password_changed_at: ctx.now.toISOString(),
    password_change_counted_at: ctx.now.toISOString(),
  });
  await deleteOtherSessions(ctx.db, ctx.userId, keepSessionId);
}
