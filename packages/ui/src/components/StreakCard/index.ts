export * from './StreakCard';
export * from './streakTier';
