import { crc32, deflateSync } from 'node:zlib';
import { BRAND_COLOUR } from './kit/brand-mark.ts';

const SIZE = 32;
const SAMPLES = 4;

/** Whether a point of the 32 × 32 mark is inside the rounded square, and inside the white arrow. */
function inside(x: number, y: number): { square: boolean; arrow: boolean } {
  const r = 8;
  const cx = Math.min(Math.max(x, r), SIZE - r);
  const cy = Math.min(Math.max(y, r), SIZE - r);
  const square = (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  // The arrow of BRAND_MARK_PATH: apex (16, 6.5), base from (6, 23.5) to (26, 23.5).
  const t = (y - 6.5) / 17;
  const arrow = t >= 0 && t <= 1 && Math.abs(x - 16) <= 10 * t;
  return { square, arrow };
}

/** The mark drawn pixel by pixel (4 × 4 samples a pixel, so the edges are smooth) as RGBA rows. */
function pixels(): Buffer {
  const [br, bg, bb] = [1, 3, 5].map((i) => Number.parseInt(BRAND_COLOUR.slice(i, i + 2), 16));
  const rows = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (SIZE * 4 + 1);
    rows[row] = 0; // PNG filter: none
    for (let x = 0; x < SIZE; x++) {
      let square = 0;
      let arrow = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++) {
          const at = inside(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES);
          if (at.square) square++;
          if (at.square && at.arrow) arrow++;
        }
      const n = SAMPLES * SAMPLES;
      const white = square ? arrow / square : 0;
      const px = row + 1 + x * 4;
      rows[px] = Math.round(br + (255 - br) * white);
      rows[px + 1] = Math.round(bg + (255 - bg) * white);
      rows[px + 2] = Math.round(bb + (255 - bb) * white);
      rows[px + 3] = Math.round((255 * square) / n);
    }
  }
  return rows;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels())), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * /favicon.ico, made from the brand mark (no binary file in the repository):
 * an ICO holding one 32 × 32 PNG, which every browser that asks for /favicon.ico can read.
 */
export function faviconIco(): Buffer {
  const image = png();
  const dir = Buffer.alloc(6 + 16);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2); // an icon
  dir.writeUInt16LE(1, 4); // one image
  dir.writeUInt8(SIZE, 6);
  dir.writeUInt8(SIZE, 7);
  dir.writeUInt16LE(1, 10); // colour planes
  dir.writeUInt16LE(32, 12); // bits per pixel
  dir.writeUInt32LE(image.length, 14);
  dir.writeUInt32LE(dir.length, 18);
  return Buffer.concat([dir, image]);
}
