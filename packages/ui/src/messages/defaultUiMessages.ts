import { defaultActivityFeedMessages } from '../components/ActivityFeed/ActivityFeed';
import { defaultArticleCardMessages } from '../components/ArticleCard/ArticleCard';
import { defaultAvatarMessages } from '../components/Avatar/Avatar';
import { defaultBadgeTierMessages } from '../components/BadgeTier/badgeGroups';
import { defaultBoardColumnsMessages } from '../components/BoardColumns/BoardColumns';
import { defaultCategoryColorPickerMessages } from '../components/CategoryColorPicker/CategoryColorPicker';
import { defaultCelebrationMessages } from '../components/Celebration/Celebration';
import { defaultChipMessages } from '../components/Chip/Chip';
import {
  defaultCockpitDialMessages,
  defaultCockpitMessages,
} from '../components/CockpitDial/CockpitDial';
import { defaultColumnMessages } from '../components/Column/Column';
import { defaultConfirmDialogMessages } from '../components/ConfirmDialog/ConfirmDialog';
import { defaultDialogMessages } from '../components/Dialog/Dialog';
import { defaultEditableTitleMessages } from '../components/EditableTitle/EditableTitle';
import { defaultFamilyMemberCardMessages } from '../components/FamilyMemberCard/FamilyMemberCard';
import { defaultGoalAchievementsMessages } from '../components/GoalAchievements/GoalAchievements';
import { defaultGoalDetailsDialogMessages } from '../components/GoalAchievements/GoalDetailsDialog';
import { defaultGoalCardMessages } from '../components/GoalCard/GoalCard';
import { defaultGoalPickerMessages } from '../components/GoalPicker/GoalPicker';
import { defaultGoalDueDateMessages } from '../components/GoalDueDate/GoalDueDate';
import { defaultGroupingThemeDialogMessages } from '../components/GroupingThemeDialog/GroupingThemeDialog';
import { defaultMusicToggleMessages } from '../components/MusicToggle/MusicToggle';
import { defaultNextBadgeProgressMessages } from '../components/NextBadgeProgress/NextBadgeProgress';
import { defaultPaginationMessages } from '../components/Pagination/Pagination';
import { defaultPasswordFieldMessages } from '../components/PasswordField/PasswordField';
import { defaultProfileHeaderMessages } from '../components/ProfileHeader/ProfileHeader';
import { defaultRadarChartMessages } from '../components/RadarChart/radarData';
import { defaultRewardCardMessages } from '../components/RewardCard/RewardCard';
import { defaultRewardRequestCardMessages } from '../components/RewardRequestCard/RewardRequestCard';
import { defaultRecoveryCodeListMessages } from '../components/RecoveryCodeList/RecoveryCodeList';
import { defaultSessionCardMessages } from '../components/SessionCard/SessionCard';
import { defaultShortcutsDialogMessages } from '../components/ShortcutsDialog/ShortcutsDialog';
import { defaultSideNavMessages } from '../components/SideNav/SideNav';
import { defaultSidebarLayoutMessages } from '../components/SidebarLayout/SidebarLayout';
import { defaultSpeakButtonMessages } from '../components/SpeakButton/SpeakButton';
import { defaultSpinnerMessages } from '../components/Spinner/Spinner';
import { defaultStarJarMessages } from '../components/StarJar/StarJar';
import { defaultStreakCardMessages } from '../components/StreakCard/StreakCard';
import { defaultSyncBannerMessages } from '../components/SyncBanner/SyncBanner';
import { defaultTaskListItemMessages } from '../components/TaskListItem/TaskListItem';
import { defaultTaskPicturePickerMessages } from '../components/TaskPicturePicker/TaskPicturePicker';
import { defaultTaskSwipeCardMessages } from '../components/TaskSwipeCard/TaskSwipeCard';
import { defaultTextAreaMessages } from '../components/TextArea/TextArea';
import { defaultThemeEditorDialogMessages } from '../components/ThemeEditorDialog/ThemeEditorDialog';
import { defaultThemePreviewMessages } from '../components/ThemePreview/ThemePreview';
import { defaultTimerBarMessages } from '../components/TimerBar/TimerBar';
import { defaultUsageBarMessages } from '../components/UsageBar/UsageBar';
import { defaultUsageHistoryChartMessages } from '../components/UsageHistoryChart/UsageHistoryChart';
import { defaultUserCardMessages } from '../components/UserCard/UserCard';
import { defaultTaskPictureMessages } from '../illustrations/taskPictureNames';
import type { UiMessages } from './UiMessages';

/**
 * Every English default in one object: the starting point of a translation. Importing it pulls
 * in every component's words; a component alone carries only its own.
 */
export const defaultUiMessages: UiMessages = {
  activityFeed: defaultActivityFeedMessages,
  articleCard: defaultArticleCardMessages,
  avatar: defaultAvatarMessages,
  badgeTier: defaultBadgeTierMessages,
  boardColumns: defaultBoardColumnsMessages,
  categoryColorPicker: defaultCategoryColorPickerMessages,
  celebration: defaultCelebrationMessages,
  chip: defaultChipMessages,
  cockpit: defaultCockpitMessages,
  cockpitDial: defaultCockpitDialMessages,
  column: defaultColumnMessages,
  confirmDialog: defaultConfirmDialogMessages,
  dialog: defaultDialogMessages,
  editableTitle: defaultEditableTitleMessages,
  familyMemberCard: defaultFamilyMemberCardMessages,
  goalAchievements: defaultGoalAchievementsMessages,
  goalCard: defaultGoalCardMessages,
  goalPicker: defaultGoalPickerMessages,
  goalDueDate: defaultGoalDueDateMessages,
  goalDetailsDialog: defaultGoalDetailsDialogMessages,
  groupingThemeDialog: defaultGroupingThemeDialogMessages,
  musicToggle: defaultMusicToggleMessages,
  nextBadgeProgress: defaultNextBadgeProgressMessages,
  pagination: defaultPaginationMessages,
  passwordField: defaultPasswordFieldMessages,
  profileHeader: defaultProfileHeaderMessages,
  radarChart: defaultRadarChartMessages,
  recoveryCodeList: defaultRecoveryCodeListMessages,
  rewardCard: defaultRewardCardMessages,
  rewardRequestCard: defaultRewardRequestCardMessages,
  sessionCard: defaultSessionCardMessages,
  shortcutsDialog: defaultShortcutsDialogMessages,
  sideNav: defaultSideNavMessages,
  sidebarLayout: defaultSidebarLayoutMessages,
  speakButton: defaultSpeakButtonMessages,
  spinner: defaultSpinnerMessages,
  starJar: defaultStarJarMessages,
  streakCard: defaultStreakCardMessages,
  syncBanner: defaultSyncBannerMessages,
  taskListItem: defaultTaskListItemMessages,
  taskPicture: defaultTaskPictureMessages,
  taskPicturePicker: defaultTaskPicturePickerMessages,
  taskSwipeCard: defaultTaskSwipeCardMessages,
  textArea: defaultTextAreaMessages,
  themeEditorDialog: defaultThemeEditorDialogMessages,
  themePreview: defaultThemePreviewMessages,
  timerBar: defaultTimerBarMessages,
  usageBar: defaultUsageBarMessages,
  usageHistoryChart: defaultUsageHistoryChartMessages,
  userCard: defaultUserCardMessages,
};
