import { useState, type FormEvent } from 'react';
import { isTaskIconKey, type Task, type TaskIconKey, type TaskPriority } from '@taskboard/contract';
import { Button, Dialog, Select, Stack, TaskPicturePicker, TextField } from '@taskboard/ui';
import { cleanTitle } from './backlog';
import type { TaskChanges } from './useBoardActions';

const noPriority = 'none';
const priorityOptions = [
  { value: noPriority, label: 'No priority' },
  { value: 'HIGH', label: 'High' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'LOW', label: 'Low' },
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

/** Add New Task (and Edit Task): a title, and optionally a description, a priority and a picture. */
export function TaskDialog({ open, onOpenChange, task, goalTitle, onSave }: TaskDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={task ? 'Edit Task' : 'Add New Task'}
        description={goalTitle ? `Goal: ${goalTitle}` : undefined}
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
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [priority, setPriority] = useState<string>(task?.priority ?? noPriority);
  // A picture stored before the set existed (any other text) shows as none.
  const [icon, setIcon] = useState<TaskIconKey | null>(
    isTaskIconKey(task?.icon) ? task.icon : null,
  );
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
    });
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextField
          label="Task title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
        <TextField
          label="Description (optional)"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Select
          label="Priority (optional)"
          value={priority}
          onValueChange={setPriority}
          options={priorityOptions}
        />
        <TaskPicturePicker label="Picture (optional)" value={icon} onValueChange={setIcon} />
        <Stack direction="row" gap="sm" justify="end">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={cleaned === null} pending={saving}>
            {task ? 'Save Task' : 'Add Task'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
