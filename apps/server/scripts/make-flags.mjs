#!/usr/bin/env node
// Draws the four language flags as small PNGs (RGB, 8 bit) with node:zlib only:
// node scripts/make-flags.mjs → assets/countryflags/{se,us,fr,pl}.png
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'countryflags');
mkdirSync(out, { recursive: true });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
/** pixel(x, y) → [r, g, b] */
function png(width, height, pixel) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const i = y * (width * 3 + 1) + 1 + x * 3;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const WHITE = hex('#ffffff');

const flags = {
  // Sweden 16:10, cross 5:2:9 by 4:2:4 (SFS 1982:269 proportions)
  se: png(48, 30, (x, y) => ((x >= 15 && x < 21) || (y >= 12 && y < 18) ? hex('#fecc02') : hex('#006aa7'))),
  // USA ≈ 19:10, 13 stripes, a blue canton over seven stripes with a star grid
  us: png(57, 30, (x, y) => {
    const stripe = Math.floor((y * 13) / 30);
    const canton = x < 23 && y < 16;
    if (canton) return (x % 4 === 2 && y % 3 === 1) || (x % 4 === 0 && y % 3 === 2 && x > 0) ? WHITE : hex('#3c3b6e');
    return stripe % 2 === 0 ? hex('#b22234') : WHITE;
  }),
  // France 3:2, three vertical bands
  fr: png(45, 30, (x) => (x < 15 ? hex('#002654') : x < 30 ? WHITE : hex('#ce1126'))),
  // Poland 8:5, white over red
  pl: png(48, 30, (_, y) => (y < 15 ? WHITE : hex('#dc143c'))),
};
for (const [code, data] of Object.entries(flags)) {
  writeFileSync(join(out, `${code}.png`), data);
  console.log(`${code}.png ${data.length} bytes`);
}
