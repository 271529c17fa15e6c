import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createTaskBreaker, providerFromConfig } from './ai';
import type { Config } from './config';
import type { Database } from './db/database';
import { createMailer, type Mailer } from './mail/mailer';
import { installAuth } from './plugins/auth';
import { installErrorHandler } from './plugins/error-handler';
import { installRateLimit } from './plugins/rate-limit';
import { installRouteTable } from './plugins/route-table';
import { inlineScriptHashes, installSpa } from './plugins/spa';
import { installTextGuard } from './plugins/text-guard';
import { memoryAttemptCounter, redisAttemptCounter } from './security/attempt-counter';
import { parentPasswordGuard } from './security/parent-password-guard';
import { logSafeError } from './security/log-safe-error';
import { closeRedis, connectRedis } from './redis';
import { familyRoutes } from './routes/family';
import { backlogRoutes } from './routes/backlog';
import { contentRoutes } from './routes/content';
import { accountSettingsRoutes } from './routes/account-settings';
import { healthRoutes } from './routes/health';
import { settingsRoutes } from './routes/settings';
import { profileRoutes, statsRoutes } from './routes/stats';
import { taskbreakerRoutes } from './routes/taskbreaker';
import { themesRoutes } from './routes/themes';
import { usersRoutes } from './routes/users';
import { accountsService } from './services/accounts-service';
import { backlogService } from './services/backlog-service';
import { contentService } from './services/content-service';
import { taskbreakerService } from './services/taskbreaker-service';
import { familyService } from './services/family-service';
import { settingsService } from './services/settings-service';
import { themesService } from './services/themes-service';
import { accountSettingsService } from './services/account-settings-service';
import { progressService, type TimeZoneOf } from './services/progress-service';
import { statsService } from './services/stats-service';

export const BODY_LIMIT_BYTES = 100 * 1024;

export type AppConfig = Pick<
  Config,
  | 'appUrl'
  | 'redisUrl'
  | 'smtpUrl'
  | 'mailFrom'
  | 'logLevel'
  | 'sessionTimeoutMinutes'
  | 'authRateLimitPerMinute'
> & { staticDir?: string | undefined } & Partial<
    Pick<
      Config,
      'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiDailyTokenLimit' | 'trustProxy' | 'mediaBaseUrl'
    >
  >;

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Defaults to SMTP when configured, else the console outbox. */
  mailer?: Mailer;
  /** Separates rate-limit counters of apps sharing one Redis (tests). */
  rateLimitNamespace?: string;
  /** Where log lines go; stdout by default. */
  logStream?: { write: (line: string) => void };
  /** How long to wait for REDIS_URL before giving up with a RedisUnavailableError. */
  redisConnectTimeoutMs?: number;
  /** The clock of streak days, badge awards and statistics windows (tests fix it). */
  now?: () => Date;
  /** Each user's time zone for streak days; UTC until accounts have the setting. */
  timeZoneOf?: TimeZoneOf;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** Resolves when work that runs after an answer (mails) is done. */
    settled: () => Promise<void>;
  }
}

export async function buildApp({
  config,
  db,
  mailer = createMailer(config, db),
  rateLimitNamespace = 'taskboard-rate-limit-',
  logStream,
  redisConnectTimeoutMs = 10_000,
  now,
  timeZoneOf,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // Request lines would bury the start-up and mail lines people read in the console.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy ?? false),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Browsers' fetch sends `Content-Type: application/json` on calls without a body (logout);
  // an empty body is "no body", anything else must be valid JSON. The API speaks only JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // External plugins: config, db, security headers, CORS, rate limit, docs.
  app.decorate('config', config);
  app.decorate('db', db);
  installRouteTable(app);
  installErrorHandler(app);
  installTextGuard(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The React Router SPA boots from inline scripts: each one built is allowed by its hash.
        'script-src': ["'self'", ...inlineScriptHashes(config.staticDir)],
        'img-src': ["'self'", 'data:', 'https:'],
        // Plain http on localhost must keep working.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(cors, { origin: new URL(config.appUrl).origin });

  // Waits for Redis: a request must never reach a rate limit whose store is still connecting.
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, {
        timeoutMs: redisConnectTimeoutMs,
        log: {
          warn: (message) => app.log.warn(message),
          info: (message) => app.log.info(message),
        },
      })
    : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  await installRateLimit(app, { redis, nameSpace: rateLimitNamespace });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Bitesize TaskBoard API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Support can match what a user saw with the server log line for it.
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id));
  installAuth(app, { db, sessionTimeoutMinutes: config.sessionTimeoutMinutes });

  // Domain services, then routes.
  // One family's password is guarded across every call that checks it, on every instance.
  const attempts = redis ? redisAttemptCounter(redis, rateLimitNamespace) : memoryAttemptCounter();
  const passwordGuard = parentPasswordGuard(attempts, {
    perFamilyPerMinute: config.authRateLimitPerMinute,
  });
  const accounts = accountsService({
    db,
    mailer,
    passwordGuard,
    appUrl: config.appUrl,
    logError: (error, message) => app.log.error({ err: logSafeError(error) }, message),
  });
  app.decorate('settled', accounts.settled);
  // Mail still being sent after an answer goes out before the mailer closes.
  app.addHook('onClose', async () => {
    await accounts.settled();
    mailer.close();
  });
  const clock = { ...(now ? { now } : {}), ...(timeZoneOf ? { timeZoneOf } : {}) };
  const stats = statsService({ db, ...clock });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(usersRoutes, {
        prefix: '/users',
        accounts,
        attempts,
        authRateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(settingsRoutes, {
        prefix: '/users/settings',
        settings: settingsService({
          db,
          defaultSessionTimeoutMinutes: config.sessionTimeoutMinutes,
        }),
      });
      await api.register(accountSettingsRoutes, {
        prefix: '/users',
        account: accountSettingsService({
          db,
          mailer,
          passwordGuard,
          appUrl: config.appUrl,
          defaultSessionTimeoutMinutes: config.sessionTimeoutMinutes,
          logError: (error, message) => app.log.error({ err: logSafeError(error) }, message),
        }),
      });
      await api.register(familyRoutes, {
        prefix: '/users',
        family: familyService({ db, passwordGuard }),
      });
      await api.register(contentRoutes, {
        prefix: '/content',
        content: contentService({ db, mediaBaseUrl: config.mediaBaseUrl }),
      });
      await api.register(themesRoutes, { prefix: '/backlog', themes: themesService({ db }) });
      await api.register(profileRoutes, { prefix: '/users', stats });
      await api.register(backlogRoutes, {
        prefix: '/backlog',
        backlog: backlogService({ db, progress: progressService({ db, ...clock }) }),
      });
      await api.register(statsRoutes, { prefix: '/backlog', stats });
      await api.register(taskbreakerRoutes, {
        prefix: '/taskbreaker',
        taskbreaker: taskbreakerService({
          db,
          taskBreaker: createTaskBreaker({
            provider: providerFromConfig({
              baseUrl: config.aiBaseUrl,
              apiKey: config.aiApiKey,
              model: config.aiModel,
            }),
          }),
          dailyTokenLimit: config.aiDailyTokenLimit,
        }),
      });
    },
    { prefix: '/api' },
  );

  installSpa(app, config.staticDir);
  return app;
}

/** A number of hops becomes the function Fastify takes for it: trust the nearest `hops` proxies. */
function trustProxyOption(trust: boolean | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
