import { useState, type FormEvent } from 'react';
import { GOAL_DESCRIPTION_MAX, type Goal } from '@taskboard/contract';
import { Button, Dialog, Stack, TextArea, TextField } from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { cleanTitle } from './backlog';

type EditGoalDialogProps = {
  /** The goal being edited; null keeps the dialog closed. */
  goal: Goal | null;
  onOpenChange: (open: boolean) => void;
  /** Saves the trimmed title and description (null for none); resolves to whether it was saved. */
  onSave: (changes: { title: string; description: string | null }) => Promise<boolean>;
};

/** Edit Goal: its title and its description, a few plain sentences shown behind "More". */
export function EditGoalDialog({ goal, onOpenChange, onSave }: EditGoalDialogProps) {
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
}: {
  goal: Goal;
  onSave: EditGoalDialogProps['onSave'];
  onClose: () => void;
}) {
  const t = useT();
  const [title, setTitle] = useState(goal.title);
  const [description, setDescription] = useState(goal.description ?? '');
  const [saving, setSaving] = useState(false);
  const cleaned = cleanTitle(title);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cleaned === null || saving) return;
    setSaving(true);
    const saved = await onSave({ title: cleaned, description: description.trim() || null });
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
        <Stack direction="row" gap="sm" justify="end">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('board.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={cleaned === null} pending={saving}>
            {t('board.editGoal.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
