import { PASSCODE } from './constants';
import { MINUTE_MS } from './time';

/**
 * Until when a passcode given at `confirmedAt` (ISO 8601) holds, or null when none was given or it
 * has run out by `now` (rr §2 passcode pages, issue 28).
 */
export function passcodeValidUntil(confirmedAt: string | null, now: Date): Date | null {
  if (!confirmedAt) return null;
  const until = new Date(Date.parse(confirmedAt) + PASSCODE.validMinutes * MINUTE_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/** Wrong passwords still allowed after `failures` in a row, before the session ends. */
export const passcodeAttemptsLeft = (failures: number): number => Math.max(0, PASSCODE.maxFailures - failures);
