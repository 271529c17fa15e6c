import { startAppServer } from './app-server';
import { e2ePort, serverLogPath } from './environment';

// The server every journey shares, on the fixed e2e port, with its console (and so the mail
// outbox the journeys read links from) in serverLogPath. Returns the teardown that stops it.
export default async function globalSetup() {
  const server = await startAppServer({}, { port: e2ePort, logPath: serverLogPath });
  return server.stop;
}
