export * from './UsageBar';
export * from './usageLevel';
