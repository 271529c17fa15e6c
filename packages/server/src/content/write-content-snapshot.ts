// Writes what the app's build prerenders the content pages from (app/package.json runs it before
// `react-router build`): the server's own answers on an in-memory database brought up as a first
// start brings up a real one (every migration, then the seed), so the pages show exactly what
// the API serves. Usage: tsx --conditions=source write-content-snapshot.ts <out.json>
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../db/open';
import { seedDatabase } from '../db/seed';
import { contentService } from '../services/content-service';
import { contentSnapshot } from './prerendered-pages';

const out = process.argv[2];
if (!out) {
  console.error('Usage: write-content-snapshot.ts <out.json>');
  process.exit(2);
}

const database = await fromPglite(await PGlite.create());
try {
  await seedDatabase(database.db);
  const pages = await contentSnapshot(contentService({ db: database.db }));
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ pages }, null, 1)}\n`);
  console.log(`Content snapshot: ${Object.keys(pages).length} pages → ${out}`);
} finally {
  await database.close();
}
