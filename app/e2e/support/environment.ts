import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port of the server under test; fixed so the config and every worker agree on it. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3917);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
/** Everything the server prints, including the console mail outbox the journeys read links from. */
export const serverLogPath = join(tmpdir(), `taskboard-e2e-${e2ePort}.log`);

export { chromiumLaunchOptions } from '../../../chromium';
