import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { DataDirLockedError } from './db/lock';
import { openDatabase } from './db/open';
import { seedDatabase } from './db/seed';

const config = loadConfigOrExit();

let database;
try {
  // Opening also applies the migrations the database has not seen yet.
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
await seedDatabase(database.db);

const app = await buildApp({ config, db: database.db });

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing the server and the database...`);
  try {
    await app.close();
    await database!.close();
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
console.log(`Bitesize TaskBoard is running at http://localhost:${config.port}`);
