import encodeQR from 'qr';

/** The quiet zone the QR standard asks for, in modules. */
export const QUIET_ZONE = 4;

/** The code's modules (true = dark), quiet zone included. Medium error correction. */
export function qrModules(value: string): boolean[][] {
  return encodeQR(value, 'raw', { ecc: 'medium', border: QUIET_ZONE });
}

/** One SVG path of every dark module: one element, however large the code. */
export function modulesPath(modules: boolean[][]): string {
  let d = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}
