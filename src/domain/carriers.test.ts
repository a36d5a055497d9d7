import { describe, expect, it } from 'vitest';
import { carrierName, trackingUrl } from './carriers';

describe('carrier tracking links', () => {
  it('builds the carrier\'s tracking page with the number encoded', () => {
    expect(trackingUrl('canada_post', '7023 2100 0012')).toBe('https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023%202100%200012');
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });
  it('names the carrier and links its tracking page in the reader\'s language', () => {
    expect(carrierName('canada_post', 'fr')).toBe('Postes Canada');
    expect(trackingUrl('canada_post', '7023', 'fr')).toBe('https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=7023');
    expect(carrierName('ups', 'fr')).toBe('UPS');
    expect(trackingUrl('ups', '1Z', 'fr')).toBe('https://www.ups.com/track?tracknum=1Z');
  });
  it('gives no link for an unknown carrier or a missing number', () => {
    expect(trackingUrl('pigeon', '1')).toBeNull();
    expect(trackingUrl('purolator', null)).toBeNull();
    expect(trackingUrl(null, '1')).toBeNull();
    expect(trackingUrl('toString', '1')).toBeNull();
    expect(carrierName('purolator')).toBe('Purolator');
    expect(carrierName('Local courier')).toBe('Local courier');
  });
});
