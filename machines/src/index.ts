// The product's flows as XState machines. Side effects are named actors and actions that the
// app supplies with `.provide()`; everything else here is pure.
export type { ApiFailure } from './shared/apiFailure';
export { isApiFailure, serverMessage, serverNotice } from './shared/apiFailure';
export type { LoadOutcome } from './shared/loadOutcome';

export {
  timerMachine,
  clampMinutes,
  remainingSeconds,
  TIMER_DEFAULT_MINUTES,
  TIMER_MAX_MINUTES,
  TIMER_MIN_MINUTES,
} from './timer/timerMachine';
export type {
  TaskStatus,
  TimerContext,
  TimerEmitted,
  TimerEvent,
  TimerInput,
} from './timer/timerMachine';

export {
  accountSwitchMachine,
  switchAccountRequest,
  switchFailureMessage,
} from './account/accountSwitchMachine';
export type {
  AccountSwitchContext,
  AccountSwitchEvent,
  AccountSwitchInput,
  SwitchAccountRequest,
  SwitchSurface,
  SwitchedAuth,
} from './account/accountSwitchMachine';

export {
  settingsSectionMachine,
  changedFields,
  isDirty,
  saveFailureMessage,
  saveSuccessMessage,
  NO_CHANGES_MESSAGE,
} from './settings/settingsSectionMachine';
export type {
  SaveSectionInput,
  SectionValues,
  SettingsSection,
  SettingsSectionContext,
  SettingsSectionEmitted,
  SettingsSectionEvent,
  SettingsSectionInput,
} from './settings/settingsSectionMachine';

export { deletionMachine, deletionFailureMessages } from './deletion/deletionMachine';
export type {
  DeletableKind,
  DeletionContext,
  DeletionEvent,
  DeletionTarget,
} from './deletion/deletionMachine';

export {
  childRemovalMachine,
  removeChildFailureMessage,
  PARENT_PASSWORD_REQUIRED,
  PARENT_REFUSAL,
  PRIMARY_CHILD_REFUSAL,
} from './deletion/childRemovalMachine';
export type {
  ChildRemovalContext,
  ChildRemovalEvent,
  FamilyMember,
  RemoveChildRequest,
} from './deletion/childRemovalMachine';

export {
  accountDeletionMachine,
  accountDeletionFailureMessage,
  canSubmitDeletion,
  ACCOUNT_DELETED_MESSAGE,
  DELETE_CONFIRMATION_TEXT,
} from './deletion/accountDeletionMachine';
export type {
  AccountDeletionContext,
  AccountDeletionEvent,
  AccountDeletionField,
  DeleteAccountRequest,
} from './deletion/accountDeletionMachine';

export {
  goalCreationMachine,
  breakdownFailureMessage,
  canSuggestSubtasks,
  creatingLabel,
  subtaskTitle,
  BREAKDOWN_CONTEXT,
  DEFAULT_CHILD_AGE,
} from './goals/goalCreationMachine';
export type {
  AiUsage,
  BreakdownRequest,
  BreakdownResult,
  CreateGoalRequest,
  CreateTaskRequest,
  GoalCreationContext,
  GoalCreationEvent,
  GoalCreationInput,
} from './goals/goalCreationMachine';

export {
  installBannerMachine,
  INSTALL_BANNER_DELAY_MS,
  INSTALL_BANNER_VISIBLE_MS,
} from './install/installBannerMachine';
export type {
  InstallBannerContext,
  InstallBannerEvent,
  InstallBannerInput,
} from './install/installBannerMachine';

export {
  directoryMachine,
  isRetryableFailure,
  retryDelayMs,
  directoryErrorMessage,
  visibleUsers,
  MAX_RETRIES,
  SEARCH_DEBOUNCE_MS,
  DIRECTORY_FETCH_LIMIT,
} from './directory/directoryMachine';
export type {
  DirectoryUser,
  LoadUsersRequest,
  LoadUsersResult,
  DirectoryContext,
  DirectoryEvent,
  DirectoryInput,
} from './directory/directoryMachine';

export {
  rewardRequestMachine,
  rewardRequestFailureMessage,
  rewardRequestFailureMessages,
  undoMsLeft,
} from './rewards/rewardRequestMachine';
export type {
  RewardDecision,
  RewardRequestContext,
  RewardRequestEvent,
  RewardRequestInput,
  RewardRequestRecord,
  RewardRequestStatus,
} from './rewards/rewardRequestMachine';

export {
  streamConnectionMachine,
  reconnectDelayMs,
  streamStatus,
  STREAM_RETRY_BASE_MS,
  STREAM_RETRY_MAX_MS,
  STREAM_STALE_AFTER_MS,
} from './live/streamConnectionMachine';
export type {
  OpenStreamInput,
  StreamConnectionContext,
  StreamConnectionEmitted,
  StreamConnectionEvent,
  StreamConnectionInput,
  StreamConnectionSnapshot,
  StreamSignal,
  StreamStatus,
  StreamTicket,
} from './live/streamConnectionMachine';

export {
  offlineQueueMachine,
  applyQueued,
  noticeFor,
  pendingTaskIds,
  queuedTask,
  settleChange,
  OFFLINE_QUEUE_RETRY_MS,
} from './offline/offlineQueueMachine';
export type {
  OfflineQueueContext,
  OfflineQueueEvent,
  OfflineQueueInput,
  QueuedChange,
  QueuedChangeKind,
  QueuedTask,
  QueuedTaskStatus,
  QueueNotice,
  ReplayOutcome,
} from './offline/offlineQueueMachine';

export {
  sessionsMachine,
  otherSessionCount,
  revocationFailureDetail,
} from './settings/sessionsMachine';
export type {
  SessionsContext,
  SessionsEvent,
  SessionsInput,
  SessionsNotice,
  SessionsPending,
} from './settings/sessionsMachine';

export { twoFactorSetupMachine } from './settings/twoFactorSetupMachine';
export type {
  TwoFactorFailure,
  TwoFactorFailureKind,
  TwoFactorSetupContext,
  TwoFactorSetupEvent,
  TwoFactorSetupInput,
} from './settings/twoFactorSetupMachine';

export {
  themeManagementMachine,
  editedTheme,
  failureDetail,
  THEME_NOTICE_MS,
} from './settings/themeManagementMachine';
export type {
  DeleteThemeInput,
  ThemeAction,
  ThemeDraftCheck,
  ThemeFailure,
  ThemeManagementContext,
  ThemeManagementEvent,
  ThemeManagementInput,
  UpdateThemeInput,
} from './settings/themeManagementMachine';
