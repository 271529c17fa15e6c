export * from './RewardRequestCard';
export * from './RewardRequestCard.props';
