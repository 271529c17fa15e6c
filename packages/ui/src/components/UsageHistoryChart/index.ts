export * from './UsageHistoryChart';
export * from './usageHistory';
