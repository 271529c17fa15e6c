import { IconButton, type IconButtonProps } from '../IconButton';

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

function SpeakerIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
    </svg>
  );
}
