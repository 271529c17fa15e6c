// The board's and screens' composite components, built from the primitives. Each is pure props
// in, callbacks out: no router, fetch or machine.
export * from './components/AppBar';
export * from './components/ArticleBody';
export * from './components/ArticleCard';
export * from './components/BadgeTier';
export * from './components/CategoryColorPicker';
export * from './components/CockpitDial';
export * from './components/Column';
export * from './components/EditableTitle';
export * from './components/FamilyMemberCard';
export * from './components/GoalCard';
export * from './components/GroupingThemeDialog';
export * from './components/HeroMedia';
export * from './components/RadarChart';
export * from './components/SessionCard';
export * from './components/SideNav';
export * from './components/SpeakButton';
export * from './components/StreakCard';
export * from './components/TaskListItem';
export * from './components/TaskSwipeCard';
export * from './components/ThemeEditorDialog';
export * from './components/ThemePreview';
export * from './components/TimerBar';
export * from './components/UsageHistoryChart';
export * from './components/UserCard';
