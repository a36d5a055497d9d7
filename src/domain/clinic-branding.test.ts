import { describe, expect, it } from 'vitest';
import { contrastRatio, isReadableHeaderColour, isSocialUrl, sniffLogoType } from './clinic-branding';
import { hoursLines, upcomingHolidays, weekOf } from './clinic-hours';

describe('header colour', () => {
  it('measures WCAG contrast and keeps white text readable (4.5:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(isReadableHeaderColour('')).toBe(true);
    expect(isReadableHeaderColour('#115e59')).toBe(true);
    expect(isReadableHeaderColour('#1e3a8a')).toBe(true);
    expect(isReadableHeaderColour('#fde68a')).toBe(false);
    expect(isReadableHeaderColour('#777777')).toBe(false); // 4.48:1
    expect(isReadableHeaderColour('teal')).toBe(false);
  });
});

describe('logo type', () => {
  it('reads PNG, JPEG and WebP from their first bytes and nothing else', () => {
    expect(sniffLogoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffLogoType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffLogoType(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]))).toBe('image/webp');
    expect(sniffLogoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('social links', () => {
  it('takes https addresses with a host only', () => {
    expect(isSocialUrl('https://facebook.com/maplevet')).toBe(true);
    expect(isSocialUrl('http://facebook.com/maplevet')).toBe(false);
    expect(isSocialUrl('javascript:alert(1)')).toBe(false);
    expect(isSocialUrl('https://user:pw@example.com')).toBe(false);
    expect(isSocialUrl('https://localhost')).toBe(false);
  });
});

describe('holiday hours', () => {
  const holidays = [
    { date: '2026-12-25', opensAt: null, closesAt: null, labelEn: 'Christmas Day', labelFr: 'Noël' },
    { date: '2026-12-24', opensAt: '09:00', closesAt: '12:00', labelEn: 'Christmas Eve', labelFr: 'Veille de Noël' },
    { date: '2026-11-01', opensAt: null, closesAt: null, labelEn: 'Past', labelFr: 'Passé' },
    { date: '2027-06-01', opensAt: null, closesAt: null, labelEn: 'Far', labelFr: 'Loin' },
  ];
  it('keeps those of the next 60 days, by date', () => {
    expect(upcomingHolidays(holidays, '2026-12-01').map((h) => h.date)).toEqual(['2026-12-24', '2026-12-25']);
  });
  it('writes the week and the holidays as email lines in each language', () => {
    const week = weekOf([{ weekday: 1, opensAt: '08:00', closesAt: '18:00' }]);
    const upcoming = upcomingHolidays(holidays, '2026-12-01');
    const en = hoursLines(week, upcoming, 'en');
    expect(en[0]).toBe('Monday: 8:00\u00a0a.m.–6:00\u00a0p.m.');
    expect(en[6]).toBe('Sunday: closed');
    expect(en.slice(7)).toEqual(['12/24/2026 (Christmas Eve): 9:00\u00a0a.m.–12:00\u00a0p.m.', '12/25/2026 (Christmas Day): closed']);
    const fr = hoursLines(week, upcoming, 'fr');
    // Quebec's clock and long date (docs/decisions/089-french-dates-and-words.md), a narrow no-break space before the colon.
    expect(fr[0]).toBe('lundi\u202f: 8\u00a0h–18\u00a0h');
    expect(fr[7]).toBe('24\u00a0décembre\u00a02026 (Veille de Noël)\u202f: 9\u00a0h–12\u00a0h');
    expect(fr[8]).toBe('25\u00a0décembre\u00a02026 (Noël)\u202f: fermé');
  });
});
