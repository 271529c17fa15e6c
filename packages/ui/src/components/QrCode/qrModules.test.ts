import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { modulesPath, QUIET_ZONE, qrModules } from './qrModules';

/** Paints the path as the browser would (every `M x y` square dark) into an RGBA image. */
function paint(path: string, size: number, scale = 4) {
  const width = size * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data.fill(0, at, at + 3);
      }
    }
  }
  return { width, height: width, data };
}

describe('the QR code drawing', () => {
  const link =
    'otpauth://totp/Bitesize%20TaskBoard:parent%40example.com?issuer=Bitesize%20TaskBoard&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';

  it('reads back as the text it carries', () => {
    const modules = qrModules(link);
    expect(decodeQR(paint(modulesPath(modules), modules.length))).toBe(link);
  });

  it('keeps a quiet zone of four light modules on every side', () => {
    const modules = qrModules('https://example.com');
    const size = modules.length;
    for (let i = 0; i < size; i += 1) {
      for (let q = 0; q < QUIET_ZONE; q += 1) {
        expect(modules[q]?.[i]).toBe(false);
        expect(modules[size - 1 - q]?.[i]).toBe(false);
        expect(modules[i]?.[q]).toBe(false);
        expect(modules[i]?.[size - 1 - q]).toBe(false);
      }
    }
    // The finder pattern's corner starts right after it.
    expect(modules[QUIET_ZONE]?.[QUIET_ZONE]).toBe(true);
  });

  it('draws one square per dark module and nothing for light ones', () => {
    const modules = [
      [true, false],
      [false, true],
    ];
    expect(modulesPath(modules)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
