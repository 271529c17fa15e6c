export type { UiMessages } from './UiMessages';
export { defaultUiMessages } from './defaultUiMessages';
export {
  UiMessagesProvider,
  useUiMessages,
  type PartialUiMessages,
  type UiMessagesProviderProps,
} from './UiMessagesProvider';
