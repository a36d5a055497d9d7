import { describe, expect, it } from 'vitest';
import { formatPin, isPinShaped, isSubdomain, normalizePin, pinRefusal, suggestSubdomain } from './enrolment';

describe('enrolment rules', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('a PIN is refused once expired or used up, accepted before', () => {
    expect(pinRefusal({ expiresAt: '2026-11-30T00:00:00Z', uses: 0, maxUses: 1 }, now)).toBeNull();
    expect(pinRefusal({ expiresAt: '2026-11-29T12:00:00Z', uses: 0, maxUses: 1 }, now)).toBe('expired');
    expect(pinRefusal({ expiresAt: '2026-11-30T00:00:00Z', uses: 1, maxUses: 1 }, now)).toBe('used_up');
    expect(pinRefusal({ expiresAt: '2026-11-30T00:00:00Z', uses: 4, maxUses: 5 }, now)).toBeNull();
  });
  it('reads a PIN typed in any case, with spaces or dashes', () => {
    expect(normalizePin(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(isPinShaped('abcde fghjk')).toBe(true);
    expect(isPinShaped('ABCDE-FGHJ0')).toBe(false);
    expect(formatPin('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });
  it('suggests a valid subdomain from a practice name, accents and small words dropped', () => {
    expect(suggestSubdomain('Clinique vétérinaire de l’Île')).toBe('cliniqueveterinairelile');
    expect(isSubdomain(suggestSubdomain('Clinique vétérinaire de l’Île'))).toBe(true);
    expect(suggestSubdomain('AB')).toBe('abclinic');
    expect(isSubdomain('maple-vet')).toBe(true);
    for (const bad of ['ab', '-maple', 'maple-', 'ma--ple', 'Maple', 'a'.repeat(41)]) expect(isSubdomain(bad), bad).toBe(false);
  });
});
