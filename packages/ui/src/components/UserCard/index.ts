export {
  defaultUserCardMessages,
  UserCard,
  UserCardGrid,
  UserCardSkeleton,
  type UserCardBadge,
  type UserCardLinkProps,
  type UserCardMessages,
  type UserCardProps,
} from './UserCard';
export { accessLevels, accountRoles, type AccessLevel, type AccountRole } from './accountKinds';
