import { expect, test } from '@playwright/test';
import { newSession } from './support/board-api';
import { e2eBaseUrl } from './support/environment';
import { openSignedIn } from './support/signed-in';

// The installed app's pushes: headless Chromium reaches no push service, so the push message is
// handed to the service worker through the DevTools protocol (ServiceWorker.deliverPushMessage),
// as the push service would deliver it. The server's side (VAPID, RFC 8291 encryption, an endpoint
// that checks both) is proven in packages/server/test/push.test.ts.

// The app's service worker receives the pushes (the config blocks it for other journeys).
test.use({ serviceWorkers: 'allow' });

interface Shown {
  title: string;
  body: string;
  icon: string;
  tag: string;
  data: { url?: string } | null;
}

test("a pushed badge of a child shows as a notification, and a click opens the family's badges", async ({
  page,
  context,
}) => {
  const parent = await newSession(e2eBaseUrl);
  const child = `${parent.username}_kid`;
  await context.grantPermissions(['notifications'], { origin: e2eBaseUrl });
  await openSignedIn(page, parent, '/taskboard');
  // The app's worker runs and controls the page (it claims pages once it is active).
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    registrations.push(...updated);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${e2eBaseUrl}/`)).toBe(true);
  const registrationId = registrations.find((r) => r.scopeURL === `${e2eBaseUrl}/`)!.registrationId;

  // What the server sends a parent when its child earns a badge (push-service.ts badgePush).
  const push = {
    title: 'New badge: Task Crusher (bronze)',
    body: `${child} earned the bronze Task Crusher badge: Finish 1 task.`,
    url: '/badges',
    tag: 'badge-TASK_CRUSHER-BRONZE',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: e2eBaseUrl,
    registrationId,
    data: JSON.stringify(push),
  });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n): Shown => ({
        title: n.title,
        body: n.body,
        icon: n.icon,
        tag: n.tag,
        data: n.data as Shown['data'],
      })),
    );
  await expect.poll(shown).toHaveLength(1);
  const [notification] = await shown();
  expect(notification).toEqual({
    title: push.title,
    body: push.body,
    icon: `${e2eBaseUrl}/icon-192.png`,
    tag: push.tag,
    data: { url: '/badges' },
  });

  // The click, as the browser reports it to the worker: its own notificationclick handler runs
  // and takes the open window to the badges screen.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    // The worker's own global scope (the page's DOM types do not describe it).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [clicked] = await scope.registration.getNotifications();
    if (!clicked) throw new Error('no notification to click');
    const event = new scope.NotificationEvent('notificationclick', { notification: clicked });
    const work: Promise<unknown>[] = [];
    // A dispatched event may not extend its lifetime; the handler's work is awaited here.
    Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => work.push(p) });
    scope.dispatchEvent(event);
    await Promise.all(work);
  });
  await expect(page).toHaveURL(`${e2eBaseUrl}/badges`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Clicked, the notification is gone from the tray.
  await expect.poll(shown).toEqual([]);
});
