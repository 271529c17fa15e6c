export {
  Celebration,
  CELEBRATION_MS,
  celebrationKinds,
  defaultCelebrationMessages,
  type CelebrationKind,
  type CelebrationMessages,
  type CelebrationProps,
} from './Celebration';
export { playCheer } from './cheerSound';
