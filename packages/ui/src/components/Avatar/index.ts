export {
  Avatar,
  avatarSizes,
  defaultAvatarMessages,
  type AvatarMessages,
  type AvatarProps,
} from './Avatar';
