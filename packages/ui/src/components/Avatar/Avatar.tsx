import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import * as styles from './Avatar.css';
import { initialOf } from './initialOf';
import { defineMessages } from '../../messages/defineMessages';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
const paletteKeys = ['blue', 'amber', 'green', 'rose', 'sky'] as const;

function paletteFor(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return paletteKeys[hash % paletteKeys.length] ?? 'sky';
}

/** What the avatar says of a blank name, with an English default. */
export type AvatarMessages = { noName: string };

export const defaultAvatarMessages: AvatarMessages = defineMessages('avatar', {
  noName: 'No name',
});

export type AvatarProps = ComponentPropsWithRef<'span'> & {
  /** Whose avatar: the initial is drawn and the full name is the accessible name ('No name' if blank). */
  name: string;
  size?: (typeof avatarSizes)[number];
  messages?: Partial<AvatarMessages>;
};

/** A round badge with a person's initial, in a colour that stays the same for that name. */
export function Avatar({ name, size = 'md', messages, className, ...props }: AvatarProps) {
  const text = useUiMessages('avatar', defaultAvatarMessages, messages);
  const hidden = props['aria-hidden'] === true || props['aria-hidden'] === 'true';
  return (
    <span
      role={hidden ? undefined : 'img'}
      aria-label={hidden ? undefined : name.trim() || text.noName}
      className={cx(styles.root, styles.size[size], styles.palette[paletteFor(name)], className)}
      {...props}
    >
      <span aria-hidden="true">{initialOf(name)}</span>
    </span>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    avatar: AvatarMessages;
  }
}
