import { Link } from 'react-router';
import { Banner, Button, Heading, Stack, Text, UserCard, UserCardGrid } from '@taskboard/ui';
import { api } from '../api';
import { exampleUsers } from './exampleUsers';

/** What to check when the server cannot be reached (spec §8: status 0, with tips). */
const connectionTips = [
  'Check that this device is connected to the internet.',
  'If you use a VPN, a proxy or a firewall, check that it lets this site through.',
  'Wait a moment, then try again.',
];

export interface UsersFailureProps {
  status: number | null;
  message: string;
  onRetry: () => void;
}

/**
 * The directory could not be loaded. A refused session (401) offers 'Log In Again' and shows
 * the six example users; every other failure offers to try again.
 */
export function UsersFailure({ status, message, onRetry }: UsersFailureProps) {
  if (status === 401) {
    return (
      <Stack gap="lg">
        <Banner tone="warning" title="Authentication required">
          <Stack gap="sm">
            <Text>{message}</Text>
            <div>
              <Button asChild>
                {/* The stored session is refused: forget it, or the log-in page sends us back. */}
                <Link to="/login?redirectTo=%2Fusers" onClick={() => api.clearAuth()}>
                  Log In Again
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
    <Banner tone="danger" title="Users could not be loaded">
      <Stack gap="sm">
        <Text>{message}</Text>
        {status === 0 ? (
          <ul aria-label="Troubleshooting tips">
            {connectionTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      </Stack>
    </Banner>
  );
}

/** Six made-up users, marked as examples, for a visitor without a session. */
function ExampleUsers() {
  return (
    <Stack as="section" gap="md" aria-labelledby="example-users">
      <Heading level={2} id="example-users">
        Example users
      </Heading>
      <Text tone="muted">
        These are examples, not real accounts. Log in to see the families who chose to be listed.
      </Text>
      <UserCardGrid aria-label="Example users">
        {exampleUsers.map(({ key, ...user }) => (
          <li key={key}>
            <UserCard {...user} />
          </li>
        ))}
      </UserCardGrid>
    </Stack>
  );
}
