// `npm run backup -- <file>`: writes every row of the configured database (DATA_DIR's embedded
// database, or DATABASE_URL's PostgreSQL) to <file> as JSON. The embedded database can only be
// read while no server holds it: stop the server first.
import fs from 'node:fs';
import { loadConfigOrExit } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/open';
import { makeBackup } from './database-backup';
import { runDatabaseCommand } from './database-command';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- <file>');
  process.exit(2);
}

await runDatabaseCommand(async () => {
  const database = await openDatabase(loadConfigOrExit(), () => {});
  try {
    const backup = await makeBackup(database);
    // Written beside the target, then renamed: a failed backup never leaves half a file.
    fs.writeFileSync(`${file}.partial`, JSON.stringify(backup), { mode: 0o600 });
    fs.renameSync(`${file}.partial`, file);
    const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
    console.log(`Backed up ${rows} rows of ${Object.keys(backup.tables).length} tables to ${file}`);
  } finally {
    await database.close();
  }
});
