import { IconButton, type IconButtonProps } from '../IconButton';
import { SpeakerIcon } from '../../internal/icons';

export type SpeakButtonProps = Omit<IconButtonProps, 'label' | 'children' | 'onClick'> & {
  /** The words to read aloud. */
  text: string;
  /** Called with `text`; the app supplies the speech (speechSynthesis or a recording). */
  onSpeak: (text: string) => void;
};

/** A speaker button that reads `text` aloud for children who are still learning to read. */
export function SpeakButton({ text, onSpeak, ...props }: SpeakButtonProps) {
  return (
    <IconButton label={`Read aloud: ${text}`} onClick={() => onSpeak(text)} {...props}>
      <SpeakerIcon />
    </IconButton>
  );
}
