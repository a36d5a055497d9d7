/**
 * Per-address (client IP) limits of the registration and account routes (issue 6, Security). The
 * email check is capped so nobody can test addresses faster than this; registration, confirmation
 * and reset are capped well above what a household or a clinic front desk needs.
 */
export const REGISTRATION_RATE_LIMITS = {
  checkEmail: { max: 20, timeWindow: '1 minute' },
  clinicSearch: { max: 60, timeWindow: '1 minute' },
  clinicLocations: { max: 30, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '10 minutes' },
} as const;

export const ACCOUNT_RATE_LIMITS = {
  tokenStatus: { max: 30, timeWindow: '1 minute' },
  confirm: { max: 10, timeWindow: '10 minutes' },
  forgotPassword: { max: 5, timeWindow: '10 minutes' },
  resetPassword: { max: 10, timeWindow: '10 minutes' },
} as const;
