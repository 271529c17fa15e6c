// `npm run announce -- --kind product_updates --subject "…" --file announcement.md`: queues one
// mail per member who opted in to that kind, in the member's language, as jobs in the configured
// database (DATA_DIR's embedded database, or DATABASE_URL's PostgreSQL); a server sends them
// within a minute. The embedded database is one process's: stop the server, run this, start it.
// Running the same announcement again queues nothing (each member's job is keyed by its words).
import { loadConfigOrExit } from '../packages/server/src/config';
import { DataDirLockedError } from '../packages/server/src/db/lock';
import { openDatabase } from '../packages/server/src/db/open';
import { jobRunner } from '../packages/server/src/jobs/job-runner';
import { enqueueAnnouncement } from '../packages/server/src/notifications/announcements';
import { ANNOUNCE_USAGE, AnnounceUsageError, parseAnnounceArgs } from './announce-args';

let announcement;
try {
  announcement = parseAnnounceArgs(process.argv.slice(2));
} catch (error) {
  if (error instanceof AnnounceUsageError) {
    console.error(`${error.message}\n\n${ANNOUNCE_USAGE}`);
    process.exit(2);
  }
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error(`No such file: ${(error as NodeJS.ErrnoException).path ?? ''}`);
    process.exit(2);
  }
  throw error;
}

const config = loadConfigOrExit();
let database;
try {
  database = await openDatabase(config, () => {});
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `A running server (PID ${error.pid}) holds the embedded database in ${error.dataDir}. ` +
        'Announcements are queued in the database itself: stop the server, run this command ' +
        'again, then start the server; it sends them within a minute. ' +
        '(With DATABASE_URL on PostgreSQL, servers keep running while you announce.)',
    );
    process.exit(1);
  }
  throw error;
}
try {
  // Only the queue: this process sends nothing; a server's job runner does.
  const { enqueue } = jobRunner({ db: database.db, handlers: {} });
  const { queued, already } = await enqueueAnnouncement(database.db, enqueue, announcement);
  const languages = Object.keys(announcement.texts).join(', ');
  console.log(
    `Queued ${queued} ${announcement.kind} e-mail${queued === 1 ? '' : 's'} (texts: ${languages})` +
      (already > 0 ? `; ${already} member${already === 1 ? '' : 's'} already had this one` : '') +
      '. A running server sends them within a minute, outside each member’s quiet hours.',
  );
} finally {
  await database.close();
}
