export {
  defaultSyncBannerMessages,
  SyncBanner,
  type SyncBannerMessages,
  type SyncBannerProps,
} from './SyncBanner';
export {
  syncNoticeKinds,
  syncStatuses,
  type SyncNotice,
  type SyncNoticeKind,
  type SyncStatus,
} from './SyncBanner.props';
