import { useState, type ComponentPropsWithRef } from 'react';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { cx } from '../../internal/cx';
import { Button } from '../Button';
import * as styles from './RecoveryCodeList.css';
import { defineMessages } from '../../messages/defineMessages';

export type RecoveryCodeListMessages = {
  /** The list's accessible name. */
  listLabel: string;
  copy: string;
  copied: string;
  copyFailed: string;
  download: string;
  /** The first lines of the downloaded text file, above the codes. */
  fileHeading: string;
};

export const defaultRecoveryCodeListMessages: RecoveryCodeListMessages = defineMessages(
  'recoveryCodeList',
  {
    listLabel: 'Recovery codes',
    copy: 'Copy codes',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the codes instead',
    download: 'Download codes',
    fileHeading: 'Recovery codes: each one works once, instead of a code from your app.',
  },
);

export type RecoveryCodeListProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  codes: readonly string[];
  /** The name of the downloaded text file. */
  fileName?: string;
  messages?: Partial<RecoveryCodeListMessages>;
};

type CopyState = 'idle' | 'copied' | 'failed';

/** One-time codes to keep safe, with buttons to copy them or save them as a text file. */
export function RecoveryCodeList({
  codes,
  fileName = 'recovery-codes.txt',
  messages,
  className,
  ...props
}: RecoveryCodeListProps) {
  const text = useUiMessages('recoveryCodeList', defaultRecoveryCodeListMessages, messages);
  const [copy, setCopy] = useState<CopyState>('idle');
  const plain = `${text.fileHeading}\n\n${codes.join('\n')}\n`;

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([plain], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className={cx(styles.root, className)} data-state={copy} {...props}>
      <ul className={styles.list} aria-label={text.listLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => void copyCodes()}>
          {copy === 'copied' ? text.copied : text.copy}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          {text.download}
        </Button>
      </div>
      {copy === 'failed' ? <p role="alert">{text.copyFailed}</p> : null}
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    recoveryCodeList: RecoveryCodeListMessages;
  }
}
