import { describe, expect, it } from 'vitest';
import { distanceKm, formatLatLng, parseLatLng, roundKm } from './geo';

const ottawa = { lat: 45.4215, lng: -75.6972 };
const montreal = { lat: 45.5017, lng: -73.5673 };
const vancouver = { lat: 49.2827, lng: -123.1207 };

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(ottawa, ottawa)).toBe(0);
  });

  it('gives the known great-circle distances', () => {
    expect(distanceKm(ottawa, montreal)).toBeGreaterThan(165);
    expect(distanceKm(ottawa, montreal)).toBeLessThan(168);
    expect(distanceKm(ottawa, vancouver)).toBeGreaterThan(3530);
    expect(distanceKm(ottawa, vancouver)).toBeLessThan(3550);
  });

  it('is symmetric', () => {
    expect(distanceKm(montreal, vancouver)).toBeCloseTo(distanceKm(vancouver, montreal), 9);
  });

  it('handles antipodes without NaN', () => {
    const d = distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 });
    expect(d).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('parseLatLng', () => {
  it('reads "lat,lng" with optional blanks', () => {
    expect(parseLatLng('45.42,-75.69')).toEqual({ lat: 45.42, lng: -75.69 });
    expect(parseLatLng(' 45 , -75 ')).toEqual({ lat: 45, lng: -75 });
  });

  it('refuses out-of-range and malformed values', () => {
    for (const bad of ['', '45', '91,0', '0,181', 'a,b', '45.1,-75.2,3', '1e3,2', null, undefined]) {
      expect(parseLatLng(bad)).toBeNull();
    }
  });

  it('round-trips through formatLatLng at 4 decimals', () => {
    expect(formatLatLng({ lat: 45.421534, lng: -75.697193 })).toBe('45.4215,-75.6972');
    expect(parseLatLng(formatLatLng(ottawa))).toEqual(ottawa);
  });
});

describe('roundKm', () => {
  it('keeps one decimal', () => {
    expect(roundKm(12.345)).toBe(12.3);
    expect(roundKm(0.04)).toBe(0);
  });
});
