import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { PushSubscription as SavedDevice } from '@taskboard/contract';
import { Banner, Button, Chip, EmptyState, Heading, Skeleton, Stack, Text } from '@taskboard/ui';
import { api } from '../api';
import { useT } from '../i18n/useT';

/** What this browser can do about push: not yet known, nothing, blocked by the person, or subscribe. */
type Support = 'checking' | 'unsupported' | 'denied' | 'ready';

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; devices: SavedDevice[] };

function browserCanPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The app's service worker, once it runs (none in development builds, or without support). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!(await navigator.serviceWorker.getRegistration())) return undefined;
  return navigator.serviceWorker.ready;
}

/**
 * Settings, Notifications: "Push on this device". Subscribes this browser through its service
 * worker's PushManager with the server's VAPID key, and lists the member's devices that receive
 * pushes, each with a Remove button. A browser that cannot (no PushManager, notifications
 * blocked) is told so plainly.
 */
export function PushDevices() {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [support, setSupport] = useState<Support>('checking');
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [pending, setPending] = useState<number | 'subscribe' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'loaded', devices: (await api.push.subscriptions()).subscriptions });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, []);

  useEffect(() => {
    void reload();
    if (!browserCanPush()) {
      setSupport('unsupported');
      return;
    }
    if (Notification.permission === 'denied') {
      setSupport('denied');
      return;
    }
    let current = true;
    void (async () => {
      const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
      const subscription = await registration?.pushManager.getSubscription().catch(() => null);
      if (!current) return;
      setThisEndpoint(subscription?.endpoint ?? null);
      setSupport('ready');
    })();
    return () => {
      current = false;
    };
  }, [reload]);

  async function subscribe() {
    setPending('subscribe');
    setNotice(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        if (permission === 'denied') setSupport('denied');
        setNotice({ tone: 'danger', text: t('settings.push.notAllowed') });
        return;
      }
      const registration = await workerRegistration();
      if (!registration) {
        setSupport('unsupported');
        return;
      }
      const applicationServerKey = keyBytes((await api.push.vapidPublicKey()).public_key);
      const options = { userVisibleOnly: true, applicationServerKey };
      const subscription = await registration.pushManager.subscribe(options).catch(async () => {
        // A subscription made with another key (the server's key changed) must go first.
        await (await registration.pushManager.getSubscription())?.unsubscribe();
        return registration.pushManager.subscribe(options);
      });
      const json = subscription.toJSON();
      await api.push.subscribe({
        endpoint: subscription.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      setThisEndpoint(subscription.endpoint);
      setNotice({ tone: 'success', text: t('settings.push.subscribed') });
      await reload();
      // Subscribing turned the push switch above on.
      await revalidate();
    } catch {
      setNotice({ tone: 'danger', text: t('settings.push.failed') });
    } finally {
      setPending(null);
    }
  }

  async function remove(device: SavedDevice) {
    setPending(device.id);
    setNotice(null);
    try {
      await api.push.unsubscribe(device.id);
      if (device.endpoint === thisEndpoint) {
        const registration = await navigator.serviceWorker.getRegistration();
        await (await registration?.pushManager.getSubscription())?.unsubscribe();
        setThisEndpoint(null);
      }
      setNotice({ tone: 'success', text: t('settings.push.removed') });
      await reload();
    } catch {
      setNotice({ tone: 'danger', text: t('settings.push.removeFailed') });
    } finally {
      setPending(null);
    }
  }

  const devices = load.state === 'loaded' ? load.devices : [];
  const subscribedHere = devices.some((device) => device.endpoint === thisEndpoint);
  return (
    <Stack gap="md" as="section" aria-labelledby="push-devices-heading">
      <Heading level={3} id="push-devices-heading">
        {t('settings.push.heading')}
      </Heading>
      <Text tone="muted">{t('settings.push.intro')}</Text>
      {support === 'unsupported' ? (
        <Banner tone="info">{t('settings.push.unsupported')}</Banner>
      ) : null}
      {support === 'denied' ? <Banner tone="warning">{t('settings.push.denied')}</Banner> : null}
      {support === 'ready' && !subscribedHere ? (
        <div>
          <Button pending={pending === 'subscribe'} onClick={() => void subscribe()}>
            {pending === 'subscribe'
              ? t('settings.push.subscribing')
              : t('settings.push.subscribe')}
          </Button>
        </div>
      ) : null}
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      {load.state === 'loading' ? <Skeleton height="3rem" /> : null}
      {load.state === 'failed' ? (
        <Banner tone="danger">
          <Stack direction="row" gap="sm" align="center" justify="between" wrap>
            {t('settings.push.loadFailed')}
            <Button variant="ghost" size="sm" onClick={() => void reload()}>
              {t('settings.tryAgain')}
            </Button>
          </Stack>
        </Banner>
      ) : null}
      {load.state === 'loaded' && devices.length === 0 ? (
        <EmptyState title={t('settings.push.empty')} />
      ) : null}
      {devices.length > 0 ? (
        <Stack as="ul" gap="sm" aria-label={t('settings.push.devices')}>
          {devices.map((device) => (
            <Stack
              as="li"
              key={device.id}
              direction="row"
              gap="sm"
              align="center"
              justify="between"
              wrap
            >
              <Stack direction="row" gap="sm" align="center" wrap>
                <Text>
                  {device.browser} · {device.device}
                </Text>
                {device.endpoint === thisEndpoint ? (
                  <Chip tone="success">{t('settings.push.thisDevice')}</Chip>
                ) : null}
              </Stack>
              <Button
                variant="secondary"
                size="sm"
                pending={pending === device.id}
                aria-label={
                  pending === device.id
                    ? undefined
                    : t('settings.push.removeLabel', {
                        browser: device.browser,
                        device: device.device,
                      })
                }
                onClick={() => void remove(device)}
              >
                {pending === device.id ? t('settings.push.removing') : t('settings.push.remove')}
              </Button>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
