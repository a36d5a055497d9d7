/**
 * The account feature's public module: confirm account, forgot and reset password, the profile,
 * email-change and password routes of the account settings. Registration sits
 * above it (it issues the confirmation of a new account and registers these routes with its own).
 */
export { hashAccountToken } from './account-tokens.queries';
export { accountRoutes } from './account.routes';
export { accountSettingsRoutes } from './account-settings.routes';
export { approvePendingAccount, asLanguage, enablePendingAccountIn, issueConfirmation, linkBaseUrl } from './account.service';
