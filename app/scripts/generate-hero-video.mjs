// Draws the landing page's hero animation from the product's own artwork (the brand blue, the
// tick of the app icon, the board's three columns): a task card travels from New through In
// Progress to Done and earns its tick. Frames are computed here as raw pixels and encoded by
// ffmpeg (apt-get install ffmpeg) into a short muted loop, a poster and a still for phones.
// Run it again after changing the drawing: `node app/scripts/generate-hero-video.mjs`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../public/hero/', import.meta.url));
const W = 640;
const H = 360;
const FPS = 24;
const SECONDS = 6;

const cream = [0xfd, 0xf8, 0xf0];
const column = [0xf3, 0xee, 0xe6];
const brand = [0x2f, 0x6f, 0xdf];
const ink = [0x1f, 0x2a, 0x44];
const white = [0xff, 0xff, 0xff];
const green = [0x2e, 0x9e, 0x6b];
const amber = [0xf2, 0xb1, 0x34];

/** Signed distance from a point to a rounded rectangle (negative inside). */
function roundedRect(px, py, x, y, w, h, r) {
  const qx = Math.abs(px - (x + w / 2)) - (w / 2 - r);
  const qy = Math.abs(py - (y + h / 2)) - (h / 2 - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

function segment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const clamp01 = (t) => Math.max(0, Math.min(1, t));

const columns = [0, 1, 2].map((i) => ({ x: 32 + i * 200, y: 40, w: 176, h: 288 }));
const header = (i) => [brand, amber, green][i];

/** Where the moving card is at time t (seconds), and how much of its tick is drawn. */
function cardAt(t) {
  const stops = [
    [0, 0],
    [1.2, 0],
    [2.2, 1],
    [3.2, 1],
    [4.2, 2],
    [6, 2],
  ];
  let position = 2;
  for (let i = 0; i < stops.length - 1; i++) {
    const [t0, c0] = stops[i];
    const [t1, c1] = stops[i + 1];
    if (t >= t0 && t <= t1) {
      position = c0 + (c1 - c0) * ease(clamp01((t - t0) / (t1 - t0)));
      break;
    }
  }
  // The card lifts a little while it travels.
  const lift = Math.sin(Math.PI * (position % 1)) * 10;
  const tick = clamp01((t - 4.3) / 0.6);
  return { x: 32 + 16 + position * 200, y: 118 - lift, tick };
}

function drawFrame(t) {
  const pixels = Buffer.alloc(W * H * 3);
  const card = cardAt(t);
  const cardW = 144;
  const cardH = 64;
  const tick = [
    [card.x + cardW - 46, card.y + 32],
    [card.x + cardW - 36, card.y + 42],
    [card.x + cardW - 18, card.y + 22],
  ];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let c = cream;
      const blend = (color, coverage) => {
        const a = clamp01(coverage);
        if (a > 0) c = c.map((v, i) => v + (color[i] - v) * a);
      };
      columns.forEach((col, i) => {
        blend(column, 0.5 - roundedRect(x, y, col.x, col.y, col.w, col.h, 16));
        blend(header(i), 0.5 - roundedRect(x, y, col.x + 16, col.y + 16, col.w - 32, 12, 6));
        // Two resting cards in each column, as on a real board.
        for (const row of [0, 1]) {
          const cy = col.y + 180 + row * 52;
          blend(white, 0.5 - roundedRect(x, y, col.x + 16, cy, col.w - 32, 40, 10));
          blend(column, 0.5 - roundedRect(x, y, col.x + 28, cy + 16, 80 - row * 20, 8, 4));
        }
      });
      // The travelling card, its shadow, its title line and its tick.
      blend(
        [0xd9, 0xd2, 0xc6],
        0.6 * (0.5 - roundedRect(x, y, card.x + 3, card.y + 5, cardW, cardH, 12) / 4),
      );
      blend(white, 0.5 - roundedRect(x, y, card.x, card.y, cardW, cardH, 12));
      blend(ink, 0.5 - roundedRect(x, y, card.x + 14, card.y + 18, 64, 10, 5));
      blend([0xc4, 0xcb, 0xd8], 0.5 - roundedRect(x, y, card.x + 14, card.y + 36, 44, 8, 4));
      if (card.tick > 0) {
        const radius = 15 * Math.min(1, card.tick * 1.6);
        blend(green, 0.5 - (Math.hypot(x - (card.x + cardW - 32), y - (card.y + 32)) - radius));
        const drawn = clamp01(card.tick * 1.6 - 0.6);
        if (drawn > 0) {
          const d = Math.min(
            segment(x, y, tick[0], tick[1]),
            drawn > 0.5 ? segment(x, y, tick[1], tick[2]) : Infinity,
          );
          blend(white, 0.5 - (d - 2.5));
        }
      }
      const o = (y * W + x) * 3;
      pixels[o] = c[0];
      pixels[o + 1] = c[1];
      pixels[o + 2] = c[2];
    }
  }
  return pixels;
}

const frames = Buffer.concat(Array.from({ length: FPS * SECONDS }, (_, i) => drawFrame(i / FPS)));
const input = [
  '-y',
  '-f',
  'rawvideo',
  '-pix_fmt',
  'rgb24',
  '-s',
  `${W}x${H}`,
  '-r',
  String(FPS),
  '-i',
  '-',
];
const run = (args, stdin) => {
  const result = spawnSync('ffmpeg', [...input, ...args], {
    input: stdin,
    stdio: ['pipe', 'inherit', 'inherit'],
    maxBuffer: 1 << 30,
  });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.at(-1)} failed`);
};
run(
  ['-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', `${out}hero.webm`],
  frames,
);
run(
  [
    '-an',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'main',
    '-crf',
    '28',
    '-movflags',
    '+faststart',
    `${out}hero.mp4`,
  ],
  frames,
);
// The last frame (the task in Done with its tick) is the poster and the phone image.
const last = drawFrame(SECONDS - 0.01);
run(['-frames:v', '1', '-update', '1', '-q:v', '4', `${out}hero-poster.jpg`], last);
run(
  ['-frames:v', '1', '-update', '1', '-vf', 'scale=480:270', '-q:v', '4', `${out}hero-480.jpg`],
  last,
);
