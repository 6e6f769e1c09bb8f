#!/usr/bin/env node
// Draws the Lönna leaf mark (core/src/shell/brand.tsx) into the PNG app icons of the
// web app manifest: node apps/portal/scripts/make-icons.mjs. No image library: the
// shapes are rasterised with 4×4 supersampling and written with zlib as RGBA PNGs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const PRIMARY = [0x0e, 0x5a, 0x75];
const WHITE = [0xff, 0xff, 0xff];

// ---- the mark in its 40×40 design grid ----
function cubic(p0, p1, p2, p3, n = 48) {
  const pts = [];
  for (let i = 1; i <= n; i++) {
    const t = i / n,
      u = 1 - t;
    pts.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return pts;
}
// M20 8 c5 5 8 9 8 14 a8 8 0 0 1 -16 0 c0 -5 3 -9 8 -14 z
const leaf = [
  [20, 8],
  ...cubic([20, 8], [25, 13], [28, 17], [28, 22]),
  ...Array.from({ length: 48 }, (_, i) => {
    const a = (Math.PI * (i + 1)) / 48; // from (28,22) through (20,30) to (12,22)
    return [20 + 8 * Math.cos(a), 22 + 8 * Math.sin(a)];
  }),
  ...cubic([12, 22], [12, 17], [15, 13], [20, 8]),
];

function inPolygon(x, y, poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i],
      [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
const inRoundRect = (x, y, size, r) => {
  const cx = Math.min(Math.max(x, r), size - r),
    cy = Math.min(Math.max(y, r), size - r);
  return x >= 0 && y >= 0 && x <= size && y <= size && (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
// the stem: from (20,14) to (20,32), 2 wide, round caps
const onStem = (x, y) => Math.hypot(x - 20, y - Math.min(32, Math.max(14, y))) <= 1;

/** colour of a point of the mark; `maskable` fills the whole square and keeps the leaf inside the safe zone */
function sample(x, y, size, maskable) {
  const bg = maskable ? true : inRoundRect(x, y, size, size * 0.25);
  if (!bg) return null;
  // design grid: the leaf's 40-unit box, shrunk for the maskable safe zone (inner 80 %)
  const scale = 40 / (maskable ? 0.7 * size : size);
  const off = maskable ? (size - size * 0.7) / 2 : 0;
  const gx = (x - off) * scale,
    gy = (y - off) * scale;
  if (onStem(gx, gy)) return PRIMARY;
  if (inPolygon(gx, gy, leaf)) return WHITE;
  return PRIMARY;
}

function render(size, maskable) {
  const S = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const c = sample(px + (sx + 0.5) / S, py + (sy + 0.5) / S, size, maskable);
          if (c) {
            r += c[0];
            g += c[1];
            b += c[2];
            a += 1;
          }
        }
      }
      const i = (py * size + px) * 4;
      if (a) {
        rgba[i] = Math.round(r / a);
        rgba[i + 1] = Math.round(g / a);
        rgba[i + 2] = Math.round(b / a);
      }
      rgba[i + 3] = Math.round((255 * a) / (S * S));
    }
  }
  return rgba;
}

// ---- PNG: signature, IHDR, IDAT (filter 0 per row), IEND ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6; // 8-bit RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  writeFileSync(join(OUT, name), png(size, render(size, maskable)));
  console.log(`${name} ${size}×${size}`);
}
