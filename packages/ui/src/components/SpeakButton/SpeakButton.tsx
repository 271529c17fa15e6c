import { SpeakerIcon } from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { IconButton, type IconButtonProps } from '../IconButton';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** The button's name, with an English default. */
export type SpeakButtonMessages = {
  /** The button's accessible name, given the words it reads. */
  label: (text: string) => string;
};

export const defaultSpeakButtonMessages: SpeakButtonMessages = defineMessages('speakButton', {
  label: icu('Read aloud: {text}', (words: string) => ({ text: words })),
});

export type SpeakButtonProps = Omit<IconButtonProps, 'label' | 'children' | 'onClick'> & {
  /** The words to read aloud. */
  text: string;
  /** Called with `text`; the app supplies the speech (speechSynthesis or a recording). */
  onSpeak: (text: string) => void;
  messages?: Partial<SpeakButtonMessages>;
};

/** A speaker button that reads `text` aloud for children who are still learning to read. */
export function SpeakButton({ text, onSpeak, messages, ...props }: SpeakButtonProps) {
  const words = useUiMessages('speakButton', defaultSpeakButtonMessages, messages);
  return (
    <IconButton label={words.label(text)} onClick={() => onSpeak(text)} {...props}>
      <SpeakerIcon />
    </IconButton>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    speakButton: SpeakButtonMessages;
  }
}
