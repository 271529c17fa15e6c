import { useState, type FormEvent } from 'react';
import { isTaskIconKey, type Task, type TaskIconKey, type TaskPriority } from '@taskboard/contract';
import {
  Button,
  CategoryColorPicker,
  Dialog,
  isCategoryColor,
  Select,
  Stack,
  TaskPicturePicker,
  TextField,
} from '@taskboard/ui';
import type { MessageId } from '../i18n/messageId';
import { useT } from '../i18n/useT';
import { cleanTitle } from './backlog';
import type { TaskChanges } from './useBoardActions';

const noPriority = 'none';
const priorityOptions: { value: string; label: MessageId }[] = [
  { value: noPriority, label: 'board.taskDialog.noPriority' },
  { value: 'HIGH', label: 'board.taskDialog.priorityHigh' },
  { value: 'MEDIUM', label: 'board.taskDialog.priorityMedium' },
  { value: 'LOW', label: 'board.taskDialog.priorityLow' },
];

type TaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task being edited; absent for Add New Task. */
  task?: Task | null;
  /** The goal's title, so the child hears where the task goes. */
  goalTitle?: string;
  onSave: (changes: TaskChanges) => Promise<boolean>;
};

/**
 * Add New Task (and Edit Task): a title, and optionally a description, a priority, a picture and
 * a colour from the palette.
 */
export function TaskDialog({ open, onOpenChange, task, goalTitle, onSave }: TaskDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={t(task ? 'board.taskDialog.editTitle' : 'board.taskDialog.addTitle')}
        description={goalTitle ? t('board.taskDialog.goal', { title: goalTitle }) : undefined}
      >
        <TaskForm task={task ?? null} onSave={onSave} onClose={() => onOpenChange(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TaskForm({
  task,
  onSave,
  onClose,
}: {
  task: Task | null;
  onSave: TaskDialogProps['onSave'];
  onClose: () => void;
}) {
  const t = useT();
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [priority, setPriority] = useState<string>(task?.priority ?? noPriority);
  // A picture stored before the set existed (any other text) shows as none.
  const [icon, setIcon] = useState<TaskIconKey | null>(
    isTaskIconKey(task?.icon) ? task.icon : null,
  );
  // A colour set through the API as #rrggbb shows as none here and is kept unless one is chosen.
  const storedColor = task?.color ?? null;
  const [color, setColor] = useState<string | null>(storedColor);
  const [saving, setSaving] = useState(false);
  const cleaned = cleanTitle(title);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cleaned === null || saving) return;
    setSaving(true);
    const saved = await onSave({
      title: cleaned,
      description: description.trim() === '' ? null : description.trim(),
      priority: priority === noPriority ? null : (priority as TaskPriority),
      icon,
      ...(color === storedColor ? {} : { color }),
    });
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextField
          label={t('board.taskDialog.taskTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
        <TextField
          label={t('board.taskDialog.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Select
          label={t('board.taskDialog.priority')}
          value={priority}
          onValueChange={setPriority}
          options={priorityOptions.map((option) => ({ ...option, label: t(option.label) }))}
        />
        <TaskPicturePicker
          label={t('board.taskDialog.picture')}
          value={icon}
          onValueChange={setIcon}
        />
        <CategoryColorPicker
          label={t('board.taskDialog.color')}
          allowNone
          size="lg"
          value={isCategoryColor(color) ? color : null}
          onValueChange={setColor}
        />
        <Stack direction="row" gap="sm" justify="end">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('board.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={cleaned === null} pending={saving}>
            {t(task ? 'board.taskDialog.save' : 'board.taskDialog.add')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
