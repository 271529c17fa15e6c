export {
  ActivityFeed,
  defaultActivityFeedMessages,
  type ActivityFeedMessages,
  type ActivityFeedProps,
  type ActivitySentence,
} from './ActivityFeed';
export {
  activityActions,
  activityFeedStates,
  type ActivityAction,
  type ActivityFeedState,
  type ActivityItem,
} from './ActivityFeed.props';
