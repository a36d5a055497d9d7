/**
 * Getting into an account (issue 14's flows): confirm an account, forgot and reset password, and
 * what the profile feature shares with them (the one-use account tokens, the password history,
 * the account emails). Registration sits above it: it issues the confirmation of a new account and
 * registers these routes with its own.
 */
export { confirmEmailChangeEmail, emailChangedNoticeEmail } from './account-emails';
export { createAccountToken, findUsableToken, hashAccountToken, retireTokens, useToken } from './account-tokens.queries';
export { updateAccount } from './account.queries';
export { accountRoutes } from './account.routes';
export { approvePendingAccount, asLanguage, enablePendingAccountIn, issueConfirmation, linkBaseUrl } from './account.service';
export { isReusedPassword } from './password-history';
export { rememberPassword } from './password-history.queries';
