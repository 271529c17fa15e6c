// Public entry of @taskboard/ui: every name a consumer may import, listed one by one so that the
// public surface changes only on purpose (public-api.txt records it; test/public-api.test.ts
// compares the two). Helpers a component uses inside itself stay importable by relative path
// within the package, not from here. Styles ship separately: import '@taskboard/ui/styles.css'.
export {
  categoryColors,
  darkCategoryPalette,
  darkTheme,
  darkTokens,
  isCategoryColor,
  lightCategoryPalette,
  lightTheme,
  lightTokens,
  reducedMotionQuery,
  reducedMotionTokens,
  themeBase,
  themeNames,
  vars,
  type CategoryColor,
  type CategoryColorValues,
  type CategoryPalette,
  type ThemeName,
  type ThemeTokens,
} from './theme';
export { Accordion } from './components/Accordion';
export { AuthCard, type AuthCardProps } from './components/AuthCard';
export {
  Avatar,
  avatarSizes,
  defaultAvatarMessages,
  type AvatarMessages,
  type AvatarProps,
} from './components/Avatar';
export { Banner, bannerTones, type BannerProps, type BannerTone } from './components/Banner';
export {
  Button,
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from './components/Button';
export { Card, cardPaddings, type CardPadding, type CardProps } from './components/Card';
export {
  Chip,
  chipTones,
  defaultChipMessages,
  taskPriorities,
  type ChipMessages,
  type ChipProps,
  type ChipTone,
  type TaskPriority,
} from './components/Chip';
export {
  ConfirmDialog,
  defaultConfirmDialogMessages,
  type ConfirmDialogMessages,
  type ConfirmDialogProps,
} from './components/ConfirmDialog';
export {
  densities,
  DensityProvider,
  type Density,
  type DensityProviderProps,
} from './components/Density';
export { Dialog } from './components/Dialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Heading, headingLevels, type HeadingLevel, type HeadingProps } from './components/Heading';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { Menu } from './components/Menu';
export { PageShell, pageWidths, type PageShellProps, type PageWidth } from './components/PageShell';
export {
  defaultPaginationMessages,
  Pagination,
  paginationPageVariants,
  type PaginationMessages,
  type PaginationProps,
} from './components/Pagination';
export {
  defaultPasswordFieldMessages,
  PasswordField,
  type PasswordFieldMessages,
  type PasswordFieldProps,
} from './components/PasswordField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export {
  defaultShortcutsDialogMessages,
  ShortcutsDialog,
  type Shortcut,
  type ShortcutsDialogMessages,
  type ShortcutsDialogProps,
} from './components/ShortcutsDialog';
export {
  defaultSidebarLayoutMessages,
  SidebarLayout,
  type SidebarLayoutMessages,
  type SidebarLayoutProps,
} from './components/SidebarLayout';
export {
  Skeleton,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonShape,
} from './components/Skeleton';
export { Slider, type SliderProps } from './components/Slider';
export {
  defaultSpinnerMessages,
  Spinner,
  type SpinnerMessages,
  type SpinnerProps,
} from './components/Spinner';
export {
  Stack,
  stackAligns,
  stackJustifies,
  type SpaceToken,
  type StackProps,
} from './components/Stack';
export { Switch, type SwitchProps } from './components/Switch';
export {
  Table,
  tableDensities,
  tableVariants,
  type TableDensity,
  type TableVariant,
} from './components/Table';
export { Tabs } from './components/Tabs';
export { Text, textSizes, textTones, textWeights, type TextProps } from './components/Text';
export {
  defaultTextAreaMessages,
  TextArea,
  type TextAreaMessages,
  type TextAreaProps,
} from './components/TextArea';
export { TextField, type TextFieldProps } from './components/TextField';
export { TextLink, type TextLinkProps } from './components/TextLink';
export { Tooltip, type TooltipProps } from './components/Tooltip';
export {
  defaultUsageBarMessages,
  UsageBar,
  usageLevels,
  type UsageBarMessages,
  type UsageBarProps,
  type UsageLevel,
} from './components/UsageBar';
export {
  ArrowRightIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  EyeIcon,
  EyeOffIcon,
  GripIcon,
  InfoIcon,
  MoreIcon,
  PlayIcon,
  PlusIcon,
  ResetIcon,
  SpeakerIcon,
  SpeakerOffIcon,
  SuccessIcon,
  WarningIcon,
} from './icons';
export { useReducedMotion } from './internal/useReducedMotion';
export {
  defaultUiMessages,
  defineMessages,
  describeUiMessages,
  formatIcu,
  icu,
  UiMessagesProvider,
  useUiMessages,
  type DeclaredTexts,
  type DefaultTexts,
  type IcuText,
  type MessageValues,
  type PartialUiMessages,
  type UiMessageDescriptor,
  type UiMessages,
  type UiMessagesProviderProps,
  type UiTranslate,
} from './messages';

