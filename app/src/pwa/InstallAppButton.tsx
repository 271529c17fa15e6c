import { Button } from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { useInstallPrompt } from './useInstallPrompt';

/** The top bar's install button: shown only while the browser offers to install the app. */
export function InstallAppButton() {
  const { canInstall, installed, promptInstall } = useInstallPrompt();
  const t = useT();
  if (!canInstall || installed) return null;
  return (
    <Button variant="secondary" size="sm" onClick={() => void promptInstall()}>
      {t('pwa.installApp')}
    </Button>
  );
}
