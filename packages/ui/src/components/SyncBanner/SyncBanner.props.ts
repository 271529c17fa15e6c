// The banner's values, declared once: props, styles, messages and story controls read these tuples.

/** Whether the app reaches the server: `syncing` while changes made offline are being sent. */
export const syncStatuses = ['online', 'offline', 'syncing'] as const;
export type SyncStatus = (typeof syncStatuses)[number];

/**
 * What became of a change made offline that could not be kept as made: someone else's newer
 * change won, the thing was deleted on another device, or the server refused it.
 */
export const syncNoticeKinds = ['changedElsewhere', 'deletedElsewhere', 'refused'] as const;
export type SyncNoticeKind = (typeof syncNoticeKinds)[number];

/** One such outcome, told kindly until the reader dismisses it. */
export type SyncNotice = {
  id: string;
  kind: SyncNoticeKind;
  /** The title of the task or goal it was about. */
  subject: string;
  /** More about it, in words the reader understands (why a change was refused). */
  detail?: string | null;
};
