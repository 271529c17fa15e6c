import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { Banner, Button, Stack, Text } from '@taskboard/ui';
import { AuthPage } from '../navigation/AuthPage';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useLocalizedPath } from '../i18n/localizedPath';
import { translate, useT } from '../i18n/useT';
import { loadAccountCalls } from '../loadAccountCalls';
import { useHydrated } from '../prerender/useHydrated';
import { useQueryAfterHydration } from '../prerender/useQueryAfterHydration';

// The link mailed to the old address when a new one is asked for: "not you?". Undoing the
// change ends every session of the family (this browser's too), so it waits for a press of the
// button: a mail scanner that opens links must not undo a change the owner asked for. Whoever
// asked knew the password, so the page then leads on to choosing a new one.

export function meta() {
  return [
    { title: translate('auth.emailChange.cancel.meta.title') },
    { name: 'description', content: translate('auth.emailChange.cancel.meta.description') },
  ];
}

type Cancellation = { cancelled: true; message: string } | { cancelled: false; reason: string };

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<Cancellation> {
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

export default function CancelEmailChange() {
  const result = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const t = useT();
  const translateKnown = useTranslateKnown();
  const localized = useLocalizedPath();
  // The page is prerendered without the link's query: the form posts to the address with its
  // token, and only once the page has hydrated (a press before that would do nothing).
  const hydrated = useHydrated();
  const query = useQueryAfterHydration();
  if (!result) {
    const cancelling = navigation.state !== 'idle';
    return (
      <AuthPage title={t('auth.emailChange.cancel.question')}>
        <Text>{t('auth.emailChange.cancel.explain')}</Text>
        <Form method="post" action={`${localized('/cancel-email-change')}?${query.toString()}`}>
          <Button type="submit" variant="primary" disabled={!hydrated || cancelling}>
            {cancelling
              ? t('auth.emailChange.cancel.checking')
              : t('auth.emailChange.cancel.confirm')}
          </Button>
        </Form>
      </AuthPage>
    );
  }
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
