export {
  defaultUsageHistoryChartMessages,
  UsageHistoryChart,
  usageHistoryViews,
  type UsageHistoryChartMessages,
  type UsageHistoryChartProps,
  type UsageHistoryView,
} from './UsageHistoryChart';
export { type UsageDay } from './usageHistory';
