/**
 * A clinic's state as the platform shows it (rr §4 "Clinic: not activated, not approved, enrolled";
 * issue 25), read from the two flags the clinics table has held since issue 2:
 * - is_approved = 0: not approved. The platform has not approved the clinic (a clinic typed in at
 *   registration, an application): it is not searchable and refuses registrations ("clinic not
 *   approved", rr §8), whether or not it is live.
 * - is_approved = 1, is_live = 0: not activated. Approved, its store not switched on yet: clients
 *   who register are told it is not live (isClinicApprovedButNotLive).
 * - both 1: enrolled, the store live.
 * docs/decisions/091-platform-clinics.md says why.
 */
export const CLINIC_STATES = ['not_approved', 'not_activated', 'enrolled'] as const;
export type ClinicState = (typeof CLINIC_STATES)[number];

export function clinicState(flags: { isApproved: boolean; isLive: boolean }): ClinicState {
  if (!flags.isApproved) return 'not_approved';
  return flags.isLive ? 'enrolled' : 'not_activated';
}

/** The flags a state filter selects (the SQL side of clinicState). */
export function flagsOfState(state: ClinicState): { isApproved: boolean; isLive?: boolean } {
  if (state === 'not_approved') return { isApproved: false };
  return { isApproved: true, isLive: state === 'enrolled' };
}
