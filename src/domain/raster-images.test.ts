import { describe, expect, it } from 'vitest';
import { parseUploadedImagePath, rasterImageSize, sniffRasterImageType, uploadedImagePath } from './raster-images';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('raster pictures', () => {
  it('reads the type from the first bytes, never a text or an SVG', () => {
    expect(sniffRasterImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffRasterImageType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(sniffRasterImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffRasterImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffRasterImageType(new TextEncoder().encode('hello.png'))).toBeNull();
    expect(sniffRasterImageType(bytes())).toBeNull();
  });

  it('reads the size from a PNG, a JPEG frame and each kind of WebP header', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 44, 0, 0, 0, 200);
    expect(rasterImageSize(png, 'image/png')).toEqual({ width: 300, height: 200 });
    // SOI, an APP0 segment of 4 bytes, then a baseline frame: height 0x0120, width 0x0280.
    const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x01, 0x20, 0x02, 0x80, 3);
    expect(rasterImageSize(jpeg, 'image/jpeg')).toEqual({ width: 640, height: 288 });
    const webp = (chunk: string, tail: number[]) => Uint8Array.from([...new TextEncoder().encode(`RIFF\0\0\0\0WEBP${chunk}`), ...tail]);
    expect(rasterImageSize(webp('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, 99, 0, 0, 49, 0, 0]), 'image/webp')).toEqual({ width: 100, height: 50 });
    expect(rasterImageSize(webp('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 64, 0, 32, 0]), 'image/webp')).toEqual({ width: 64, height: 32 });
    expect(rasterImageSize(bytes(0xff, 0xd8, 0xff), 'image/jpeg')).toBeNull();
  });

  it('names an upload by its SHA-256 and reads the name back; any other path is not an upload', () => {
    const sum = 'ab'.repeat(32);
    expect(uploadedImagePath(sum, 'image/jpeg')).toBe(`u/${sum}.jpg`);
    expect(parseUploadedImagePath(`u/${sum}.webp`)).toEqual({ sha256: sum, type: 'image/webp' });
    for (const other of [`u/${sum}.svg`, `u/${sum.slice(1)}.png`, `u/../${sum}.png`, 'products/bag/brand/label-1.svg']) {
      expect(parseUploadedImagePath(other)).toBeNull();
    }
  });
});
