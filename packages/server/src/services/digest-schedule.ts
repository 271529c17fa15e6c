import type { FastifyInstance } from 'fastify';
import { DIGEST_CHECK_INTERVAL_MS } from './notifications-service';

/**
 * Every server checks hourly (first a minute after start, so a restart on Monday still sends);
 * the digest_sends claim makes each parent's digest go out once however many servers check.
 */
export function scheduleWeeklyDigest(
  app: FastifyInstance,
  sendDue: () => Promise<number>,
  firstCheckMs = 60_000,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = sendDue().catch((error: unknown) =>
      app.log.error({ err: error }, 'the weekly digest check failed'),
    );
    timer = setTimeout(check, DIGEST_CHECK_INTERVAL_MS).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(check, firstCheckMs).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
  });
}
