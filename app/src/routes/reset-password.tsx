import { useEffect } from 'react';
import { Form, Link, useActionData, useNavigate, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { Banner, Button, PasswordField, Stack, TextLink } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { fieldErrors, formValues, withConfirmation, type FormResult } from '../forms';
import { loadAccountCalls } from '../loadAccountCalls';
import { useQueryAfterHydration } from '../prerender/useQueryAfterHydration';

export function meta() {
  return [
    { title: 'Choose a new password · Bitesize TaskBoard' },
    {
      name: 'description',
      content: 'Choose a new password for your Bitesize TaskBoard family account.',
    },
  ];
}

/** Spec §9: after a successful reset the page goes to /login after 3 seconds. */
export const RESET_REDIRECT_MS = 3000;

type ResetResult = FormResult & { done?: true };

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ResetResult> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { error: 'This reset link is missing its token. Please request a new one.' };
  const { api, detailOr, resetPasswordForm } = await loadAccountCalls();
  const values = await formValues(request);
  const parsed = resetPasswordForm.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return {
      fieldErrors: withConfirmation(errors, values, 'new_password', 'confirm_new_password'),
    };
  }
  try {
    await api.users.resetPassword({ token, new_password: parsed.data.new_password });
    return { done: true };
  } catch (error) {
    return { error: detailOr(error, 'An error occurred during password reset.') };
  }
}

export default function ResetPassword() {
  const result = useActionData<ResetResult>();
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const query = useQueryAfterHydration();
  const done = result?.done === true;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <AuthPage
      title="Choose a new password"
      footer={
        <TextLink asChild>
          <Link to="/login">Back to login</Link>
        </TextLink>
      }
    >
      <Form
        method="post"
        action={`/reset-password?${query.toString()}`}
        onFocus={loadAccountCalls}
        noValidate
      >
        <Stack gap="md">
          {done && <Banner tone="success">Password reset successful. You can now log in.</Banner>}
          {result?.error && <Banner tone="error">{result.error}</Banner>}
          <PasswordField
            label="New password"
            name="new_password"
            autoComplete="new-password"
            error={result?.fieldErrors?.new_password}
          />
          <PasswordField
            label="Confirm new password"
            name="confirm_new_password"
            autoComplete="new-password"
            error={result?.fieldErrors?.confirm_new_password}
          />
          <Button type="submit" loading={busy} disabled={done}>
            Reset password
          </Button>
        </Stack>
      </Form>
    </AuthPage>
  );
}
