import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * What the server answers for each content page (its address in each language, /content/x and
 * /fr/content/x → the API's JSON in that language and its fingerprint), written before every build by the server's own code on a freshly
 * migrated and seeded database (packages/server/src/content/write-content-snapshot.ts; the
 * app's `build` and `dev` scripts run it).
 */
export const contentSnapshotFile = fileURLToPath(
  new URL('../.content-snapshot.json', import.meta.url),
);

export interface ContentSnapshot {
  pages: Record<string, { answer: unknown; fingerprint: string }>;
}

export function readContentSnapshot(): ContentSnapshot {
  if (!existsSync(contentSnapshotFile)) {
    throw new Error(
      `${contentSnapshotFile} is missing: build the app with \`npm run build -w app\`, which writes it first`,
    );
  }
  return JSON.parse(readFileSync(contentSnapshotFile, 'utf8')) as ContentSnapshot;
}

/** The server reads it under this name (PRERENDERED_CONTENT_FILE in prerendered-pages.ts). */
const PRERENDERED_CONTENT_FILE = 'prerendered-content.json';

const ID = 'virtual:content-snapshot';
const RESOLVED = '\0' + ID;

/**
 * `import snapshot from 'virtual:content-snapshot'`: the snapshot, for the content routes'
 * build-time loaders (app/src/prerender/contentSnapshot.server.ts). A server-only module: the
 * browser's bundle never carries it. The built app names each page's answer fingerprint in
 * `prerendered-content.json`, so the server sends a prerendered content page only while the API
 * still answers what it was drawn from (packages/server/src/content/prerendered-pages.ts).
 */
export function contentSnapshot(): Plugin {
  return {
    name: 'taskboard-content-snapshot',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED ? `export default ${JSON.stringify(readContentSnapshot())};` : undefined,
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const fingerprints = Object.fromEntries(
        Object.entries(readContentSnapshot().pages).map(([page, { fingerprint }]) => [
          page,
          fingerprint,
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: PRERENDERED_CONTENT_FILE,
        source: `${JSON.stringify(fingerprints, null, 1)}\n`,
      });
    },
  };
}
