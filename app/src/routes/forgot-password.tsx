import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { Banner, Button, Stack, TextField, TextLink } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { fieldErrors, formValues, type FormResult } from '../forms';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useLocalizedPath } from '../i18n/localizedPath';
import { translate, useT } from '../i18n/useT';
import { loadAccountCalls } from '../loadAccountCalls';
import { useHydrated } from '../prerender/useHydrated';

export function meta() {
  return [
    { title: translate('auth.forgot.meta.title') },
    { name: 'description', content: translate('auth.forgot.meta.description') },
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
      return { error: translate('auth.forgot.unreadableResponse') };
    }
    return { error: detailOr(error, translate('auth.resetFailed')) };
  }
}

export default function ForgotPassword() {
  const result = useActionData<ForgotResult>();
  const pending = useNavigation().state === 'submitting';
  // The page is prerendered: a press before its script runs would be the browser's own post,
  // which no page answers, so the button waits for the app.
  const hydrated = useHydrated();
  const t = useT();
  const translateKnown = useTranslateKnown();
  const localized = useLocalizedPath();
  return (
    <AuthPage
      title={t('auth.forgot.title')}
      footer={
        <TextLink asChild>
          <Link to={localized('/login')}>{t('auth.backToLogin')}</Link>
        </TextLink>
      }
    >
      <Form method="post" onFocus={loadAccountCalls} noValidate>
        <Stack gap="md">
          {result?.sent && <Banner tone="success">{t('auth.forgot.sent')}</Banner>}
          {result?.error && <Banner tone="danger">{translateKnown(result.error)}</Banner>}
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            hint={t('auth.forgot.emailHint')}
            error={result?.fieldErrors?.email && translateKnown(result.fieldErrors.email)}
          />
          <Button type="submit" pending={pending} disabled={!hydrated}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </Form>
    </AuthPage>
  );
}
