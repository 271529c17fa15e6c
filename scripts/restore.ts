// `npm run restore -- <file>`: replaces everything in the configured database (DATA_DIR's
// embedded database, or DATABASE_URL's PostgreSQL) with a backup made by `npm run backup`.
// Refused while a server holds the embedded database; all or nothing.
import fs from 'node:fs';
import { loadConfigOrExit } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/open';
import { parseBackup, restoreBackup } from './database-backup';
import { runDatabaseCommand } from './database-command';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <file>');
  process.exit(2);
}

await runDatabaseCommand(async () => {
  const backup = parseBackup(fs.readFileSync(file, 'utf8'));
  const database = await openDatabase(loadConfigOrExit(), () => {});
  try {
    const restored = await restoreBackup(database, backup);
    const rows = Object.values(restored).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored ${rows} rows of ${Object.keys(restored).length} tables from ${file} (made ${backup.createdAt})`,
    );
  } finally {
    await database.close();
  }
});
