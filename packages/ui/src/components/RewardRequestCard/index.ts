export {
  defaultRewardRequestCardMessages,
  RewardRequestCard,
  type RewardRequestCardMessages,
  type RewardRequestCardProps,
} from './RewardRequestCard';
export {
  rewardRequestActions,
  rewardRequestStates,
  type RewardRequest,
  type RewardRequestAction,
  type RewardRequestState,
} from './RewardRequestCard.props';
