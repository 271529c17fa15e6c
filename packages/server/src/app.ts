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
import { prerenderedContentCheck } from './content/prerendered-pages';
import { createMailer, type Mailer } from './mail/mailer';
import { installAuth } from './plugins/auth';
import { installErrorHandler } from './plugins/error-handler';
import { installRateLimit } from './plugins/rate-limit';
import { installRouteTable } from './plugins/route-table';
import { installSpa } from './plugins/spa';
import { installTextGuard } from './plugins/text-guard';
import { memoryAttemptCounter, redisAttemptCounter } from './security/attempt-counter';
import { parentPasswordGuard } from './security/parent-password-guard';
import { secretBox } from './security/secret-box';
import { signupGuard } from './security/signup-guard';
import { twoFactorGuard } from './security/two-factor-guard';
import { logSafeError } from './security/log-safe-error';
import { closeRedis, connectRedis } from './redis';
import { childSettingsRoutes } from './routes/child-settings';
import { familyRoutes } from './routes/family';
import { backlogRoutes } from './routes/backlog';
import { contentRoutes } from './routes/content';
import { accountSettingsRoutes } from './routes/account-settings';
import { emailChangeRoutes } from './routes/email-change';
import { healthRoutes } from './routes/health';
import { settingsRoutes } from './routes/settings';
import { profileRoutes, statsRoutes } from './routes/stats';
import { directoryRoutes } from './routes/directory';
import { taskbreakerRoutes } from './routes/taskbreaker';
import { themesRoutes } from './routes/themes';
import { seoRoutes } from './routes/seo';
import { starJarRoutes, starJarSettingRoutes } from './routes/star-jar';
import { twoFactorRoutes } from './routes/two-factor';
import { usersRoutes } from './routes/users';
import { accountsService } from './services/accounts-service';
import { backlogService } from './services/backlog-service';
import { contentService } from './services/content-service';
import { taskbreakerService } from './services/taskbreaker-service';
import { childSettingsService } from './services/child-settings-service';
import { familyService } from './services/family-service';
import { settingsService } from './services/settings-service';
import { themesService } from './services/themes-service';
import { twoFactorService } from './services/two-factor-service';
import { accountSettingsService } from './services/account-settings-service';
import { emailChangeService } from './services/email-change-service';
import { contentPolicyDirectives } from './plugins/content-policy';
import { notificationsService } from './services/notifications-service';
import { announcementJobs } from './notifications/announcements';
import { progressService } from './services/progress-service';
import { JOB_DEFAULTS, jobRunner, type JobHandler, type JobRunner } from './jobs/job-runner';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { statsService } from './services/stats-service';
import { directoryService } from './services/directory-service';
import { starJarService } from './services/star-jar-service';
import { pushService, type PushService } from './services/push-service';
import { pushRoutes } from './routes/push';
import { eventRoutes } from './routes/events';
import { familyEventHub, familyEventsService } from './services/family-events';

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
  | 'signupLimitPerHour'
