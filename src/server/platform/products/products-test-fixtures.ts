import { crc32, deflateSync } from 'node:zlib';
import type { ChildEdit, EditedChild } from '../../../contracts/platform-products';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (RGB), for uploads in tests; the colour makes each one's bytes differ. */
export function tinyPng(width = 4, height = 3, [r, g, b]: readonly [number, number, number] = [200, 40, 40]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A child's editor answer as the body of its save, with the family's version. */
export function childBody(child: EditedChild, version: number, changes: Partial<ChildEdit> = {}): ChildEdit {
  const { id: _id, mfgSku: _sku, ...fields } = child;
  return { ...fields, version, ...changes };
}
