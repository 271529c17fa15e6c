export {
  defaultProfileHeaderMessages,
  profileCounters,
  ProfileHeader,
  type ProfileCounter,
  type ProfileHeaderMessages,
  type ProfileHeaderProps,
} from './ProfileHeader';
