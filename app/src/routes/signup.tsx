import { Form, redirect, useActionData, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { Banner, Button, PasswordField, Stack, Text, TextField } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { fieldErrors, formValues, withConfirmation, type FormResult } from '../forms';
import { activeLanguage } from '../i18n/i18n';
import { useTranslateKnown } from '../i18n/knownMessages';
import { localizedPath } from '../i18n/localizedPath';
import { RichMessage, translate, useT } from '../i18n/useT';
import { loadAccountCalls } from '../loadAccountCalls';
import { InlineLink } from '../navigation/InlineLink';
import { useHydrated } from '../prerender/useHydrated';

export function meta() {
  return [
    { title: translate('auth.signup.meta.title') },
    { name: 'description', content: translate('auth.signup.meta.description') },
  ];
}

export async function clientAction({
  request,
}: ClientActionFunctionArgs): Promise<FormResult | Response> {
  const { api, detailOr, registerBody, PASSWORDS_DO_NOT_MATCH } = await loadAccountCalls();
  const values = await formValues(request);
  const parsed = registerBody.safeParse(values);
  if (!parsed.success) {
    return {
      fieldErrors: withConfirmation(
        fieldErrors(parsed.error),
        values,
        'password',
        'confirmPassword',
        PASSWORDS_DO_NOT_MATCH,
      ),
    };
  }
  try {
    // The account starts in the language the visitor signs up in.
    const account = await api.users.register({ ...parsed.data, language: activeLanguage() });
    return redirect(
      `${localizedPath('/email-verification-sent')}?email=${encodeURIComponent(account.email)}`,
    );
  } catch (error) {
    return { error: detailOr(error, translate('auth.signup.failed')) };
  }
}

export default function Signup() {
  const result = useActionData<FormResult>();
  const pending = useNavigation().state === 'submitting';
  // The page is prerendered: a press before its script runs would be the browser's own post,
  // which no page answers, so the button waits for the app.
  const hydrated = useHydrated();
  const t = useT();
  const translateKnown = useTranslateKnown();
  const fieldError = (field: string) => {
    const message = result?.fieldErrors?.[field];
    return message && translateKnown(message);
  };
  return (
    <AuthPage
      title={t('auth.signup.title')}
      footer={
        <Text tone="muted">
          <RichMessage id="auth.signup.haveAccount" elements={{ 0: <InlineLink to="/login" /> }} />
        </Text>
      }
    >
      <Form method="post" onFocus={loadAccountCalls} noValidate>
        <Stack gap="md">
          {result?.error && <Banner tone="danger">{translateKnown(result.error)}</Banner>}
          <TextField
            label={t('auth.signup.username')}
            name="username"
            autoComplete="username"
            error={fieldError('username')}
          />
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            error={fieldError('email')}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="new-password"
            error={fieldError('password')}
          />
          <PasswordField
            label={t('auth.signup.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            error={fieldError('confirmPassword')}
          />
          <TextField
            label={t('auth.signup.birthYear')}
            name="birth_year"
            inputMode="numeric"
            placeholder={t('auth.signup.birthYearExample')}
            error={fieldError('birth_year')}
          />
          <Text tone="muted" size="sm">
            {t('auth.signup.childNote')}
          </Text>
          <Button type="submit" pending={pending} disabled={!hydrated}>
            {t('auth.signup.submit')}
          </Button>
        </Stack>
      </Form>
    </AuthPage>
  );
}
