export * from './RewardCard';
export * from './RewardCard.props';
