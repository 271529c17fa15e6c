import { useEffect } from 'react';
import { Form, Link, useActionData, useNavigate, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { Banner, Button, PasswordField, Stack, TextLink } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { fieldErrors, formValues, withConfirmation, type FormResult } from '../forms';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useLocalizedPath } from '../i18n/localizedPath';
import { translate, useT } from '../i18n/useT';
import { loadAccountCalls } from '../loadAccountCalls';
import { useQueryAfterHydration } from '../prerender/useQueryAfterHydration';
import { useHydrated } from '../prerender/useHydrated';

export function meta() {
  return [
    { title: translate('auth.reset.meta.title') },
    { name: 'description', content: translate('auth.reset.meta.description') },
  ];
}

/** Spec §9: after a successful reset the page goes to /login after 3 seconds. */
export const RESET_REDIRECT_MS = 3000;

type ResetResult = FormResult & { done?: true };

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ResetResult> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { error: translate('auth.reset.missingToken') };
  const { api, detailOr, resetPasswordForm, PASSWORDS_DO_NOT_MATCH } = await loadAccountCalls();
  const values = await formValues(request);
  const parsed = resetPasswordForm.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return {
      fieldErrors: withConfirmation(
        errors,
        values,
        'new_password',
        'confirm_new_password',
        PASSWORDS_DO_NOT_MATCH,
      ),
    };
  }
  try {
    await api.users.resetPassword({ token, new_password: parsed.data.new_password });
    return { done: true };
  } catch (error) {
    return { error: detailOr(error, translate('auth.resetFailed')) };
  }
}

export default function ResetPassword() {
  const result = useActionData<ResetResult>();
  const pending = useNavigation().state === 'submitting';
  // The page is prerendered: a press before its script runs would be the browser's own post,
  // which no page answers, so the button waits for the app.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const query = useQueryAfterHydration();
  const done = result?.done === true;
  const t = useT();
  const translateKnown = useTranslateKnown();
  const fieldError = (field: string) => {
    const message = result?.fieldErrors?.[field];
    return message && translateKnown(message);
  };
  const localized = useLocalizedPath();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(localized('/login')), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, localized]);

  return (
    <AuthPage
      title={t('auth.reset.title')}
      footer={
        <TextLink asChild>
          <Link to={localized('/login')}>{t('auth.backToLogin')}</Link>
        </TextLink>
      }
    >
      <Form
        method="post"
        action={`${localized('/reset-password')}?${query.toString()}`}
        onFocus={loadAccountCalls}
        noValidate
      >
        <Stack gap="md">
          {done && <Banner tone="success">{t('auth.reset.done')}</Banner>}
          {result?.error && <Banner tone="danger">{translateKnown(result.error)}</Banner>}
          <PasswordField
            label={t('auth.reset.newPassword')}
            name="new_password"
            autoComplete="new-password"
            error={fieldError('new_password')}
          />
          <PasswordField
            label={t('auth.reset.confirmNewPassword')}
            name="confirm_new_password"
            autoComplete="new-password"
            error={fieldError('confirm_new_password')}
          />
          <Button type="submit" pending={pending} disabled={!hydrated || done}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </Form>
    </AuthPage>
  );
}
