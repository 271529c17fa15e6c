import { Link, useLoaderData } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { Banner, Button, Spinner } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useLocalizedPath } from '../i18n/localizedPath';
import { translate, useT } from '../i18n/useT';
import { loadAccountCalls } from '../loadAccountCalls';

export function meta() {
  return [
    { title: translate('auth.verify.meta.title') },
    { name: 'description', content: translate('auth.verify.meta.description') },
  ];
}

type Verification = { verified: true } | { verified: false; reason: string };

export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<Verification> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { verified: false, reason: translate('auth.verify.noToken') };
  const { api, detailOr } = await loadAccountCalls();
  try {
    await api.users.verifyEmail(token);
    return { verified: true };
  } catch (error) {
    return { verified: false, reason: detailOr(error, translate('auth.verify.invalidLink')) };
  }
}

// Shown while the token is checked: the "pending" state of spec §4.
export function HydrateFallback() {
  const t = useT();
  return (
    <AuthPage title={t('auth.verify.pendingTitle')}>
      <Spinner label={t('auth.verify.checking')} />
    </AuthPage>
  );
}

export default function VerifyEmail() {
  const result = useLoaderData<typeof clientLoader>();
  const t = useT();
  const translateKnown = useTranslateKnown();
  const localized = useLocalizedPath();
  return (
    <AuthPage title={result.verified ? t('auth.verify.verified') : t('auth.verify.failed')}>
      {result.verified ? (
        <Banner tone="success">{t('auth.verify.confirmed')}</Banner>
      ) : (
        <Banner tone="danger">{translateKnown(result.reason)}</Banner>
      )}
      <Button asChild variant={result.verified ? 'primary' : 'secondary'}>
        <Link to={localized('/login')}>{t('auth.goToLogin')}</Link>
      </Button>
    </AuthPage>
  );
}
