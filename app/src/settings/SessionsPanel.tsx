import { useCallback, useEffect, useState } from 'react';
import type { AccountSession } from '@taskboard/contract';
import { Banner, Button, EmptyState, Heading, SessionCard, Skeleton, Stack } from '@taskboard/ui';
import { api } from '../api';
import { useT } from '../i18n/useT';
import { formatDateTime, type DatePreferences } from '../preferences/formatting';

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; sessions: AccountSession[] };

/** The Security tab's list of signed-in devices (spec §4 Sessions). */
export function SessionsPanel({ dates }: { dates: DatePreferences }) {
  const t = useT();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [revoking, setRevoking] = useState<number | 'all' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'loaded', sessions: (await api.settings.sessions()).sessions });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  async function revoke(id: number) {
    setRevoking(id);
    try {
      await api.settings.revokeSession(id);
      setNotice({ tone: 'success', text: t('settings.sessions.revoked') });
      await reload();
    } catch {
      setNotice({ tone: 'danger', text: t('settings.sessions.revokeFailed') });
    } finally {
      setRevoking(null);
    }
  }

  async function revokeAll() {
    setRevoking('all');
    try {
      await api.settings.revokeOtherSessions();
      setNotice({ tone: 'success', text: t('settings.sessions.allRevoked') });
      await reload();
    } catch {
      setNotice({ tone: 'danger', text: t('settings.sessions.revokeAllFailed') });
    } finally {
      setRevoking(null);
    }
  }

  const others = load.state === 'loaded' ? load.sessions.filter((s) => !s.is_current).length : 0;
  return (
    <Stack gap="md" as="section" aria-labelledby="sessions-heading">
      <Stack direction="row" justify="between" align="center" wrap>
        <Heading level={3} id="sessions-heading">
          {t('settings.sessions.heading')}
        </Heading>
        {others > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            pending={revoking === 'all'}
            onClick={() => void revokeAll()}
          >
            {t('settings.sessions.revokeAll')}
          </Button>
        ) : null}
      </Stack>
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      {load.state === 'loading' ? <Skeleton height="4rem" /> : null}
      {load.state === 'failed' ? (
        <Banner tone="danger">
          <Stack direction="row" gap="sm" align="center" justify="between" wrap>
            {t('settings.sessions.loadFailed')}
            <Button variant="ghost" size="sm" onClick={() => void reload()}>
              {t('settings.tryAgain')}
            </Button>
          </Stack>
        </Banner>
      ) : null}
      {load.state === 'loaded' && load.sessions.length === 0 ? (
        <EmptyState title={t('settings.sessions.empty')} />
      ) : null}
      {load.state === 'loaded' && load.sessions.length > 0 ? (
        <Stack as="ul" gap="sm" aria-label={t('settings.sessions.list')}>
          {load.sessions.map((session) => (
            <SessionCard
              key={session.id}
              device={session.device}
              browser={session.browser}
              location={session.location}
              lastActive={formatDateTime(session.last_active, dates)}
              current={session.is_current}
              pending={revoking === session.id}
              onRevoke={() => void revoke(session.id)}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
