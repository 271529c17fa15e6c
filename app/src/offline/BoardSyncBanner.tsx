import { SyncBanner } from '@taskboard/ui';
import { useTranslateKnown } from '../i18n/knownMessages';
import { syncNoticesOf, syncStatusOf } from './offlineChanges';
import type { OfflineQueue } from './offlineQueue';

/**
 * The board's quiet line about the connection: offline (or shown from the last copy), sending
 * what was queued, and what became of changes that could not be kept as made.
 */
export function BoardSyncBanner({
  offline,
  fromCopy,
}: {
  offline: OfflineQueue;
  /** The board was read from the copy kept on the device: the server is out of reach. */
  fromCopy: boolean;
}) {
  const translateKnown = useTranslateKnown();
  return (
    <SyncBanner
      status={syncStatusOf(offline.online && !fromCopy, offline.sending)}
      waitingCount={offline.queue.length}
      notices={syncNoticesOf(offline.notices, translateKnown)}
      onDismissNotice={offline.dismissNotice}
    />
  );
}
