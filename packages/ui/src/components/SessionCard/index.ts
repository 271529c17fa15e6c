export {
  defaultSessionCardMessages,
  SessionCard,
  type SessionCardMessages,
  type SessionCardProps,
} from './SessionCard';