> & { staticDir?: string | undefined } & Partial<
    Pick<
      Config,
      | 'aiBaseUrl'
      | 'aiApiKey'
      | 'aiModel'
      | 'aiDailyTokenLimit'
      | 'trustProxy'
      | 'mediaBaseUrl'
      | 'twoFactorKey'
      | 'jobPollIntervalMs'
      | 'jobLeaseMs'
      | 'jobRetryBaseMs'
      | 'vapidKeys'
      | 'vapidSubject'
      | 'pushEndpointAllowlist'
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
  /**
   * Whether this app's job runner polls for due work (default). Tests on a database other test
   * files share turn it off and run jobs with `app.jobs.runDue()`.
   */
  runJobs?: boolean;
  /** Event stream timings: heartbeats and session checks (tests shorten them). */
  eventStream?: { heartbeatMs?: number; sessionCheckMs?: number; maxStreamMs?: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** Resolves when work that runs after an answer (mails) is done. */
    settled: () => Promise<void>;
    /** Queues the scheduled mail that is due and runs the due jobs; answers how many ran. */
    weeklyDigest: () => Promise<number>;
    /** The job runner (`enqueue`, `runDue`) and the scheduler's `scheduleDue`. */
    jobs: JobRunner & { scheduleDue: (at?: Date) => Promise<number> };
    /** Web Push: `push.sendPush(userId, { title, body, url, tag })` reaches the member's devices. */
    push: PushService;
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
  runJobs = true,
  eventStream = {},
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

  // Plain http on localhost must keep working: no upgrade-insecure-requests. Pages add their
  // own inline scripts' hashes to this policy (plugins/spa.ts).
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentPolicyDirectives },
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

  // Other teams generate clients from this document: test/openapi-lint.test.ts keeps it lint-clean
  // (every tag declared here, every operation with an operationId and a description).
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bitesize TaskBoard API',
        version: '0.1.0',
        description:
          'The API behind the Bitesize TaskBoard app: families sign up, children work through ' +
          'their goals and tasks, parents manage the family. Signed-in calls carry the session ' +
          'token from POST /api/users/login as a bearer token. Errors answer `{ detail }` in ' +
          'English, with `message_id` (and `message_values`) when the words are one of the ' +
          "contract's messages for people, for a client to translate.",
        contact: { name: 'Bitesize TaskBoard', url: config.appUrl },
      },
      // The API is served by the app's own origin, so paths resolve against wherever it runs.
      servers: [{ url: '/', description: 'The origin serving the app' }],
      tags: [
        { name: 'backlog', description: 'The task board: goals and their tasks' },
        { name: 'content', description: 'Published posts, readable without an account' },
        { name: 'family', description: "The family's accounts and what parents decide for them" },
        { name: 'health', description: 'Whether the server and its database are up' },
        {
          name: 'live updates',
          description: "The family's changes as they happen, as Server-Sent Events",
        },
        { name: 'notifications', description: 'Unsubscribe links in mails' },
        { name: 'push', description: "Web Push to the installed app on a member's devices" },
        { name: 'settings', description: "The signed-in user's settings, profile and sessions" },
        { name: 'star jar', description: 'Stars earned by finished tasks, and rewards' },
        { name: 'statistics', description: 'Achievements, streaks and progress over time' },
        { name: 'taskbreaker', description: 'The helper that breaks a goal into small steps' },
        { name: 'themes', description: 'Flavors and custom themes that group goals' },
        { name: 'two-factor', description: "Two-factor sign-in for a parent's account" },
        { name: 'users', description: 'Sign-up, login, e-mail verification, password reset' },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // A plugin's '/' route answers with and without the trailing slash (/api/backlog and
    // /api/backlog/); the document names it as the app's own client calls it, without.
    transform: (route) => {
      const { schema, url } = jsonSchemaTransform(route);
      return { schema, url: url.replace(/(?<=.)\/$/, '') };
    },
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
  const twoFactor = twoFactorService({
    db,
    passwordGuard,
    guard: twoFactorGuard(attempts),
    secrets: secretBox(config.twoFactorKey),
    ...(now ? { now } : {}),
  });
  // Everything sent later or on a schedule is a job row (src/jobs/job-runner.ts).
  const jobHandlers: Record<string, JobHandler> = {};
  const jobs = jobRunner({
    db,
    handlers: jobHandlers,
    ...(now ? { now } : {}),
    pollIntervalMs: config.jobPollIntervalMs ?? JOB_DEFAULTS.pollIntervalMs,
    leaseMs: config.jobLeaseMs ?? JOB_DEFAULTS.leaseMs,
    backoffBaseMs: config.jobRetryBaseMs ?? JOB_DEFAULTS.backoffBaseMs,
    beforePoll: everyMinute(async () => {
      await notifications.scheduleDue();
      await familyEvents.prune();
    }),
    log: { error: (error, message) => app.log.error({ err: logSafeError(error) }, message) },
  });
  const notifications = notificationsService({
    db,
    mailer,
    appUrl: config.appUrl,
    enqueue: jobs.enqueue,
    logError: (error, message) => app.log.error({ err: logSafeError(error) }, message),
    ...(now ? { now } : {}),
    // Every notification also goes by push to the member's devices (push_notifications on).
    channels: [(member, notification) => push.channel(member, notification)],
  });
  Object.assign(jobHandlers, notifications.handlers);
  // The operator's announcements (npm run announce queues them; the runner sends them).
  Object.assign(
    jobHandlers,
    announcementJobs({ db, mailer, appUrl: config.appUrl, ...(now ? { now } : {}) }),
  );
  const onSignIn = notifications.signedIn;
  const emailChange = emailChangeService({
    db,
    mailer,
    appUrl: config.appUrl,
    logError: (error, message) => app.log.error({ err: logSafeError(error) }, message),
  });
  const accounts = accountsService({
    db,
    mailer,
    passwordGuard,
    twoFactor,
    emailChange,
    appUrl: config.appUrl,
    logError: (error, message) => app.log.error({ err: logSafeError(error) }, message),
    onSignIn,
  });
  const push = pushService({
    db,
    vapidKeys: config.vapidKeys,
    vapidSubject: config.vapidSubject ?? `mailto:no-reply@${new URL(config.appUrl).hostname}`,
    endpointAllowlist: config.pushEndpointAllowlist,
    secrets: secretBox(config.twoFactorKey),
    logError: (error, message) => app.log.error({ err: logSafeError(error) }, message),
    enqueue: jobs.enqueue,
  });
  Object.assign(jobHandlers, push.handlers);
  // The VAPID key pair is made on the first start (or read), before any member asks for it.
  await push.ready();
  app.decorate('push', push);
  let closing = false;
  const settled = async () => {
    await accounts.settled();
    await notifications.settled();
    // An app that polls runs what became due now; a test's app runs jobs when it asks.
    if (runJobs && !closing) await jobs.runDue();
    await push.settled();
  };
  app.decorate('settled', settled);
  app.decorate('weeklyDigest', async () => {
    await notifications.scheduleDue();
    return jobs.runDue();
  });
  app.decorate('jobs', { ...jobs, scheduleDue: notifications.scheduleDue });
  if (runJobs) app.addHook('onReady', async () => jobs.start());
  // Mail still being sent after an answer goes out before the mailer closes.
  app.addHook('onClose', async () => {
    closing = true;
    await jobs.stop();
    await settled();
    mailer.close();
  });
  const clock = now ? { now } : {};
  const familyEvents = familyEventsService({
    db,
    defaultSessionTimeoutMinutes: config.sessionTimeoutMinutes,
  });
  const stats = statsService({ db, ...clock });
  const content = contentService({ db, mediaBaseUrl: config.mediaBaseUrl });
  const starJar = starJarService({ db, ...clock });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(unsubscribeRoutes, { prefix: '/unsubscribe', db });
      await api.register(usersRoutes, {
        prefix: '/users',
        accounts,
        attempts,
        authRateLimitPerMinute: config.authRateLimitPerMinute,
        signupGuard: signupGuard(attempts, { perHour: config.signupLimitPerHour }),
      });
      const settings = settingsService({
        db,
        defaultSessionTimeoutMinutes: config.sessionTimeoutMinutes,
        twoFactorEnabled: twoFactor.isEnabled,
      });
      await api.register(settingsRoutes, { prefix: '/users/settings', settings });
      await api.register(childSettingsRoutes, {
        prefix: '/users',
        childSettings: childSettingsService({ db, settings }),
      });
      await api.register(twoFactorRoutes, { prefix: '/users/two-factor', twoFactor });
      await api.register(accountSettingsRoutes, {
        prefix: '/users',
        account: accountSettingsService({
          db,
          passwordGuard,
          twoFactor,
          emailChange,
          defaultSessionTimeoutMinutes: config.sessionTimeoutMinutes,
        }),
      });
      await api.register(emailChangeRoutes, {
        prefix: '/users/email-change',
        emailChange,
        authRateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(familyRoutes, {
        prefix: '/users',
        family: familyService({ db, passwordGuard, twoFactor, onSignIn }),
      });
      await api.register(contentRoutes, { prefix: '/content', content });
      await api.register(themesRoutes, { prefix: '/backlog', themes: themesService({ db }) });
      await api.register(profileRoutes, { prefix: '/users', stats });
      await api.register(directoryRoutes, {
        prefix: '/users',
        directory: directoryService({ db, ...(now ? { now } : {}) }),
      });
      await api.register(backlogRoutes, {
        prefix: '/backlog',
        backlog: backlogService({
          db,
          progress: progressService({ db, ...clock }),
          onBadgesAwarded: (awarded) => {
            notifications.badgesAwarded(awarded);
            push.badgesAwarded(awarded);
          },
          starJar,
          ...clock,
        }),
      });
      await api.register(starJarRoutes, { starJar });
      await api.register(pushRoutes, { prefix: '/push', push });
      await api.register(eventRoutes, {
        ...eventStream,
        events: familyEvents,
        hub: familyEventHub({
          db,
          logError: (error, message) => app.log.error({ err: logSafeError(error) }, message),
        }),
      });
      await api.register(starJarSettingRoutes, { prefix: '/users', starJar });
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
          ...clock,
        }),
      });
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes, { content, appUrl: config.appUrl });

  installSpa(app, config.staticDir, {
    isCurrent: prerenderedContentCheck(content, config.staticDir),
  });
  return app;
}

/** Runs `work` at most once a minute however often it is called (the scheduler's pace). */
function everyMinute(work: () => Promise<unknown>): () => Promise<unknown> {
  let last = 0;
  return async () => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    await work();
  };
}

/** A number of hops becomes the function Fastify takes for it: trust the nearest `hops` proxies. */
function trustProxyOption(trust: boolean | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
