/** The account feature's public module: what other features may use (STYLE: features meet only here). */
export { asLanguage, enablePendingAccountIn, linkBaseUrl } from './account.service';
