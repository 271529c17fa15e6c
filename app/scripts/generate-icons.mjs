// Draws the app icons (a white tick on the brand blue) as PNG and SVG files in app/public.
// No image library: pixels are computed here and written with node's zlib. Run it again after
// changing the drawing: `node app/scripts/generate-icons.mjs`.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const publicDir = new URL('../public/', import.meta.url);
const brand = [0x2f, 0x6f, 0xdf];
const white = [0xff, 0xff, 0xff];
// The tick, in a unit square: from its short arm's top, down to the corner, up to the long arm.
const tick = [
  [0.3, 0.52],
  [0.44, 0.66],
  [0.72, 0.36],
];

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * One icon: `maskable` fills the whole square (the platform cuts its own shape) and keeps the tick
 * inside the central safe zone; the plain icon is a rounded square on a transparent ground.
 */
function drawIcon(size, { maskable }) {
  const scale = maskable ? 0.7 : 1;
  const radius = 0.2;
  const stroke = 0.075 * scale;
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const u = (x + 0.5) / size;
      const v = (y + 0.5) / size;
      // Rounded-square coverage (1 inside, 0 outside), softened over one pixel.
      const cx = Math.max(radius - u, 0, u - (1 - radius));
      const cy = Math.max(radius - v, 0, v - (1 - radius));
      const outside = Math.hypot(cx, cy) - radius;
      const ground = maskable ? 1 : Math.max(0, Math.min(1, 0.5 - outside * size));
      // The tick, scaled about the centre.
      const tu = (u - 0.5) / scale + 0.5;
      const tv = (v - 0.5) / scale + 0.5;
      const d = Math.min(
        distanceToSegment(tu, tv, tick[0], tick[1]),
        distanceToSegment(tu, tv, tick[1], tick[2]),
      );
      const ink = Math.max(0, Math.min(1, (stroke / scale - d) * size * scale + 0.5));
      const colour = brand.map((c, i) => Math.round(c + ((white[i] ?? c) - c) * ink));
      row.set([...colour, Math.round(ground * 255)], 1 + x * 4);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, scanlines) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="20" fill="#2f6fdf"/>
  <path d="M30 52 44 66 72 36" fill="none" stroke="#fff" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;

writeFileSync(new URL('icon-192.png', publicDir), drawIcon(192, { maskable: false }));
writeFileSync(new URL('icon-512.png', publicDir), drawIcon(512, { maskable: false }));
writeFileSync(new URL('icon-maskable-512.png', publicDir), drawIcon(512, { maskable: true }));
writeFileSync(new URL('apple-touch-icon.png', publicDir), drawIcon(180, { maskable: true }));
writeFileSync(new URL('favicon.svg', publicDir), svg);
