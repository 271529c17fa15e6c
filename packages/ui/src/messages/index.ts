export type { UiMessages } from './UiMessages';
export { defaultUiMessages } from './defaultUiMessages';
export {
  defineMessages,
  icu,
  type DeclaredTexts,
  type DefaultTexts,
  type IcuText,
  type UiTranslate,
} from './defineMessages';
export { describeUiMessages, type UiMessageDescriptor } from './describeUiMessages';
export { formatIcu, type MessageValues } from './formatIcu';
export {
  UiMessagesProvider,
  useUiMessages,
  type PartialUiMessages,
  type UiMessagesProviderProps,
} from './UiMessagesProvider';
