import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { DataDirLockedError } from './db/lock';
import { openDatabase } from './db/open';
import { seedDatabase } from './db/seed';
import { consoleMailWarning } from './mail/mailer';
import { RedisUnavailableError } from './redis';
import { startupLine } from './startup-line';

const config = loadConfigOrExit();
const mailWarning = consoleMailWarning(config);
if (mailWarning) console.warn(mailWarning);

/** Failures a person can fix (a locked data directory, an unreachable Redis): one line, exit 1. */
function exitIfExpected(error: unknown): void {
  if (error instanceof DataDirLockedError || error instanceof RedisUnavailableError) {
    console.error(error.message);
    process.exit(1);
  }
}

// Opening also applies the migrations the database has not seen yet.
const database = await openDatabase(config).catch((error: unknown) => {
  exitIfExpected(error);
  throw error;
});
await seedDatabase(database.db);

const app = await buildApp({ config, db: database.db }).catch(async (error: unknown) => {
  await database.close();
  exitIfExpected(error);
  throw error;
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing the server and the database...`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error('Clean shutdown failed:', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: '0.0.0.0' });
} catch (error) {
  console.error(`Could not listen on port ${config.port}: ${(error as Error).message}`);
  await database.close();
  process.exit(1);
}
console.log(startupLine(config));
