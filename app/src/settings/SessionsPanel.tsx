import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  otherSessionCount,
  sessionsMachine,
  type SessionsInput,
  type SessionsNotice,
} from '@taskboard/machines';
import { Banner, Button, EmptyState, Heading, SessionCard, Skeleton, Stack } from '@taskboard/ui';
import { api } from '../api';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';
import { formatDateTime, type DatePreferences } from '../preferences/formatting';

/** GET /users/settings/account/sessions: read by the settings route's loader and the machine. */
export async function loadSessions() {
  return (await api.settings.sessions()).sessions;
}

const sessionsFlow = sessionsMachine.provide({
  actors: {
    loadSessions: fromPromise(loadSessions),
    revokeSession: fromPromise(async ({ input }: { input: { id: number } }) => {
      await api.settings.revokeSession(input.id);
    }),
    revokeOtherSessions: fromPromise(async () => {
      await api.settings.revokeOtherSessions();
    }),
  },
});

export type SessionsFlow = ActorRefFrom<typeof sessionsFlow>;

/**
 * The sessions machine, started with the list the settings route's loader read. The page holds
 * it, so a revocation's outcome outlives the Security tab's unmounting.
 */
export function useSessionsFlow(sessions: SessionsInput): SessionsFlow {
  return useActorRef(sessionsFlow, { input: sessions });
}

/** The Security tab's list of signed-in devices (spec §4 Sessions). */
export function SessionsPanel({ flow, dates }: { flow: SessionsFlow; dates: DatePreferences }) {
  const t = useT();
  const state = useSelector(flow, (snapshot) => snapshot);
  const { send } = flow;
  const { pending, notice } = state.context;
  const sessions = state.context.sessions ?? [];
  const loaded = state.matches('ready');
  const others = loaded ? otherSessionCount(sessions) : 0;
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
            pending={pending === 'others'}
            onClick={() => send({ type: 'sessions.revokeOthers' })}
          >
            {t('settings.sessions.revokeAll')}
          </Button>
        ) : null}
      </Stack>
      {notice ? <SessionsNoticeBanner notice={notice} /> : null}
      {state.matches('loading') ? <Skeleton height="4rem" /> : null}
      {state.matches('loadFailed') ? (
        <Banner tone="danger">
          <Stack direction="row" gap="sm" align="center" justify="between" wrap>
            {t('settings.sessions.loadFailed')}
            <Button variant="ghost" size="sm" onClick={() => send({ type: 'sessions.retry' })}>
              {t('settings.tryAgain')}
            </Button>
          </Stack>
        </Banner>
      ) : null}
      {loaded && sessions.length === 0 ? <EmptyState title={t('settings.sessions.empty')} /> : null}
      {loaded && sessions.length > 0 ? (
        <Stack as="ul" gap="sm" aria-label={t('settings.sessions.list')}>
          {sessions.map((session) => (
            <SessionCard
              key={session.id}
              device={session.device}
              browser={session.browser}
              location={session.location}
              lastActive={formatDateTime(session.last_active, dates)}
              current={session.is_current}
              pending={pending === session.id}
              onRevoke={() => send({ type: 'sessions.revoke', id: session.id })}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The last revocation's outcome: the server's own words for a failure when it gave any. */
function SessionsNoticeBanner({ notice }: { notice: SessionsNotice }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  switch (notice.kind) {
    case 'revoked':
      return <Banner tone="success">{t('settings.sessions.revoked')}</Banner>;
    case 'othersRevoked':
      return <Banner tone="success">{t('settings.sessions.allRevoked')}</Banner>;
    case 'revokeFailed':
      return (
        <Banner tone="danger">
          {notice.serverMessage
            ? translateKnown(notice.serverMessage)
            : t('settings.sessions.revokeFailed')}
        </Banner>
      );
    case 'revokeOthersFailed':
      return (
        <Banner tone="danger">
          {notice.serverMessage
            ? translateKnown(notice.serverMessage)
            : t('settings.sessions.revokeAllFailed')}
        </Banner>
      );
  }
}
