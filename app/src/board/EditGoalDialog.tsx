import { useState, type FormEvent } from 'react';
import { DEFAULT_STARS_PER_TASK, GOAL_DESCRIPTION_MAX, type Goal } from '@taskboard/contract';
import { Button, Dialog, Stack, TextArea, TextField } from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { StarsPerTaskField } from '../stars/StarsPerTaskField';
import { cleanTitle } from './backlog';
import { DueDateField, dueDateProblem, useToday } from './DueDateField';

type EditGoalDialogProps = {
  /** The goal being edited; null keeps the dialog closed. */
  goal: Goal | null;
  onOpenChange: (open: boolean) => void;
  /** Saves the trimmed title and description (null for none); resolves to whether it was saved. */
  onSave: (changes: GoalChanges) => Promise<boolean>;
  /** Offers "Stars per task" (1-5): on a child's board, whose finished tasks fill its star jar. */
  starsPerTask?: boolean;
};

/** What the dialog saves; the stars per task only where the dialog offers them. */
export type GoalChanges = {
  title: string;
  description: string | null;
  stars_per_task?: number;
  /** Sent only when changed ("YYYY-MM-DD", null clears it), so an overdue day may stay. */
  due_date?: string | null;
};

/** Edit Goal: its title and its description, a few plain sentences shown behind "More". */
export function EditGoalDialog({
  goal,
  onOpenChange,
  onSave,
  starsPerTask = false,
}: EditGoalDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={goal !== null} onOpenChange={onOpenChange}>
      <Dialog.Content title={t('board.editGoal.title')}>
        {goal ? (
          <EditGoalForm
            key={goal.item_id}
            goal={goal}
            onSave={onSave}
            onClose={() => onOpenChange(false)}
            starsPerTask={starsPerTask}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function EditGoalForm({
  goal,
  onSave,
  onClose,
  starsPerTask,
}: {
  goal: Goal;
  onSave: EditGoalDialogProps['onSave'];
  onClose: () => void;
  starsPerTask: boolean;
}) {
  const t = useT();
  const [title, setTitle] = useState(goal.title);
  const [description, setDescription] = useState(goal.description ?? '');
  const [stars, setStars] = useState(goal.stars_per_task ?? DEFAULT_STARS_PER_TASK);
  const [saving, setSaving] = useState(false);
  const today = useToday();
  const [dueDate, setDueDate] = useState(goal.due_date ?? '');
  const dueDateChanged = dueDate !== (goal.due_date ?? '');
  // A day already past may stay as it is (the goal is overdue); a new one must be today or later.
  const dueDateRefused = dueDateChanged && dueDateProblem(dueDate, today) !== null;
  const cleaned = cleanTitle(title);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cleaned === null || saving || dueDateRefused) return;
    setSaving(true);
    const saved = await onSave({
      title: cleaned,
      description: description.trim() || null,
      ...(starsPerTask ? { stars_per_task: stars } : {}),
      ...(dueDateChanged ? { due_date: dueDate || null } : {}),
    });
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextField
          label={t('board.editGoal.goalTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
        <TextArea
          label={t('board.goalDescription.label')}
          hint={t('board.goalDescription.hint')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={GOAL_DESCRIPTION_MAX}
          showCount
          rows={4}
        />
        <DueDateField
          value={dueDate}
          today={today}
          kept={goal.due_date ?? ''}
          onValueChange={setDueDate}
        />
        {starsPerTask ? <StarsPerTaskField value={stars} onValueChange={setStars} /> : null}
        <Stack direction="row" gap="sm" justify="end">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('board.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={cleaned === null || dueDateRefused} pending={saving}>
            {t('board.editGoal.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
