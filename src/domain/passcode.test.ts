import { describe, expect, it } from 'vitest';
import { passcodeAttemptsLeft, passcodeValidUntil } from './passcode';

describe('a passcode page\'s password, given again (issue 28)', () => {
  const given = '2026-11-28T10:00:00.000Z';
  it('holds for ten minutes from when it was given, and not a moment longer', () => {
    expect(passcodeValidUntil(given, new Date('2026-11-28T10:09:59.999Z'))?.toISOString()).toBe('2026-11-28T10:10:00.000Z');
    expect(passcodeValidUntil(given, new Date('2026-11-28T10:10:00.000Z'))).toBeNull();
  });
  it('is not there when none was given', () => {
    expect(passcodeValidUntil(null, new Date(given))).toBeNull();
  });
  it('counts down five wrong passwords, never below none', () => {
    expect([0, 1, 4, 5, 9].map(passcodeAttemptsLeft)).toEqual([5, 4, 1, 0, 0]);
  });
});
