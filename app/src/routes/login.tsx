import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import {
  AuthCard,
  Banner,
  Button,
  PasswordField,
  Stack,
  Text,
  TextField,
  TextLink,
} from '@taskboard/ui';
import { fieldErrors, formValues, safeRedirect, type FormResult } from '../forms';
import { loadAccountCalls } from '../loadAccountCalls';
import { useQueryAfterHydration } from '../prerender/useQueryAfterHydration';

export function meta() {
  return [
    { title: 'Log in · Bitesize TaskBoard' },
    {
      name: 'description',
      content:
        "Log in to your family's TaskBoard: parents with their e-mail, children with their username.",
    },
  ];
}

export async function clientAction({
  request,
}: ClientActionFunctionArgs): Promise<FormResult | Response> {
  const { api, errorCatalogue, failureMessage, loginBody } = await loadAccountCalls();
  const parsed = loginBody.safeParse(await formValues(request));
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error) };
  try {
    const session = await api.users.login(parsed.data);
    api.storeAuth({
      token: session.token,
      username: session.username,
      account_type: session.account_type,
      is_primary_child: session.is_primary_child,
    });
    return redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  } catch (error) {
    // LOGIN_ERROR (spec §8): the server's detail or 'Login failed'; the client forgot the session.
    return { error: failureMessage(error, errorCatalogue.LOGIN_ERROR.message) };
  }
}

export default function Login() {
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const query = useQueryAfterHydration();
  const busy = navigation.state === 'submitting';
  return (
    <AuthCard
      title="Your Personalized TaskBoard"
      footer={
        <Stack gap="sm">
          <TextLink asChild>
            <Link to="/forgot-password">Forgot your password?</Link>
          </TextLink>
          <Text tone="muted">
            New here?{' '}
            <TextLink asChild>
              <Link to="/signup">Create an account</Link>
            </TextLink>
          </Text>
        </Stack>
      }
    >
      <Form
        method="post"
        action={`/login?${query.toString()}`}
        onFocus={loadAccountCalls}
        noValidate
      >
        <Stack gap="md">
          {result?.error && <Banner tone="error">{result.error}</Banner>}
          <TextField
            label="Email"
            hint="A child logs in with their username and the parent's password."
            name="email"
            type="text"
            autoComplete="username"
            error={result?.fieldErrors?.email}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            error={result?.fieldErrors?.password}
          />
          <Button type="submit" loading={busy}>
            Login
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
