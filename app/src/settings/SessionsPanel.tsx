import { useCallback, useEffect, useState } from 'react';
import { sessionMessages, type AccountSession } from '@taskboard/contract';
import { Banner, Button, EmptyState, Heading, SessionCard, Skeleton, Stack } from '@taskboard/ui';
import { api } from '../api';
import { formatDateTime, type DatePreferences } from '../preferences/formatting';

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; sessions: AccountSession[] };

/** The Security tab's list of signed-in devices (spec §4 Sessions). */
export function SessionsPanel({ dates }: { dates: DatePreferences }) {
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
      setNotice({ tone: 'success', text: sessionMessages.revoked });
      await reload();
    } catch {
      setNotice({ tone: 'danger', text: 'Failed to revoke session' });
    } finally {
      setRevoking(null);
    }
  }

  async function revokeAll() {
    setRevoking('all');
    try {
      await api.settings.revokeOtherSessions();
      setNotice({ tone: 'success', text: sessionMessages.allRevoked });
      await reload();
    } catch {
      setNotice({ tone: 'danger', text: 'Failed to revoke all sessions' });
    } finally {
      setRevoking(null);
    }
  }

  const others = load.state === 'loaded' ? load.sessions.filter((s) => !s.is_current).length : 0;
  return (
    <Stack gap="md" as="section" aria-labelledby="sessions-heading">
      <Stack direction="row" justify="between" align="center" wrap>
        <Heading level={3} id="sessions-heading">
          Active Sessions
        </Heading>
        {others > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            pending={revoking === 'all'}
            onClick={() => void revokeAll()}
          >
            Revoke All Other Sessions
          </Button>
        ) : null}
      </Stack>
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      {load.state === 'loading' ? <Skeleton height="4rem" /> : null}
      {load.state === 'failed' ? (
        <Banner tone="danger">
          <Stack direction="row" gap="sm" align="center" justify="between" wrap>
            The sessions could not be loaded.
            <Button variant="ghost" size="sm" onClick={() => void reload()}>
              Try Again
            </Button>
          </Stack>
        </Banner>
      ) : null}
      {load.state === 'loaded' && load.sessions.length === 0 ? (
        <EmptyState title="No active sessions." />
      ) : null}
      {load.state === 'loaded' && load.sessions.length > 0 ? (
        <Stack as="ul" gap="sm" aria-label="Active sessions">
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
