import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../../internal/icons';
import { shortLabel, wholeWords } from '../../internal/shared.css';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { IconButton } from '../IconButton';
import type { SyncNotice, SyncNoticeKind, SyncStatus } from './SyncBanner.props';
import { CloudOffIcon, CloudUpIcon } from './syncPictures';
import * as styles from './SyncBanner.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** Every text of the banner, with English defaults. */
export type SyncBannerMessages = {
  offline: string;
  syncing: string;
  /** How many changes wait to be sent, beside the status. */
  waiting: (count: number) => string;
  /** Names the list of notices for screen readers. */
  notices: string;
  /** One sentence per kind of notice, given the task's or goal's title. */
  kinds: Record<SyncNoticeKind, (subject: string) => string>;
  /** The dismiss button's name, given the notice's subject. */
  dismiss: (subject: string) => string;
};

export const defaultSyncBannerMessages: SyncBannerMessages = defineMessages('syncBanner', {
  offline: 'Offline — changes will sync',
  syncing: 'Sending your changes…',
  waiting: icu(
    '{count, plural, one {# change waiting} other {# changes waiting}}',
    (count: number) => ({ count }),
  ),
  notices: 'What happened to your changes',
  kinds: {
    changedElsewhere: icu(
      'Someone changed “{subject}” while you were away — we kept the newer change.',
      (subject: string) => ({ subject }),
    ),
    deletedElsewhere: icu(
      '“{subject}” was deleted on another device, so your change to it was not kept.',
      (subject: string) => ({ subject }),
    ),
    refused: icu('Your change to “{subject}” could not be saved.', (subject: string) => ({
      subject,
    })),
  },
  dismiss: icu('Dismiss the note about “{subject}”', (subject: string) => ({ subject })),
});

const noticePictures: Record<SyncNoticeKind, typeof InfoIcon> = {
  changedElsewhere: InfoIcon,
  deletedElsewhere: WarningIcon,
  refused: ErrorIcon,
};

export type SyncBannerProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  status: SyncStatus;
  /** How many changes wait to be sent; shown while offline or syncing when above 0. */
  waitingCount?: number;
  /** What became of changes made offline, each until dismissed. */
  notices?: readonly SyncNotice[];
  /** Without it the notices show no dismiss button. */
  onDismissNotice?: (id: string) => void;
  /** Replaces any of the banner's texts. */
  messages?: Partial<SyncBannerMessages>;
};

/**
 * A quiet banner for work without a connection: a status line while offline or sending the
 * changes made meanwhile (a polite `role="status"`), and kind notices for changes that could not
 * be kept as made, each with a dismiss button. Online with no notices, it renders nothing.
 */
export function SyncBanner({
  status,
  waitingCount = 0,
  notices = [],
  onDismissNotice,
  messages,
  className,
  ...props
}: SyncBannerProps) {
  const text = useUiMessages('syncBanner', defaultSyncBannerMessages, messages);
  if (status === 'online' && notices.length === 0) return null;
  const StatusPicture = status === 'syncing' ? CloudUpIcon : CloudOffIcon;

  return (
    <div data-state={status} className={cx(styles.root, className)} {...props}>
      {status !== 'online' ? (
        <p role="status" className={styles.statusLine}>
          <span className={styles.picture}>
            <StatusPicture />
          </span>
          <span className={cx(styles.statusText, wholeWords)}>
            {status === 'syncing' ? text.syncing : text.offline}
          </span>
          {waitingCount > 0 ? (
            <span className={cx(styles.waiting, shortLabel)}>{text.waiting(waitingCount)}</span>
          ) : null}
        </p>
      ) : null}
      {notices.length > 0 ? (
        <ul aria-label={text.notices} className={styles.notices}>
          {notices.map((notice) => {
            const Picture = noticePictures[notice.kind];
            return (
              <li key={notice.id} data-kind={notice.kind} className={styles.notice}>
                <span className={styles.picture}>
                  <Picture />
                </span>
                <span className={cx(styles.noticeBody, wholeWords)}>
                  <span>{text.kinds[notice.kind](notice.subject)}</span>
                  {notice.detail ? <span className={styles.detail}>{notice.detail}</span> : null}
                </span>
                {onDismissNotice ? (
                  <IconButton
                    label={text.dismiss(notice.subject)}
                    variant="secondary"
                    className={styles.dismiss}
                    onClick={() => onDismissNotice(notice.id)}
                  >
                    <CloseIcon />
                  </IconButton>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    syncBanner: SyncBannerMessages;
  }
}
