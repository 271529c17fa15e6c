import { Link, useLoaderData } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { Banner, Button, Spinner, Stack } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useLocalizedPath } from '../i18n/localizedPath';
import { translate, useT } from '../i18n/useT';
import { loadAccountCalls } from '../loadAccountCalls';

// The link mailed to the old address when a new one is asked for: "not you?". Following it
// undoes the change and ends every session of the family (this browser's too); whoever asked
// knew the password, so the page leads on to choosing a new one.

export function meta() {
  return [
    { title: translate('auth.emailChange.cancel.meta.title') },
    { name: 'description', content: translate('auth.emailChange.cancel.meta.description') },
  ];
}

type Cancellation = { cancelled: true; message: string } | { cancelled: false; reason: string };

export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<Cancellation> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { cancelled: false, reason: translate('auth.emailChange.noToken') };
  const { api, detailOr } = await loadAccountCalls();
  try {
    const { message } = await api.users.cancelEmailChange(token);
    return { cancelled: true, message };
  } catch (error) {
    return {
      cancelled: false,
      reason: detailOr(error, translate('auth.emailChange.invalidLink')),
    };
  }
}

export function HydrateFallback() {
  const t = useT();
  return (
    <AuthPage title={t('auth.emailChange.cancel.pendingTitle')}>
      <Spinner label={t('auth.emailChange.cancel.checking')} />
    </AuthPage>
  );
}

export default function CancelEmailChange() {
  const result = useLoaderData<typeof clientLoader>();
  const t = useT();
  const translateKnown = useTranslateKnown();
  const localized = useLocalizedPath();
  if (!result.cancelled) {
    return (
      <AuthPage title={t('auth.emailChange.cancel.failed')}>
        <Banner tone="danger">{translateKnown(result.reason)}</Banner>
        <Button asChild variant="secondary">
          <Link to={localized('/login')}>{t('auth.goToLogin')}</Link>
        </Button>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('auth.emailChange.cancel.done')}>
      <Banner tone="success">{translateKnown(result.message)}</Banner>
      <Stack direction="row" gap="sm">
        <Button asChild variant="primary">
          <Link to={localized('/forgot-password')}>{t('auth.emailChange.cancel.newPassword')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={localized('/login')}>{t('auth.goToLogin')}</Link>
        </Button>
      </Stack>
    </AuthPage>
  );
}
