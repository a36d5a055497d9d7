/**
 * Per-address (client IP) limits of the registration routes (issue 6, Security). The email check
 * is capped so nobody can test addresses faster than this; registration is capped well above what a
 * household or a clinic front desk needs. The account routes' limits are in account/rate-limits.ts.
 */
export const REGISTRATION_RATE_LIMITS = {
  checkEmail: { max: 20, timeWindow: '1 minute' },
  clinicSearch: { max: 60, timeWindow: '1 minute' },
  clinicLocations: { max: 30, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '10 minutes' },
} as const;