// The board's and screens' composite components.
export {
  ActivityFeed,
  activityActions,
  activityFeedStates,
  defaultActivityFeedMessages,
  type ActivityAction,
  type ActivityFeedMessages,
  type ActivityFeedProps,
  type ActivityFeedState,
  type ActivityItem,
  type ActivitySentence,
} from './components/ActivityFeed';
export { AppBar, type AppBarProps } from './composites';
export { ARTICLE_CSP, ArticleBody, type ArticleBodyProps } from './composites';
export {
  ArticleCard,
  defaultArticleCardMessages,
  defaultTargetAgeMessages,
  formatTargetAge,
  type ArticleCardMessages,
  type ArticleCardProps,
  type ArticleLinkProps,
  type ArticlePost,
  type TargetAgeMessages,
} from './composites';
export {
  BadgeTier,
  badgeTierLooks,
  defaultBadgeTierMessages,
  type Badge,
  type BadgeTierLook,
  type BadgeTierMessages,
  type BadgeTierProps,
} from './composites';
export {
  BoardColumns,
  boardColumnsArrangements,
  defaultBoardColumnsMessages,
  type BoardColumnsArrangement,
  type BoardColumnsEntry,
  type BoardColumnsMessages,
  type BoardColumnsProps,
} from './composites';
export {
  CategoryColorPicker,
  categoryColorPickerSizes,
  defaultCategoryColorPickerMessages,
  type CategoryColorPickerMessages,
  type CategoryColorPickerProps,
  type CategoryColorPickerSize,
} from './composites';
export {
  Celebration,
  CELEBRATION_MS,
  celebrationKinds,
  defaultCelebrationMessages,
  playCheer,
  type CelebrationKind,
  type CelebrationMessages,
  type CelebrationProps,
} from './composites';
export {
  Cockpit,
  CockpitDial,
  defaultCockpitDialMessages,
  defaultCockpitMessages,
  type CockpitDialMessages,
  type CockpitDialProps,
  type CockpitMessages,
  type CockpitProps,
  type Velocity,
} from './composites';
export {
  Column,
  columnVariants,
  defaultColumnMessages,
  type ColumnMessages,
  type ColumnProps,
  type ColumnVariant,
} from './composites';
export {
  defaultEditableTitleMessages,
  EditableTitle,
  editableTitleSizes,
  type EditableTitleMessages,
  type EditableTitleProps,
  type EditableTitleSize,
} from './composites';
export {
  defaultFamilyMemberCardMessages,
  FamilyMemberCard,
  familyRoles,
  type BadgeCounts,
  type FamilyMember,
  type FamilyMemberCardMessages,
  type FamilyMemberCardProps,
  type FamilyRole,
} from './composites';
export {
  defaultGoalAchievementsMessages,
  defaultGoalDetailsDialogMessages,
  GoalAchievements,
  GoalDetailsDialog,
  type CompletedGoal,
  type GoalAchievementsMessages,
  type GoalAchievementsProps,
  type GoalDetailsDialogMessages,
  type GoalDetailsDialogProps,
  type GoalTaskSummary,
} from './composites';
export {
  defaultGoalCardMessages,
  GoalCard,
  goalStatuses,
  noCategoryValue,
  type Goal,
  type GoalCardMessages,
  type GoalCardProps,
  type GoalCategory,
  type GoalStatus,
} from './composites';
export {
  defaultGoalDueDateMessages,
  GoalDueDate,
  type GoalDueDateMessages,
  type GoalDueDateProps,
} from './composites';
export {
  defaultGoalPickerMessages,
  GoalPicker,
  type GoalPickerGoal,
  type GoalPickerMessages,
  type GoalPickerProps,
} from './composites';
export {
  defaultGroupingThemeDialogMessages,
  GroupingThemeDialog,
  type GroupingThemeDialogMessages,
  type GroupingThemeDialogProps,
  type ThemeChoice,
} from './composites';
export { HeroMedia, type HeroMediaProps, type HeroVideoSource } from './composites';
export {
  defaultMusicToggleMessages,
  musicStates,
  MusicToggle,
  musicToggleLooks,
  type MusicState,
  type MusicToggleLook,
  type MusicToggleMessages,
  type MusicToggleProps,
} from './composites';
export {
  defaultNextBadgeProgressMessages,
  nearestBadge,
  NextBadgeProgress,
  nextBadgeProgressVariants,
  nextBadgeRemaining,
  type EarnedNow,
  type NextBadge,
  type NextBadgeProgressMessages,
  type NextBadgeProgressProps,
  type NextBadgeProgressVariant,
} from './composites';
export { ProfileColumns, profileDesktopQuery, type ProfileColumnsProps } from './composites';
export {
  defaultProfileHeaderMessages,
  profileCounters,
  ProfileHeader,
  type ProfileCounter,
  type ProfileHeaderMessages,
  type ProfileHeaderProps,
} from './composites';
export { QrCode, type QrCodeProps } from './composites';
export {
  defaultRadarChartMessages,
  RadarChart,
  radarRanges,
  type RadarChartMessages,
  type RadarChartProps,
  type RadarRange,
  type RadarSlice,
} from './composites';
export {
  defaultRecoveryCodeListMessages,
  RecoveryCodeList,
  type RecoveryCodeListMessages,
  type RecoveryCodeListProps,
} from './composites';
export {
  defaultRewardCardMessages,
  rewardAnswers,
  RewardCard,
  RewardList,
  rewardStates,
  type Reward,
  type RewardAnswer,
  type RewardCardMessages,
  type RewardCardProps,
  type RewardListProps,
  type RewardState,
} from './composites';
export {
  defaultRewardRequestCardMessages,
  rewardRequestActions,
  RewardRequestCard,
  rewardRequestStates,
  type RewardRequest,
  type RewardRequestAction,
  type RewardRequestCardMessages,
  type RewardRequestCardProps,
  type RewardRequestState,
} from './composites';
export {
  defaultSessionCardMessages,
  SessionCard,
  type SessionCardMessages,
  type SessionCardProps,
} from './composites';
export {
  defaultSideNavMessages,
  SideNav,
  type SideNavItem,
  type SideNavLinkProps,
  type SideNavMessages,
  type SideNavProps,
} from './composites';
export {
  defaultSpeakButtonMessages,
  SpeakButton,
  type SpeakButtonMessages,
  type SpeakButtonProps,
} from './composites';
export {
  defaultStarJarMessages,
  STAR_JAR_SLOTS,
  StarJar,
  starJarSizes,
  starJarStates,
  type StarJarMessages,
  type StarJarProps,
  type StarJarSize,
  type StarJarState,
  type StarShare,
} from './composites';
export {
  defaultStreakCardMessages,
  StreakCard,
  streakTone,
  streakTones,
  type StreakCardMessages,
  type StreakCardProps,
  type StreakTone,
} from './composites';
export {
  defaultSyncBannerMessages,
  SyncBanner,
  syncNoticeKinds,
  syncStatuses,
  type SyncBannerMessages,
  type SyncBannerProps,
  type SyncNotice,
  type SyncNoticeKind,
  type SyncStatus,
} from './components/SyncBanner';
export {
  defaultTaskListItemMessages,
  TaskListItem,
  taskListStatuses,
  type TaskListItemMessages,
  type TaskListItemProps,
  type TaskListStatus,
  type TaskListTask,
} from './composites';
export {
  defaultTaskPicturePickerMessages,
  TaskPicturePicker,
  type TaskPicturePickerMessages,
  type TaskPicturePickerProps,
} from './composites';
export {
  boardColumns,
  defaultTaskSwipeCardMessages,
  nextColumn,
  previousColumn,
  swipeMoveThreshold,
  swipeRevealThreshold,
  TaskSwipeCard,
  taskSwipeStates,
  type BoardColumn,
  type BoardTask,
  type TaskSwipeCardMessages,
  type TaskSwipeCardProps,
  type TaskSwipeState,
} from './composites';
export {
  defaultCategoryIcons,
  defaultThemeEditorDialogMessages,
  themeBadgeKinds,
  ThemeEditorDialog,
  themeEditorModes,
  type ThemeBadgeKind,
  type ThemeDraft,
  type ThemeDraftCategory,
  type ThemeEditorDialogMessages,
  type ThemeEditorDialogProps,
  type ThemeEditorMode,
} from './composites';
export {
  defaultThemePreviewMessages,
  ThemePreview,
  type ThemeCategory,
  type ThemePreviewMessages,
  type ThemePreviewProps,
} from './composites';
export {
  defaultTimerBarMessages,
  formatClock,
  TimerBar,
  timerBarVariants,
  timerDefaultMinutes,
  timerMaxMinutes,
  timerMinMinutes,
  timerStates,
  type TimerBarMessages,
  type TimerBarProps,
  type TimerBarVariant,
  type TimerState,
} from './composites';
export {
  defaultUsageHistoryChartMessages,
  UsageHistoryChart,
  usageHistoryViews,
  type UsageDay,
  type UsageHistoryChartMessages,
  type UsageHistoryChartProps,
  type UsageHistoryView,
} from './composites';
export {
  accessLevels,
  accountRoles,
  defaultUserCardMessages,
  UserCard,
  UserCardGrid,
  UserCardSkeleton,
  type AccessLevel,
  type AccountRole,
  type UserCardBadge,
  type UserCardLinkProps,
  type UserCardMessages,
  type UserCardProps,
} from './composites';
export {
  BadgeArt,
  badgeKinds,
  badgeTiers,
  defaultTaskPictureMessages,
  EmptyPicture,
  emptyPictureNames,
  isBadgeKind,
  isTaskPictureName,
  StreakPicture,
  streakStages,
  TaskPicture,
  taskPictureNames,
  type BadgeArtProps,
  type BadgeKind,
  type BadgeTierName,
  type EmptyPictureName,
  type EmptyPictureProps,
  type PictureSize,
  type StreakPictureProps,
  type StreakStage,
  type TaskPictureMessages,
  type TaskPictureName,
  type TaskPictureProps,
} from './composites';
