import { useParams } from 'react-router';
import { Heading, Text } from '@taskboard/ui';
import { useCurrentUser } from './authenticated-layout';

export default function Profile() {
  const user = useCurrentUser();
  const { userId } = useParams();
  const own = userId === undefined || userId === String(user.id);
  return (
    <>
      <Heading level={1}>{own ? `Welcome, ${user.username}!` : 'Profile'}</Heading>
      <Text tone="muted">
        {own
          ? `Signed in as a ${user.account_type === 'PARENT' ? 'parent' : 'child'}.`
          : `User ${userId}`}
      </Text>
    </>
  );
}
