import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database holds every family's data, so only the server's own user may read it:
 * folders 0700, files 0600. PGlite creates its files world-writable (0666) whatever the umask,
 * so the modes are set again after it opens and after it closes; a file it adds in between sits
 * inside folders no one else can enter.
 */
export function makePrivate(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(full);
    else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
}
