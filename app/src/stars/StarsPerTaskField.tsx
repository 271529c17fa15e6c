import { STARS_PER_TASK_MAX, STARS_PER_TASK_MIN } from '@taskboard/contract';
import { Select } from '@taskboard/ui';
import { useT } from '../i18n/useT';

// "Stars per task" in the goal dialogs of a child's board: how many stars each finished task of
// the goal puts in the child's jar (1-5).

const counts = Array.from(
  { length: STARS_PER_TASK_MAX - STARS_PER_TASK_MIN + 1 },
  (_, index) => STARS_PER_TASK_MIN + index,
);

export function StarsPerTaskField({
  value,
  onValueChange,
  disabled,
}: {
  value: number;
  onValueChange: (stars: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <Select
      label={t('stars.goal.starsPerTask')}
      hint={t('stars.goal.starsPerTaskHint')}
      value={String(value)}
      onValueChange={(chosen) => onValueChange(Number(chosen))}
      options={counts.map((count) => ({
        value: String(count),
        label: t('stars.goal.option', { count }),
      }))}
      disabled={disabled}
    />
  );
}
