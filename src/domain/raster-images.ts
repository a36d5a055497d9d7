/**
 * Raster pictures people upload (a clinic's logo, a product's images): PNG, JPEG or WebP only (an
 * SVG can carry script). The type is read from the file's first bytes, never trusted from the
 * upload's name or declared type alone.
 */
export const RASTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type RasterImageType = (typeof RASTER_IMAGE_TYPES)[number];

/** The file extension a content-addressed image URL ends with. */
export const RASTER_IMAGE_EXTENSIONS: Record<RasterImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export function sniffRasterImageType(bytes: Uint8Array): RasterImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Start-of-frame markers (baseline, progressive, …) carry the size; C4, C8 and CC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): ImageSize | null {
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === 'VP8 ' && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** Width and height from the header, when the header says them plainly; null otherwise (still a valid upload). */
export function rasterImageSize(bytes: Uint8Array, type: RasterImageType): ImageSize | null {
  if (type === 'image/png') return bytes.length >= 24 ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
  if (type === 'image/jpeg') return jpegSize(bytes);
  return webpSize(bytes);
}

/**
 * Where an uploaded picture is served, under the images base: `u/<sha256>.<ext>`. The address names
 * the bytes, so it never changes meaning and browsers may keep it for good.
 */
export function uploadedImagePath(sha256: string, type: RasterImageType): string {
  return `u/${sha256}.${RASTER_IMAGE_EXTENSIONS[type]}`;
}

const UPLOADED_PATH = /^u\/([0-9a-f]{64})\.(png|jpg|webp)$/;

/** The SHA-256 and type an uploaded picture's path names; null for any other path (a packshot). */
export function parseUploadedImagePath(path: string): { sha256: string; type: RasterImageType } | null {
  const match = UPLOADED_PATH.exec(path);
  if (!match) return null;
  const type = RASTER_IMAGE_TYPES.find((t) => RASTER_IMAGE_EXTENSIONS[t] === match[2])!;
  return { sha256: match[1]!, type };
}
