export type { UiMessages } from './UiMessages';
export { defaultUiMessages } from './defaultUiMessages';
export {
  defineMessages,
  type DeclaredTexts,
  type DefaultTexts,
  type UiTranslate,
} from './defineMessages';
export { icu, type IcuText } from './icu';
export { describeUiMessages, type UiMessageDescriptor } from './describeUiMessages';
export { formatIcu, type MessageValues } from './formatIcu';
export {
  UiMessagesProvider,
  useUiMessages,
  type PartialUiMessages,
  type UiMessagesProviderProps,
} from './UiMessagesProvider';
