/**
 * Per-address (client IP) limits of the account routes (issue 6, Security): confirmation and reset
 * are capped well above what a household or a clinic front desk needs. Kept in account/ (not beside
 * the registration's) so account never imports registration, which sits above it.
 */
export const ACCOUNT_RATE_LIMITS = {
  tokenStatus: { max: 30, timeWindow: '1 minute' },
  confirm: { max: 10, timeWindow: '10 minutes' },
  forgotPassword: { max: 5, timeWindow: '10 minutes' },
  resetPassword: { max: 10, timeWindow: '10 minutes' },
} as const;
