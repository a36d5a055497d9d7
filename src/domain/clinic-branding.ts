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

/**
 * Logos: raster images only (an SVG can carry script), at most 200 KB. The type is read from the
 * file's first bytes, never trusted from the upload's name or declared type alone.
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MAX_BYTES = 200 * 1024;

export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return null;
}

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
