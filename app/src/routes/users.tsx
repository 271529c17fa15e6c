import { useState } from 'react';
import { Link } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { DirectoryUserCard } from '@taskboard/contract';
import {
  directoryMachine,
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
import { useCurrentUser } from '../navigation/layoutData';
import { userCardProps } from '../presentation/directory';
import { ExampleUsers, DirectoryFailure } from '../directory/DirectoryFailure';

export function meta() {
  return [{ title: translate('directory.meta.title') }];
}

/** GET /users/list: everyone the viewer may see, or those the term finds. */
const loadUsers = fromPromise<LoadUsersResult, LoadUsersRequest>(async ({ input, signal }) => {
  const { users, total } = await api.users.list(
    { ...(input.search === undefined ? {} : { search: input.search }), limit: input.limit },
    signal,
  );
  return { users, total };
});
const directory = directoryMachine.provide({ actors: { loadUsers } });

const SKELETON_CARDS = 6;

const routerLink = ({ href, className, children }: UserCardLinkProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * The directory screen (spec §2, §4), at the spec's address /users, hence this module's name: a
 * search box and the cards of the users one may see; for a visitor without a session, the six
 * example users and Log In.
 */
export default function DirectoryScreen() {
  return api.currentAuth()?.username ? <Directory /> : <VisitorDirectory />;
}

/** Spec §4 Users: unauthenticated, the page shows six demo users with their badges. */
function VisitorDirectory() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Heading level={1}>{t('directory.heading')}</Heading>
      <Banner tone="info" title={t('directory.visitor.title')}>
        <Stack gap="sm">
          <Text>{t('directory.visitor.text')}</Text>
          <div>
            <Button asChild>
              <Link to="/login?redirectTo=%2Fusers">{t('directory.visitor.logIn')}</Link>
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
  const [snapshot, send] = useMachine(directory, {
    input: {},
  });
  const [term, setTerm] = useState('');
  const { errorStatus, errorMessage, total } = snapshot.context;
  const loading = snapshot.matches('loading') || snapshot.matches('retrying');
  // The machine keeps what loadUsers returned: directory cards.
  const users = visibleUsers(snapshot.context) as DirectoryUserCard[];
  // A child's cards leave out the role and access level: words for grown-ups.
  const child = useCurrentUser().account_type === 'CHILD';

  return (
    <Stack gap="lg">
      <Heading level={1}>{t('directory.heading')}</Heading>
      <TextField
        label={t('directory.search.label')}
        type="search"
        placeholder={t('directory.search.placeholder')}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          send({ type: 'directory.search', term: event.target.value });
        }}
      />
      {loading ? (
        <UserCardGrid aria-busy="true" aria-label={t('directory.loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <UserCardSkeleton />
            </li>
          ))}
        </UserCardGrid>
      ) : snapshot.matches('failed') ? (
        <DirectoryFailure
          status={errorStatus}
          message={errorMessage ?? ''}
          onRetry={() => send({ type: 'directory.retry' })}
        />
      ) : users.length === 0 && !snapshot.matches('debouncing') ? (
        <EmptyState
          title={t('directory.empty.title')}
          description={
            term.trim() === ''
              ? t('directory.empty.nobodyListed')
              : t('directory.empty.noMatch', { term: term.trim() })
          }
        />
      ) : (
        <Stack gap="sm">
          <Text tone="muted" aria-live="polite">
            {t('directory.count', { count: total })}
          </Text>
          <UserCardGrid aria-label={t('directory.list')}>
            {users.map((user) => (
              <li key={user.id}>
                {/* Under the page's heading: the page has no other level between. */}
                <UserCard
                  {...userCardProps(user)}
                  renderLink={routerLink}
                  headingLevel={2}
                  showAccountChips={!child}
                />
              </li>
            ))}
          </UserCardGrid>
        </Stack>
      )}
    </Stack>
  );
}
