import { DataDirLockedError } from '../packages/server/src/db/lock';
import { BackupRefusedError } from './database-backup';

/** Runs a backup or restore; a failure a person can fix is one line and exit code 1. */
export async function runDatabaseCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof BackupRefusedError) {
      console.error(error.message);
      process.exit(1);
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`No such file: ${(error as NodeJS.ErrnoException).path ?? ''}`);
      process.exit(1);
    }
    throw error;
  }
}
