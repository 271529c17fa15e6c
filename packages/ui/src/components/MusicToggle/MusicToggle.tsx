import type { ComponentPropsWithRef } from 'react';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { cx } from '../../internal/cx';
import { TaskPicture } from '../../illustrations/TaskPicture';
import * as styles from './MusicToggle.css';
import { defineMessages } from '../../messages/defineMessages';
import type { MusicToggleLook } from './musicToggleLooks';
export { musicToggleLooks, type MusicToggleLook } from './musicToggleLooks';

export const musicStates = ['loading', 'playing', 'paused', 'blocked', 'error'] as const;
export type MusicState = (typeof musicStates)[number];

export type MusicToggleMessages = {
  label: string;
  play: string;
  pause: string;
  loading: string;
  /** When the browser refused to start sound without a click. */
  blocked: string;
  error: string;
};

export const defaultMusicToggleMessages: MusicToggleMessages = defineMessages('musicToggle', {
  label: 'Background music',
  play: 'Play music',
  pause: 'Pause music',
  loading: 'Loading music…',
  blocked: 'Click play to start music',
  error: 'Failed to load audio',
});

export type MusicToggleProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  state: MusicState;
  /** Play when paused or blocked, pause when playing. */
  onToggle: () => void;
  look?: MusicToggleLook;
  messages?: Partial<MusicToggleMessages>;
};

/** A play/pause control for background music, saying why it is silent when it is. */
export function MusicToggle({
  state,
  onToggle,
  look = 'words',
  messages,
  className,
  ...props
}: MusicToggleProps) {
  const text = useUiMessages('musicToggle', defaultMusicToggleMessages, messages);
  const playing = state === 'playing';
  const note =
    state === 'blocked'
      ? text.blocked
      : state === 'error'
        ? text.error
        : state === 'loading'
          ? text.loading
          : null;
  return (
    <div
      role="group"
      aria-label={text.label}
      data-state={state}
      data-look={look}
      className={cx(styles.root, className)}
      {...props}
    >
      <button
        type="button"
        className={styles.button}
        aria-pressed={playing}
        aria-label={playing ? text.pause : text.play}
        disabled={state === 'loading' || state === 'error'}
        onClick={onToggle}
      >
        {look === 'picture' && !playing ? (
          <TaskPicture name="music" size="sm" />
        ) : (
          <span aria-hidden="true">{playing ? '❚❚' : '♪'}</span>
        )}
      </button>
      {note ? (
        <span className={styles.note[look]} role={state === 'error' ? 'alert' : 'status'}>
          {note}
        </span>
      ) : null}
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    musicToggle: MusicToggleMessages;
  }
}
