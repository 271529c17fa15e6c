export {
  defaultMusicToggleMessages,
  musicStates,
  MusicToggle,
  musicToggleLooks,
  type MusicState,
  type MusicToggleLook,
  type MusicToggleMessages,
  type MusicToggleProps,
} from './MusicToggle';
