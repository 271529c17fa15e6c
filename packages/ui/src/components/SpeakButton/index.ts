export {
  defaultSpeakButtonMessages,
  SpeakButton,
  type SpeakButtonMessages,
  type SpeakButtonProps,
} from './SpeakButton';
