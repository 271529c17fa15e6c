export {
  defaultUsageBarMessages,
  UsageBar,
  type UsageBarMessages,
  type UsageBarProps,
} from './UsageBar';
export { usageLevels, type UsageLevel } from './usageLevel';
