import { RASTER_IMAGE_TYPES, sniffRasterImageType } from './raster-images';

/**
 * A clinic's look in the shop (issue 17 "Store settings"): the header colour and the logo's rules,
 * and its social links. Pure, shared by the settings form and the API.
 */

/** The header's menu bar shows white text on the clinic's colour. */
export const HEADER_TEXT_COLOUR = '#ffffff';
/** WCAG 2 AA for normal text: the menu's words must stay readable on the colour. */
export const HEADER_MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColour = (value: string): boolean => HEX.test(value);

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** '' keeps the store's own colour; otherwise a #rrggbb on which white text reads (AA). */
export function isReadableHeaderColour(value: string): boolean {
  return value === '' || (isHexColour(value) && contrastRatio(value, HEADER_TEXT_COLOUR) >= HEADER_MIN_CONTRAST);
}

/** Logos: raster images only (raster-images.ts), at most 200 KB. */
export const LOGO_TYPES = RASTER_IMAGE_TYPES;
export const LOGO_MAX_BYTES = 200 * 1024;
export const sniffLogoType = sniffRasterImageType;

/** The social networks a clinic may link to from the shop's footer and contact page. */
export const SOCIAL_NETWORKS = ['website', 'facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin'] as const;

/** An https address of at most 300 characters with a host name (no credentials, no other scheme). */
export function isSocialUrl(value: string): boolean {
  if (value.length > 300) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
