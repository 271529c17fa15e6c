import { Redis } from 'ioredis';

/** Start-up could not reach REDIS_URL in time; main prints the message as its one line. */
export class RedisUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

/** REDIS_URL as it may be printed: a password in it is masked. */
export function printableRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

interface ConnectOptions {
  /** How long start-up waits for Redis before giving up. */
  timeoutMs: number;
  /** Where outage and recovery lines go (the app's logger once it exists). */
  log: { warn: (message: string) => void; info: (message: string) => void };
}

/**
 * A client for REDIS_URL that is connected when this resolves. After start-up it never queues
 * commands while disconnected and never waits long on a hung server: each command fails fast
 * (the calls that need Redis answer 503) while the client keeps reconnecting on its own, so
 * those calls work again as soon as Redis is back.
 */
export async function connectRedis(
  url: string,
  { timeoutMs, log }: ConnectOptions,
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: Math.min(timeoutMs, 5_000),
    // ioredis' default, spelled out: retry forever, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 50, 2_000),
  });

  let lastError: Error | undefined;
  let outage = false;
  let started = false;
  redis.on('error', (error: Error) => {
    lastError = error;
    if (started && !outage) {
      outage = true;
      log.warn(
        `Redis at ${printableRedisUrl(url)} is unreachable (${error.message}): rate-limited calls answer 503 until it is back`,
      );
    }
  });
  redis.on('ready', () => {
    if (outage) log.info(`Redis at ${printableRedisUrl(url)} is reachable again`);
    outage = false;
  });

  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  // A refused first attempt rejects connect(); the client keeps retrying until `ready` decides.
  redis.connect().catch(() => {});
  if (!(await ready)) {
    redis.disconnect();
    const reason = lastError ? ` (${lastError.message})` : '';
    throw new RedisUnavailableError(
      `Could not connect to Redis at REDIS_URL=${printableRedisUrl(url)} within ${timeoutMs / 1000} s${reason}`,
    );
  }
  started = true;
  return redis;
}

/** Closes the client whether or not Redis is reachable right now. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
