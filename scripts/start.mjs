// `npm start`: build the app when its sources are newer than the last build, then run the one
// server process that serves the API and the app. Ctrl-C reaches the server, which closes the
// database cleanly; this wrapper only waits for it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'app/build/.build-stamp');
const sources = [
  'app/src',
  'app/public',
  'packages/ui/src',
  'packages/contract/src',
  'machines/src',
];
const configs = ['app/vite.config.ts', 'app/react-router.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

const sourcesChanged = Math.max(
  ...[...sources, ...configs].map((p) => newestChange(join(root, p))),
);
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sourcesChanged) {
  console.log('Building the app (first start or changed sources)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'app'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// The terminal sends Ctrl-C to the whole process group: the server handles it, we wait.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
