import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { Banner, Button, Stack, TextField, TextLink } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { fieldErrors, formValues, type FormResult } from '../forms';
import { loadAccountCalls } from '../loadAccountCalls';

export function meta() {
  return [
    { title: 'Forgot your password? · Bitesize TaskBoard' },
    {
      name: 'description',
      content: 'Get an e-mail with a link to choose a new password for your family account.',
    },
  ];
}

type ForgotResult = FormResult & { sent?: true };

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ForgotResult> {
  const { api, ApiError, detailOr, forgotPasswordBody } = await loadAccountCalls();
  const parsed = forgotPasswordBody.safeParse(await formValues(request));
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error) };
  try {
    await api.users.forgotPassword(parsed.data);
    return { sent: true };
  } catch (error) {
    if (error instanceof ApiError && error.error_code === 'INVALID_RESPONSE') {
      return { error: 'An error occurred while parsing the response' };
    }
    return { error: detailOr(error, 'An error occurred during password reset.') };
  }
}

export default function ForgotPassword() {
  const result = useActionData<ForgotResult>();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthPage
      title="Forgot your password?"
      footer={
        <TextLink asChild>
          <Link to="/login">Back to login</Link>
        </TextLink>
      }
    >
      <Form method="post" onFocus={loadAccountCalls} noValidate>
        <Stack gap="md">
          {result?.sent && <Banner tone="success">Password reset email sent successfully.</Banner>}
          {result?.error && <Banner tone="error">{result.error}</Banner>}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            hint="We will e-mail you a link to choose a new password."
            error={result?.fieldErrors?.email}
          />
          <Button type="submit" loading={busy}>
            Send reset link
          </Button>
        </Stack>
      </Form>
    </AuthPage>
  );
}
