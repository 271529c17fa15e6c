import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This module runs from src/paths.ts (tsx, tests) or bundled into dist/main.js (`npm start`):
// either way its folder sits one level below the server package.
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
