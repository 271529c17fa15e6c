import { Link, useSearchParams } from 'react-router';
import { AuthCard, Banner, Button, Text } from '@taskboard/ui';

export default function EmailVerificationSent() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  return (
    <AuthCard title="Check your e-mail">
      <Banner tone="success">
        Registration successful! We sent a verification e-mail{email ? ` to ${email}` : ''}.
      </Banner>
      <Text>Open the link in that e-mail to verify your address, then log in.</Text>
      <Button asChild>
        <Link to="/login">Go to login</Link>
      </Button>
    </AuthCard>
  );
}
