import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

// An empty variable counts as unset, so `SMTP_URL= npm start` means "no SMTP".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const url = (protocols: string[], hint: string) =>
  z
    .url({ error: `must be a URL like ${hint}` })
    .refine(
      (value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol),
      `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

const positiveInt = (what: string) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .positive(`must be ${what}`);

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be a port number (1-65535)' })
      .int('must be a port number (1-65535)')
      .min(1, 'must be a port number (1-65535)')
      .max(65535, 'must be a port number (1-65535)'),
  ),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    url(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db'),
  ),
  REDIS_URL: optional(url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
  APP_URL: optional(url(['http:', 'https:'], 'https://taskboard.example.com')),
  SMTP_URL: optional(url(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587')),
  MAIL_FROM: optional(z.string()),
  AI_BASE_URL: optional(url(['http:', 'https:'], 'http://127.0.0.1:11434/v1')),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string()),
  AI_DAILY_TOKEN_LIMIT: optional(positiveInt('a whole number above 0')),
  NODE_ENV: optional(z.string()),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  STATIC_DIR: optional(z.string()),
  MEDIA_BASE_URL: optional(url(['http:', 'https:'], 'https://media.example.com/posts/')),
  SESSION_TIMEOUT_MINUTES: optional(positiveInt('a whole number of minutes above 0')),
  AUTH_RATE_LIMIT_PER_MINUTE: optional(positiveInt('a whole number above 0')),
  SIGNUP_LIMIT_PER_HOUR: optional(positiveInt('a whole number above 0')),
  TWO_FACTOR_KEY: optional(
    z
      .string()
      .refine(
        (value) =>
          /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
        'must be 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`',
      ),
  ),
  VAPID_PUBLIC_KEY: optional(
    z
      .string()
      .refine(
        (value) => base64urlBytes(value) === 65,
        'must be a P-256 public key in base64url (65 bytes), e.g. from `npx web-push generate-vapid-keys`',
      ),
  ),
  VAPID_PRIVATE_KEY: optional(
    z
      .string()
      .refine(
        (value) => base64urlBytes(value) === 32,
        'must be a P-256 private key in base64url (32 bytes), e.g. from `npx web-push generate-vapid-keys`',
      ),
  ),
  VAPID_SUBJECT: optional(url(['https:', 'mailto:'], 'mailto:admin@example.com')),
  PUSH_ENDPOINT_ALLOWLIST: optional(
    z
      .string()
      .refine(
        (value) => value.split(',').every((origin) => originOf(origin.trim()) !== undefined),
        'must be comma-separated origins like https://push.example.com',
      ),
  ),
  JOB_POLL_INTERVAL_MS: optional(
    positiveInt('a whole number of milliseconds above 0').max(
      60_000,
      'must be at most 60000: due work is picked up within a minute',
    ),
  ),
  JOB_LEASE_MS: optional(positiveInt('a whole number of milliseconds above 0')),
  JOB_RETRY_BASE_MS: optional(positiveInt('a whole number of milliseconds above 0')),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(
        /^(true|false|\d+|[0-9A-Fa-f:.]+(\/\d{1,3})?(\s*,\s*[0-9A-Fa-f:.]+(\/\d{1,3})?)*)$/,
        'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses',
      ),
  ),
});

/** How many bytes a base64url text holds, or undefined when it is not base64url. */
function base64urlBytes(value: string): number | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return undefined;
  return Buffer.from(value, 'base64url').length;
}

/** The origin of an http(s) URL with nothing after it but '/', else undefined. */
function originOf(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const parsed = new URL(value);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) return undefined;
  return parsed.origin;
}

/**
 * Which X-Forwarded-For hops to believe (Fastify's trustProxy): behind a load balancer the
 * client's own address, which rate limits count by, is only known from that header.
 */
