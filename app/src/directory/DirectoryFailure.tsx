import { Link } from 'react-router';
import type { Message } from '@taskboard/contract';
import { Banner, Button, Heading, Stack, Text, UserCard, UserCardGrid } from '@taskboard/ui';
import { api } from '../api';
import { useTranslateKnown } from '../i18n/knownMessages';
import type { MessageId } from '../i18n/messageId';
import { useT } from '../i18n/useT';
import { exampleUsers } from './exampleUsers';

/** What to check when the server cannot be reached (spec §8: status 0, with tips). */
const connectionTips: MessageId[] = [
  'directory.failure.tip.connection',
  'directory.failure.tip.network',
  'directory.failure.tip.wait',
];

export interface DirectoryFailureProps {
  status: number | null;
  /** The failure, by its message id or in the client's or the server's words. */
  message: Message | string;
  onRetry: () => void;
}

/**
 * The directory could not be loaded. A refused session (401) offers 'Log In Again' and shows
 * the six example users; every other failure offers to try again.
 */
export function DirectoryFailure({ status, message, onRetry }: DirectoryFailureProps) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  if (status === 401) {
    return (
      <Stack gap="lg">
        <Banner tone="warning" title={t('directory.failure.authTitle')}>
          <Stack gap="sm">
            <Text>{translateKnown(message)}</Text>
            <div>
              <Button asChild>
                {/* The stored session is refused: forget it, or the log-in page sends us back. */}
                <Link to="/login?redirectTo=%2Fusers" onClick={() => api.clearAuth()}>
                  {t('directory.failure.logInAgain')}
                </Link>
              </Button>
            </div>
          </Stack>
        </Banner>
        <ExampleUsers />
      </Stack>
    );
  }
  return (
    <Banner tone="danger" title={t('directory.failure.title')}>
      <Stack gap="sm">
        <Text>{translateKnown(message)}</Text>
        {status === 0 ? (
          <ul aria-label={t('directory.failure.tips')}>
            {connectionTips.map((tip) => (
              <li key={tip}>{t(tip)}</li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {t('directory.tryAgain')}
          </Button>
        </div>
      </Stack>
    </Banner>
  );
}

/** Six made-up users, marked as examples, for a visitor without a session. */
export function ExampleUsers() {
  const t = useT();
  return (
    <Stack as="section" gap="md" aria-labelledby="example-users">
      <Heading level={2} id="example-users">
        {t('directory.examples.heading')}
      </Heading>
      <Text tone="muted">{t('directory.examples.text')}</Text>
      <UserCardGrid aria-label={t('directory.examples.heading')}>
        {exampleUsers().map(({ key, ...user }) => (
          <li key={key}>
            <UserCard {...user} />
          </li>
        ))}
      </UserCardGrid>
    </Stack>
  );
}
