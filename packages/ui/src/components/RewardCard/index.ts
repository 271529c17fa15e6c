export {
  defaultRewardCardMessages,
  RewardCard,
  type RewardCardMessages,
  type RewardCardProps,
} from './RewardCard';
export {
  rewardAnswers,
  rewardStates,
  type Reward,
  type RewardAnswer,
  type RewardState,
} from './RewardCard.props';
export { RewardList, type RewardListProps } from './RewardList';
