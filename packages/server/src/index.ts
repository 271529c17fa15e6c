export { buildApp, BODY_LIMIT_BYTES, type AppConfig, type BuildAppOptions } from './app';
export { loadConfig, loadConfigOrExit, ConfigError, type Config } from './config';
export { openDatabase } from './db/open';
export type { RouteTableEntry, RouteAuth } from './plugins/route-table';
