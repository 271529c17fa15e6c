export * from './BadgeTier';
export * from './badgeGroups';
export * from './formatDay';
