import { Link } from 'react-router';
import { Banner, Button, Text } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { useLocalizedPath } from '../i18n/localizedPath';
import { translate, useT } from '../i18n/useT';
import { useQueryAfterHydration } from '../prerender/useQueryAfterHydration';

export function meta() {
  return [
    { title: translate('auth.sent.meta.title') },
    { name: 'description', content: translate('auth.sent.meta.description') },
  ];
}

export default function EmailVerificationSent() {
  const email = useQueryAfterHydration().get('email');
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <AuthPage title={t('auth.sent.title')}>
      <Banner tone="success">
        {email ? t('auth.sent.successTo', { email }) : t('auth.sent.success')}
      </Banner>
      <Text>{t('auth.sent.openLink')}</Text>
      <Button asChild>
        <Link to={localized('/login')}>{t('auth.goToLogin')}</Link>
      </Button>
    </AuthPage>
  );
}
