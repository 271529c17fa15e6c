import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/cx';
import { EditIcon } from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import * as fieldStyles from '../../internal/field/Field.css';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { titleToSave } from './titleToSave';
import * as styles from './EditableTitle.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export const editableTitleSizes = ['md', 'lg'] as const;
export type EditableTitleSize = (typeof editableTitleSizes)[number];

export type EditableTitleMessages = {
  /** The name of the text field while editing. */
  inputLabel: string;
  /** The name of the edit button, given the current title. */
  editLabel: (title: string) => string;
  save: string;
  cancel: string;
};

export const defaultEditableTitleMessages: EditableTitleMessages = defineMessages('editableTitle', {
  inputLabel: 'Title',
  editLabel: icu('Edit title of {title}', (title: string) => ({ title })),
  save: 'Save',
  cancel: 'Cancel',
});

export type EditableTitleProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> & {
  value: string;
  /** Called with the trimmed title, only when it changed and is not blank; without it the title is read-only. */
  onValueChange?: (title: string) => void;
  /** The element that shows the title: a heading of the right level, or running text. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span';
  size?: EditableTitleSize;
  /** Controls beside the title (a speak button, say), hidden while editing; before the edit button. */
  beside?: ReactNode;
  /** The edit button (default shown); double click on the title works either way. */
  showEditButton?: boolean;
  /** Told when editing starts and ends. */
  onEditingChange?: (editing: boolean) => void;
  messages?: Partial<EditableTitleMessages>;
};

/**
 * A title edited in place: double click it or press the edit button; Enter or Save saves, Escape
 * or Cancel cancels, leaving the field saves. Only a trimmed, non-blank, changed title is saved.
 */
export function EditableTitle({
  value,
  onValueChange,
  as: Title = 'p',
  size = 'md',
  beside,
  showEditButton = true,
  onEditingChange,
  messages,
  className,
  ...props
}: EditableTitleProps) {
  const text = useUiMessages('editableTitle', defaultEditableTitleMessages, messages);
  const [draft, setDraft] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  /** Set when editing ends from the editor's own keys or buttons, not by leaving it. */
  const focusBack = useRef(false);
  const editing = draft !== null;

  useEffect(() => {
    if (editing) inputRef.current?.select();
    else if (focusBack.current) {
      focusBack.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const setEditing = (next: string | null) => {
    setDraft(next);
    onEditingChange?.(next !== null);
  };
  const startEditing = () => {
    if (onValueChange && !editing) setEditing(value);
  };
  const cancel = () => {
    focusBack.current = true;
    setEditing(null);
  };
  const save = () => {
    if (draft === null) return;
    const title = titleToSave(draft, value);
    setEditing(null);
    if (title !== null) onValueChange?.(title);
  };
  /** Enter or the Save button: the editor closes and focus goes back to the edit button. */
  const saveAndReturn = () => {
    focusBack.current = true;
    save();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveAndReturn();
    } else if (event.key === 'Escape') {
      // The Escape belongs to the field, not to a dialog or card around it.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  // Leaving the editor saves; moving between its field and its Save/Cancel buttons does not.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) save();
  };

  return (
    <div
      data-editing={editing ? 'true' : 'false'}
      data-size={size}
      className={cx(styles.root, className)}
      {...props}
    >
      {editing ? (
        // Pointer presses stay in the editor, so a swipe or drag around it does not start.
        <div
          className={styles.editor}
          onBlur={handleBlur}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <input
            ref={inputRef}
            aria-label={text.inputLabel}
            className={cx(fieldStyles.control, styles.input)}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          <Button size="sm" onClick={saveAndReturn}>
            {text.save}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            // Keeps focus in the field, so browsers that do not focus buttons on click
            // cancel instead of saving on the way out.
            onMouseDown={(event) => event.preventDefault()}
            onClick={cancel}
          >
            {text.cancel}
          </Button>
        </div>
      ) : (
        <>
          {/* Double click is a shortcut; the edit button is the way in for keyboards and touch. */}
          <Title
            className={styles.title}
            data-editable={onValueChange ? 'true' : 'false'}
            onDoubleClick={startEditing}
          >
            {value}
          </Title>
          {beside}
          {onValueChange && showEditButton ? (
            <IconButton ref={editButtonRef} label={text.editLabel(value)} onClick={startEditing}>
              <EditIcon />
            </IconButton>
          ) : null}
        </>
      )}
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    editableTitle: EditableTitleMessages;
  }
}
