export * from './RewardCard';
export * from './RewardCard.props';
export * from './RewardList';
