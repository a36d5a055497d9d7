import { describe, expect, it } from 'vitest';
import { CLINIC_STATES, clinicState, flagsOfState } from './clinic-state';

describe('clinicState', () => {
  it('maps the approved and live flags to the spec’s three states', () => {
    expect(clinicState({ isApproved: false, isLive: false })).toBe('not_approved');
    expect(clinicState({ isApproved: false, isLive: true })).toBe('not_approved');
    expect(clinicState({ isApproved: true, isLive: false })).toBe('not_activated');
    expect(clinicState({ isApproved: true, isLive: true })).toBe('enrolled');
  });

  it('selects, for each state, exactly the flags that map back to it', () => {
    const flags = [false, true].flatMap((isApproved) => [false, true].map((isLive) => ({ isApproved, isLive })));
    for (const state of CLINIC_STATES) {
      const wanted = flagsOfState(state);
      const selected = flags.filter((f) => f.isApproved === wanted.isApproved && (wanted.isLive === undefined || f.isLive === wanted.isLive));
      expect(selected.length).toBeGreaterThan(0);
      for (const f of selected) expect(clinicState(f)).toBe(state);
      expect(flags.filter((f) => clinicState(f) === state)).toEqual(selected);
    }
  });
});
