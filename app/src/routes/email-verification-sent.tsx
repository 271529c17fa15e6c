import { Link } from 'react-router';
import { Banner, Button, Text } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { useQueryAfterHydration } from '../prerender/useQueryAfterHydration';

export function meta() {
  return [
    { title: 'Check your e-mail · Bitesize TaskBoard' },
    {
      name: 'description',
      content: 'We sent a link to verify your e-mail address; open it, then log in.',
    },
  ];
}

export default function EmailVerificationSent() {
  const email = useQueryAfterHydration().get('email');
  return (
    <AuthPage title="Check your e-mail">
      <Banner tone="success">
        Registration successful! We sent a verification e-mail{email ? ` to ${email}` : ''}.
      </Banner>
      <Text>Open the link in that e-mail to verify your address, then log in.</Text>
      <Button asChild>
        <Link to="/login">Go to login</Link>
      </Button>
    </AuthPage>
  );
}
