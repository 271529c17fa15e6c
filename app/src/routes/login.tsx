import { useEffect, useRef, useState } from 'react';
import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { Banner, Button, PasswordField, Stack, Text, TextField, TextLink } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { fieldErrors, formValues, safeRedirect, type FormResult } from '../forms';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useLocalizedPath } from '../i18n/localizedPath';
import { RichMessage, translate, useT } from '../i18n/useT';
import { loadAccountCalls } from '../loadAccountCalls';
import { InlineLink } from '../navigation/InlineLink';
import { useQueryAfterHydration } from '../prerender/useQueryAfterHydration';
import { useHydrated } from '../prerender/useHydrated';

export function meta() {
  return [
    { title: translate('auth.login.meta.title') },
    { name: 'description', content: translate('auth.login.meta.description') },
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
  pending,
  action,
}: {
  challenge: string;
  result: LoginFormResult;
  pending: boolean;
  action: string;
}) {
  const [recovery, setRecovery] = useState(false);
  const t = useT();
  const translateKnown = useTranslateKnown();
  const codeField = useRef<HTMLInputElement>(null);
  // The password form this step replaces held the focus; it moves to the code, where typing goes.
  useEffect(() => codeField.current?.focus(), [recovery]);
  return (
    <Form method="post" action={action} noValidate>
      <Stack gap="md">
        <Text>{recovery ? t('auth.twoFactor.recoveryHelp') : t('auth.twoFactor.appHelp')}</Text>
        {result.error && <Banner tone="danger">{translateKnown(result.error)}</Banner>}
        <input type="hidden" name="step" value="code" />
        <input type="hidden" name="challenge" value={challenge} />
        <TextField
          // A new field when the kind changes: the browser's one-time-code fill fits only one.
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? t('auth.twoFactor.recoveryCode') : t('auth.twoFactor.appCode')}
          name="code"
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          spellCheck={false}
          ref={codeField}
          error={result.fieldErrors?.code && translateKnown(result.fieldErrors.code)}
        />
        <Button type="submit" pending={pending}>
          {t('auth.twoFactor.verify')}
        </Button>
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={() => setRecovery(!recovery)}>
            {recovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
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
  const pending = navigation.state === 'submitting';
  // The page is prerendered: a press before its script runs would be the browser's own post,
  // which no page answers, so the button waits for the app.
  const hydrated = useHydrated();
  const t = useT();
  const translateKnown = useTranslateKnown();
  const localized = useLocalizedPath();
  const action = `${localized('/login')}?${query.toString()}`;
  if (result?.challenge) {
    return (
      <AuthPage
        title={t('auth.twoFactor.title')}
        footer={
          <TextLink asChild>
            <Link to={action} reloadDocument>
              {t('auth.twoFactor.restart')}
            </Link>
          </TextLink>
        }
      >
        <CodeStep challenge={result.challenge} result={result} pending={pending} action={action} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={t('auth.login.title')}
      footer={
        <Stack gap="sm">
          <TextLink asChild>
            <Link to={localized('/forgot-password')}>{t('auth.login.forgot')}</Link>
          </TextLink>
          <Text tone="muted">
            <RichMessage id="auth.login.newHere" elements={{ 0: <InlineLink to="/signup" /> }} />
          </Text>
        </Stack>
      }
    >
      <Form method="post" action={action} onFocus={loadAccountCalls} noValidate>
        <Stack gap="md">
          {result?.error && <Banner tone="danger">{translateKnown(result.error)}</Banner>}
          <TextField
            label={t('auth.email')}
            hint={t('auth.login.emailHint')}
            name="email"
            type="text"
            autoComplete="username"
            error={result?.fieldErrors?.email && translateKnown(result.fieldErrors.email)}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            error={result?.fieldErrors?.password && translateKnown(result.fieldErrors.password)}
          />
          <Button type="submit" pending={pending} disabled={!hydrated}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </Form>
    </AuthPage>
  );
}
