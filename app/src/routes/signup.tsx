import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { Banner, Button, PasswordField, Stack, Text, TextField, TextLink } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { fieldErrors, formValues, withConfirmation, type FormResult } from '../forms';
import { loadAccountCalls } from '../loadAccountCalls';

export function meta() {
  return [
    { title: 'Sign up · Bitesize TaskBoard' },
    {
      name: 'description',
      content:
        "Create a free family account: a parent account and your child's first board, ready in a minute.",
    },
  ];
}

export async function clientAction({
  request,
}: ClientActionFunctionArgs): Promise<FormResult | Response> {
  const { api, detailOr, registerBody } = await loadAccountCalls();
  const values = await formValues(request);
  const parsed = registerBody.safeParse(values);
  if (!parsed.success) {
    return {
      fieldErrors: withConfirmation(
        fieldErrors(parsed.error),
        values,
        'password',
        'confirmPassword',
      ),
    };
  }
  try {
    const account = await api.users.register(parsed.data);
    return redirect(`/email-verification-sent?email=${encodeURIComponent(account.email)}`);
  } catch (error) {
    return { error: detailOr(error, 'Registration failed.') };
  }
}

export default function Signup() {
  const result = useActionData<FormResult>();
  const busy = useNavigation().state === 'submitting';
  const errors = result?.fieldErrors;
  return (
    <AuthPage
      title="Create your family account"
      footer={
        <Text tone="muted">
          Already have an account?{' '}
          <TextLink asChild>
            <Link to="/login">Log in</Link>
          </TextLink>
        </Text>
      }
    >
      <Form method="post" onFocus={loadAccountCalls} noValidate>
        <Stack gap="md">
          {result?.error && <Banner tone="error">{result.error}</Banner>}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            error={errors?.username}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            error={errors?.email}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            error={errors?.password}
          />
          <PasswordField
            label="Confirm password"
            name="confirmPassword"
            autoComplete="new-password"
            error={errors?.confirmPassword}
          />
          <TextField
            label="Year of birth"
            name="birth_year"
            inputMode="numeric"
            placeholder="e.g. 1988"
            error={errors?.birth_year}
          />
          <Text tone="muted" size="sm">
            We also create your child&apos;s first account, so you can start a board together right
            away.
          </Text>
          <Button type="submit" loading={busy}>
            Sign Up
          </Button>
        </Stack>
      </Form>
    </AuthPage>
  );
}
