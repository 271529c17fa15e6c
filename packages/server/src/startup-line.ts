import type { Config } from './config';
import { pgliteDirOf } from './db/open';

type RuntimeConfig = Pick<
  Config,
  'port' | 'databaseUrl' | 'dataDir' | 'smtpUrl' | 'aiBaseUrl' | 'aiModel'
>;

/** host:port of a URL: enough to tell which service it is, without credentials. */
const hostOf = (url: string) => new URL(url).host;

/**
 * The one line start-up ends with: where the product answers and what it runs on, so a person
 * reading the console sees at once whether mail really leaves and which database holds the data.
 */
export function startupLine(config: RuntimeConfig): string {
  const database = config.databaseUrl
    ? `PostgreSQL at ${hostOf(config.databaseUrl)}${new URL(config.databaseUrl).pathname}`
    : `embedded in ${pgliteDirOf(config.dataDir)}`;
  const mail = config.smtpUrl ? `SMTP via ${hostOf(config.smtpUrl)}` : 'console outbox';
  const ai = config.aiBaseUrl
    ? `${config.aiModel ?? 'no model'} at ${hostOf(config.aiBaseUrl)}`
    : 'offline planner';
  return `Bitesize TaskBoard is running at http://localhost:${config.port} · database: ${database} · mail: ${mail} · AI: ${ai}`;
}
