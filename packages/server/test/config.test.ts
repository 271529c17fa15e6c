import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builds, serverEntry } from '../../../scripts/builds.mjs';
import { ConfigError, loadConfig } from '../src/config';

/** A P-256 key pair in base64url, as `npx web-push generate-vapid-keys` prints one. */
const VAPID_PUBLIC = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
const VAPID_PRIVATE = Buffer.alloc(32, 2).toString('base64url');

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.join(repoRoot, '.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      aiBaseUrl: undefined,
      aiDailyTokenLimit: 10000,
      logLevel: 'info',
      sessionTimeoutMinutes: 60,
      authRateLimitPerMinute: 30,
      signupLimitPerHour: 5,
      staticDir: path.join(repoRoot, 'app/build/client'),
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      DATA_DIR: '/tmp/board',
      DATABASE_URL: 'postgres://u:p@db:5432/board',
      REDIS_URL: 'redis://cache:6379',
      APP_URL: 'https://board.example.com/',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Board <board@example.com>',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'key',
      AI_MODEL: 'llama3',
      AI_DAILY_TOKEN_LIMIT: '5000',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/srv/app',
      SESSION_TIMEOUT_MINUTES: '15',
      AUTH_RATE_LIMIT_PER_MINUTE: '100',
      SIGNUP_LIMIT_PER_HOUR: '20',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
      JOB_POLL_INTERVAL_MS: '5000',
      JOB_LEASE_MS: '120000',
      JOB_RETRY_BASE_MS: '10000',
      VAPID_PUBLIC_KEY: VAPID_PUBLIC,
      VAPID_PRIVATE_KEY: VAPID_PRIVATE,
      VAPID_SUBJECT: 'mailto:admin@example.com',
      PUSH_ENDPOINT_ALLOWLIST: 'https://push.example.com, http://127.0.0.1:9000/',
    });
    expect(config).toEqual({
      port: 4000,
      dataDir: '/tmp/board',
      databaseUrl: 'postgres://u:p@db:5432/board',
      redisUrl: 'redis://cache:6379',
      appUrl: 'https://board.example.com',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Board <board@example.com>',
      aiBaseUrl: 'http://127.0.0.1:11434/v1',
      aiApiKey: 'key',
      aiModel: 'llama3',
      aiDailyTokenLimit: 5000,
      logLevel: 'warn',
      staticDir: '/srv/app',
      sessionTimeoutMinutes: 15,
      authRateLimitPerMinute: 100,
      signupLimitPerHour: 20,
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      twoFactorKey: Buffer.alloc(32, 7),
      production: false,
      jobPollIntervalMs: 5000,
      jobLeaseMs: 120_000,
      jobRetryBaseMs: 10_000,
      vapidKeys: { publicKey: VAPID_PUBLIC, privateKey: VAPID_PRIVATE },
      vapidSubject: 'mailto:admin@example.com',
      pushEndpointAllowlist: ['https://push.example.com', 'http://127.0.0.1:9000'],
    });
  });

  it('names the server to push services by its https address, else by its mail sender', () => {
    expect(loadConfig({ APP_URL: 'https://board.example.com' }).vapidSubject).toBe(
      'https://board.example.com',
    );
    expect(loadConfig({ MAIL_FROM: 'Board <board@example.com>' }).vapidSubject).toBe(
      'mailto:board@example.com',
    );
    expect(loadConfig({})).toMatchObject({
      vapidKeys: undefined,
      pushEndpointAllowlist: undefined,
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('takes APP_URL from PORT when unset, and treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '8080', SMTP_URL: '' })).toMatchObject({
      appUrl: 'http://localhost:8080',
      smtpUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number (1-65535) (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a port number (1-65535) (got "70000")'],
    [
      { DATABASE_URL: 'mysql://db/board' },
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://db/board")',
    ],
    [
      { DATABASE_URL: 'nope' },
      'DATABASE_URL must be a URL like postgres://user:password@host:5432/db (got "nope")',
    ],
    [
      { REDIS_URL: 'http://cache' },
      'REDIS_URL must start with redis:// or rediss:// (got "http://cache")',
    ],
    [
      { APP_URL: 'localhost:3000' },
      'APP_URL must start with http:// or https:// (got "localhost:3000")',
    ],
    [
      { SMTP_URL: 'mail.example.com' },
      'SMTP_URL must be a URL like smtp://user:password@mail.example.com:587 (got "mail.example.com")',
    ],
    [{ AI_BASE_URL: 'ftp://x' }, 'AI_BASE_URL must start with http:// or https:// (got "ftp://x")'],
    [
      { AI_DAILY_TOKEN_LIMIT: '-5' },
      'AI_DAILY_TOKEN_LIMIT must be a whole number above 0 (got "-5")',
    ],
    [
      { SIGNUP_LIMIT_PER_HOUR: '2.5' },
      'SIGNUP_LIMIT_PER_HOUR must be a whole number above 0 (got "2.5")',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { TRUST_PROXY: 'yes please' },
      'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses (got "yes please")',
    ],
    [
      // Too short, and never echoed: the message gives only its length.
      { TWO_FACTOR_KEY: 'c2hvcnQga2V5' },
      'TWO_FACTOR_KEY must be 32 random bytes in base64, e.g. the output of `openssl rand -base64 32` (got 12 characters)',
    ],
    [{ VAPID_PUBLIC_KEY: VAPID_PUBLIC }, 'VAPID_PRIVATE_KEY must be set together with its pair'],
    [
      // A private key is never echoed either.
      { VAPID_PUBLIC_KEY: VAPID_PUBLIC, VAPID_PRIVATE_KEY: 'c2hvcnQ' },
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes), e.g. from `npx web-push generate-vapid-keys` (got 7 characters)',
    ],
    [
      { PUSH_ENDPOINT_ALLOWLIST: 'https://push.example.com/path' },
      'PUSH_ENDPOINT_ALLOWLIST must be comma-separated origins like https://push.example.com',
    ],
    [
      { SESSION_TIMEOUT_MINUTES: '0' },
      'SESSION_TIMEOUT_MINUTES must be a whole number of minutes above 0 (got "0")',
    ],
  ])('refuses %j with "%s"', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('stops the server at start-up with one line naming the variable', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Configuration error: PORT must be a port number (1-65535) (got "not-a-port")',
    );
    expect(result.stdout).toBe('');
  });
});

describe('npm start', () => {
  it('rebuilds the app when anything its build reads changes', () => {
    // Everything in app/ is read by its build except what the build writes and the tests.
    const notRead = new Set(['build', 'e2e', 'bench', 'vitest.config.ts', 'node_modules']);
    const read = fs
      .readdirSync(path.join(repoRoot, 'app'))
      .filter((name) => !notRead.has(name) && !name.startsWith('.'))
      .map((name) => `app/${name}`);
    expect(read.length).toBeGreaterThan(5);
    expect(builds.app.inputs).toEqual(expect.arrayContaining(read));
  });
});
