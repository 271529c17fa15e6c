import { useState } from 'react';
import { Link } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { DirectoryUserCard } from '@taskboard/contract';
import {
  usersDirectoryMachine,
  visibleUsers,
  type LoadUsersRequest,
  type LoadUsersResult,
} from '@taskboard/machines';
import {
  Banner,
  Button,
  EmptyState,
  Heading,
  Stack,
  Text,
  TextField,
  UserCard,
  UserCardGrid,
  UserCardSkeleton,
  type UserCardLinkProps,
} from '@taskboard/ui';
import { api } from '../api';
import { translate, useT } from '../i18n/useT';
import { userCardProps } from '../presentation/users';
import { ExampleUsers, UsersFailure } from '../users/UsersFailure';

export function meta() {
  return [{ title: translate('users.meta.title') }];
}

/** GET /users/list: everyone the viewer may see, or those the term finds. */
const loadUsers = fromPromise<LoadUsersResult, LoadUsersRequest>(async ({ input, signal }) => {
  const { users, total } = await api.users.list(
    { ...(input.search === undefined ? {} : { search: input.search }), limit: input.limit },
    signal,
  );
  return { users, total };
});

const SKELETON_CARDS = 6;

const routerLink = ({ href, className, children }: UserCardLinkProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * The users directory (spec §2, §4): a search box and the cards of the users one may see; for a
 * visitor without a session, the six example users and Log In.
 */
export default function Users() {
  return api.currentAuth()?.username ? <Directory /> : <VisitorDirectory />;
}

/** Spec §4 Users: unauthenticated, the page shows six demo users with their badges. */
function VisitorDirectory() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Heading level={1}>{t('users.heading')}</Heading>
      <Banner tone="info" title={t('users.visitor.title')}>
        <Stack gap="sm">
          <Text>{t('users.visitor.text')}</Text>
          <div>
            <Button asChild>
              <Link to="/login?redirectTo=%2Fusers">{t('users.visitor.logIn')}</Link>
            </Button>
          </div>
        </Stack>
      </Banner>
      <ExampleUsers />
    </Stack>
  );
}

function Directory() {
  const t = useT();
  const [snapshot, send] = useMachine(usersDirectoryMachine.provide({ actors: { loadUsers } }), {
    input: {},
  });
  const [term, setTerm] = useState('');
  const { errorStatus, errorMessage, total } = snapshot.context;
  const loading = snapshot.matches('loading') || snapshot.matches('retrying');
  // The machine keeps what loadUsers returned: directory cards.
  const users = visibleUsers(snapshot.context) as DirectoryUserCard[];

  return (
    <Stack gap="lg">
      <Heading level={1}>{t('users.heading')}</Heading>
      <TextField
        label={t('users.search.label')}
        type="search"
        placeholder={t('users.search.placeholder')}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          send({ type: 'users.search', term: event.target.value });
        }}
      />
      {loading ? (
        <UserCardGrid aria-busy="true" aria-label={t('users.loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <UserCardSkeleton />
            </li>
          ))}
        </UserCardGrid>
      ) : snapshot.matches('failed') ? (
        <UsersFailure
          status={errorStatus}
          message={errorMessage ?? ''}
          onRetry={() => send({ type: 'users.retry' })}
        />
      ) : users.length === 0 && !snapshot.matches('debouncing') ? (
        <EmptyState
          title={t('users.empty.title')}
          description={
            term.trim() === ''
              ? t('users.empty.nobodyListed')
              : t('users.empty.noMatch', { term: term.trim() })
          }
        />
      ) : (
        <Stack gap="sm">
          <Text tone="muted" aria-live="polite">
            {t('users.count', { count: total })}
          </Text>
          <UserCardGrid aria-label={t('users.list')}>
            {users.map((user) => (
              <li key={user.id}>
                {/* Under the page's heading: the page has no other level between. */}
                <UserCard {...userCardProps(user)} renderLink={routerLink} headingLevel={2} />
              </li>
            ))}
          </UserCardGrid>
        </Stack>
      )}
    </Stack>
  );
}
