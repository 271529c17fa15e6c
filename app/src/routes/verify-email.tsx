import { Link, useLoaderData } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { Banner, Button, Spinner } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { loadAccountCalls } from '../loadAccountCalls';

export function meta() {
  return [
    { title: 'Verify your e-mail · Bitesize TaskBoard' },
    {
      name: 'description',
      content: 'Confirm the e-mail address of your Bitesize TaskBoard family account.',
    },
  ];
}

type Verification = { verified: true } | { verified: false; reason: string };

export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<Verification> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { verified: false, reason: 'The verification link has no token.' };
  const { api, detailOr } = await loadAccountCalls();
  try {
    await api.users.verifyEmail(token);
    return { verified: true };
  } catch (error) {
    return { verified: false, reason: detailOr(error, 'The link is invalid or has expired.') };
  }
}

// Shown while the token is checked: the "pending" state of spec §4.
export function HydrateFallback() {
  return (
    <AuthPage title="Verifying your e-mail">
      <Spinner label="Checking your verification link..." />
    </AuthPage>
  );
}

export default function VerifyEmail() {
  const result = useLoaderData<typeof clientLoader>();
  return (
    <AuthPage title={result.verified ? 'Email verified!' : 'Email verification failed!'}>
      {result.verified ? (
        <Banner tone="success">Your e-mail address is confirmed. You can log in now.</Banner>
      ) : (
        <Banner tone="error">{result.reason}</Banner>
      )}
      <Button asChild variant={result.verified ? 'primary' : 'secondary'}>
        <Link to="/login">Go to login</Link>
      </Button>
    </AuthPage>
  );
}
