// `npm start`: build the app and the server when their sources are newer than their last
// builds, then run the one server process, compiled JavaScript, that serves the API and the app, with
// the V8 flags of builds.mjs (serverNodeFlags) that keep its memory small.
// Ctrl-C reaches the server, which closes the database cleanly; this wrapper only waits for it.
import { spawn } from 'node:child_process';
import { buildIfStale, root, serverArgs } from './builds.mjs';

for (const name of ['app', 'server']) {
  if (!buildIfStale(name)) process.exit(1);
}

const server = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit' });
// The terminal sends Ctrl-C to the whole process group: the server handles it, we wait.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
