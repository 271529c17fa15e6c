export {
  defaultStreakCardMessages,
  StreakCard,
  type StreakCardMessages,
  type StreakCardProps,
} from './StreakCard';
export { streakTone, streakTones, type StreakTone } from './streakTier';