function trustProxyOf(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string | undefined;
  aiDailyTokenLimit: number;
  logLevel: string;
  staticDir: string;
  /** The media store: a post whose content opens with a link under it redirects there. */
  mediaBaseUrl: string | undefined;
  /** A session unused for this long needs a new login. */
  sessionTimeoutMinutes: number;
  /** Attempts per minute on login, register, forgot and reset, per client address and account. */
  authRateLimitPerMinute: number;
  /** New families one client address may sign up per hour. */
  signupLimitPerHour: number;
  /** Proxies whose X-Forwarded-For is believed; false when the server faces clients directly. */
  trustProxy: boolean | number | string[];
  /** Seals authenticator secrets in the database (32 bytes); unset: they are stored as given. */
  twoFactorKey: Buffer | undefined;
  /** The VAPID key pair from the environment; unset: made on first start and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who runs this server, for push services (RFC 8292 `sub`): an https: or mailto: URL. */
  vapidSubject: string;
  /** Origins push endpoints may have; unset: the known push services over https. */
  pushEndpointAllowlist: string[] | undefined;
  /** NODE_ENV=production: a server for real families, where mail must really be sent. */
  production: boolean;
  /** How often the job runner looks for due work (at most a minute). */
  jobPollIntervalMs: number;
  /** How long a server holds a job it runs; one killed mid-job gives it back after this. */
  jobLeaseMs: number;
  /** The first retry of a failed job waits this long, each next one twice as long. */
  jobRetryBaseMs: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

const SECRET_VARIABLES = new Set(['TWO_FACTOR_KEY', 'VAPID_PRIVATE_KEY']);

/** Reads the environment once; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const got = env[variable] ?? '';
    // A key is never repeated into a log, however wrong it is.
    const shown = SECRET_VARIABLES.has(variable) ? `${got.length} characters` : `"${got}"`;
    throw new ConfigError(variable, `${issue?.message ?? 'is invalid'} (got ${shown})`);
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    const missing = e.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
    throw new ConfigError(
      missing,
      'must be set together with its pair (or leave both unset: the server makes a pair and keeps it in the database)',
    );
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const mailFrom = e.MAIL_FROM ?? 'Bitesize TaskBoard <no-reply@localhost>';
  return {
    port,
    // The default sits at the repository root whichever workspace the server is started from.
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, '.data'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    appUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    aiBaseUrl: e.AI_BASE_URL,
    aiApiKey: e.AI_API_KEY,
    aiModel: e.AI_MODEL,
    aiDailyTokenLimit: e.AI_DAILY_TOKEN_LIMIT ?? 10000,
    logLevel: e.LOG_LEVEL ?? 'info',
    staticDir: path.resolve(e.STATIC_DIR ?? path.join(repoRoot, 'app/build/client')),
    mediaBaseUrl: e.MEDIA_BASE_URL,
    sessionTimeoutMinutes: e.SESSION_TIMEOUT_MINUTES ?? 60,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE ?? 30,
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR ?? 5,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    twoFactorKey: e.TWO_FACTOR_KEY ? Buffer.from(e.TWO_FACTOR_KEY, 'base64') : undefined,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? vapidSubjectOf(appUrl, mailFrom),
    pushEndpointAllowlist: e.PUSH_ENDPOINT_ALLOWLIST?.split(',')
      .map((origin) => originOf(origin.trim()))
      .filter((origin): origin is string => origin !== undefined),
    production: e.NODE_ENV === 'production',
    jobPollIntervalMs: e.JOB_POLL_INTERVAL_MS ?? 15_000,
    jobLeaseMs: e.JOB_LEASE_MS ?? 5 * 60_000,
    jobRetryBaseMs: e.JOB_RETRY_BASE_MS ?? 30_000,
  };
}

/** The server's https address, else the address its mail comes from (push services ask for one). */
function vapidSubjectOf(appUrl: string, mailFrom: string): string {
  if (appUrl.startsWith('https://')) return appUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** Start-up path: one line naming the variable and the problem, then exit 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
