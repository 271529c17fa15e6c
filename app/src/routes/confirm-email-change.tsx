import { Link, useLoaderData } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { Banner, Button, Spinner } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useLocalizedPath } from '../i18n/localizedPath';
import { translate, useT } from '../i18n/useT';
import { loadAccountCalls } from '../loadAccountCalls';

// The link mailed to a new e-mail address (PUT /users/profile asked for it): following it makes
// that address the account's login. Checked as verify-email checks its link.

export function meta() {
  return [
    { title: translate('auth.emailChange.confirm.meta.title') },
    { name: 'description', content: translate('auth.emailChange.confirm.meta.description') },
  ];
}

type Confirmation = { confirmed: true; message: string } | { confirmed: false; reason: string };

export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<Confirmation> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { confirmed: false, reason: translate('auth.emailChange.noToken') };
  const { api, detailOr } = await loadAccountCalls();
  try {
    const { message } = await api.users.confirmEmailChange(token);
    return { confirmed: true, message };
  } catch (error) {
    return {
      confirmed: false,
      reason: detailOr(error, translate('auth.emailChange.invalidLink')),
    };
  }
}

export function HydrateFallback() {
  const t = useT();
  return (
    <AuthPage title={t('auth.emailChange.confirm.pendingTitle')}>
      <Spinner label={t('auth.emailChange.confirm.checking')} />
    </AuthPage>
  );
}

export default function ConfirmEmailChange() {
  const result = useLoaderData<typeof clientLoader>();
  const t = useT();
  const translateKnown = useTranslateKnown();
  const localized = useLocalizedPath();
  return (
    <AuthPage
      title={
        result.confirmed ? t('auth.emailChange.confirm.done') : t('auth.emailChange.confirm.failed')
      }
    >
      {result.confirmed ? (
        <Banner tone="success">{translateKnown(result.message)}</Banner>
      ) : (
        <Banner tone="danger">{translateKnown(result.reason)}</Banner>
      )}
      <Button asChild variant={result.confirmed ? 'primary' : 'secondary'}>
        <Link to={localized('/login')}>{t('auth.goToLogin')}</Link>
      </Button>
    </AuthPage>
  );
}
