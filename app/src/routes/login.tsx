import { useEffect, useRef, useState } from 'react';
import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { Banner, Button, PasswordField, Stack, Text, TextField, TextLink } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
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

/** The password step's answer; `challenge` is set while the second step waits for a code. */
type LoginFormResult = FormResult & { challenge?: string };

export async function clientAction({
  request,
}: ClientActionFunctionArgs): Promise<LoginFormResult | Response> {
  const calls = await loadAccountCalls();
  const { api, errorCatalogue, failureMessage } = calls;
  const values = await formValues(request);
  const destination = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  const store = (session: {
    token: string;
    username: string;
    account_type: 'PARENT' | 'CHILD';
    is_primary_child: boolean;
  }) =>
    api.storeAuth({
      token: session.token,
      username: session.username,
      account_type: session.account_type,
      is_primary_child: session.is_primary_child,
    });

  if (values.step === 'code') {
    // The second step keeps its challenge, so a mistyped code can be tried again.
    const challenge = values.challenge ?? '';
    const parsed = calls.twoFactorLoginBody.safeParse(values);
    if (!parsed.success) return { challenge, fieldErrors: fieldErrors(parsed.error) };
    try {
      store(await api.users.loginTwoFactor(parsed.data));
      return redirect(destination);
    } catch (error) {
      return { challenge, error: failureMessage(error, errorCatalogue.LOGIN_ERROR.message) };
    }
  }

  const parsed = calls.loginBody.safeParse(values);
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error) };
  try {
    const result = await api.users.login(parsed.data);
    if (calls.needsSecondFactor(result)) return { challenge: result.challenge };
    store(result);
    return redirect(destination);
  } catch (error) {
    // LOGIN_ERROR (spec §8): the server's detail or 'Login failed'; the client forgot the session.
    return { error: failureMessage(error, errorCatalogue.LOGIN_ERROR.message) };
  }
}

/** The second step for a parent with two-factor sign-in on: an app code or a recovery code. */
function CodeStep({
  challenge,
  result,
  busy,
  action,
}: {
  challenge: string;
  result: LoginFormResult;
  busy: boolean;
  action: string;
}) {
  const [recovery, setRecovery] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  // The password form this step replaces held the focus; it moves to the code, where typing goes.
  useEffect(() => codeField.current?.focus(), [recovery]);
  return (
    <Form method="post" action={action} noValidate>
      <Stack gap="md">
        <Text>
          {recovery
            ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
            : 'Open your authenticator app and enter the six-digit code it shows for Bitesize TaskBoard.'}
        </Text>
        {result.error && <Banner tone="error">{result.error}</Banner>}
        <input type="hidden" name="step" value="code" />
        <input type="hidden" name="challenge" value={challenge} />
        <TextField
          // A new field when the kind changes: the browser's one-time-code fill fits only one.
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          name="code"
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          spellCheck={false}
          ref={codeField}
          error={result.fieldErrors?.code}
        />
        <Button type="submit" loading={busy}>
          Verify
        </Button>
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={() => setRecovery(!recovery)}>
            {recovery ? 'Use the code from your app' : 'Use a recovery code'}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

export default function Login() {
  const result = useActionData<LoginFormResult>();
  const navigation = useNavigation();
  const query = useQueryAfterHydration();
  const busy = navigation.state === 'submitting';
  const action = `/login?${query.toString()}`;
  if (result?.challenge) {
    return (
      <AuthPage
        title="Two-factor sign-in"
        footer={
          <TextLink asChild>
            <Link to={action} reloadDocument>
              Start again with your password
            </Link>
          </TextLink>
        }
      >
        <CodeStep challenge={result.challenge} result={result} busy={busy} action={action} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
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
      <Form method="post" action={action} onFocus={loadAccountCalls} noValidate>
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
    </AuthPage>
  );
}
