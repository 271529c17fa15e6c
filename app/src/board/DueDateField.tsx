import { Button, Stack, TextField } from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { usePreferences } from '../preferences/usePreferences';
import { todayIn } from '../presentation/board';

/** The day after `day` ("YYYY-MM-DD"). */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Whether a due date typed in the goal dialogs can be saved: none, or today or later. */
export function dueDateProblem(value: string, today: string): 'past' | null {
  return value !== '' && value < today ? 'past' : null;
}

/** Today on the member's calendar (its chosen time zone), for the due date fields. */
export function useToday(): string {
  return todayIn(usePreferences().timezone);
}

/**
 * A goal's optional due date in the create and edit dialogs: a date field that starts at today,
 * with quick Today / Tomorrow / No date buttons. `value` is "YYYY-MM-DD" or '' for none.
 */
export function DueDateField({
  value,
  onValueChange,
  today,
  kept = '',
  disabled,
}: {
  value: string;
  onValueChange: (value: string) => void;
  today: string;
  /** The goal's own day: accepted as it is even once it has passed (the goal is overdue). */
  kept?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const problem = value === kept ? null : dueDateProblem(value, today);
  return (
    <Stack gap="xs">
      <TextField
        type="date"
        label={t('board.dueDate.label')}
        hint={t('board.dueDate.hint')}
        value={value}
        min={today}
        onChange={(event) => onValueChange(event.target.value)}
        error={problem ? t('board.dueDate.past') : undefined}
        disabled={disabled}
      />
      <Stack direction="row" gap="sm" wrap>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={disabled}
          aria-pressed={value === today}
          onClick={() => onValueChange(today)}
        >
          {t('board.dueDate.today')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={disabled}
          aria-pressed={value === dayAfter(today)}
          onClick={() => onValueChange(dayAfter(today))}
        >
          {t('board.dueDate.tomorrow')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={disabled || value === ''}
          onClick={() => onValueChange('')}
        >
          {t('board.dueDate.none')}
        </Button>
      </Stack>
    </Stack>
  );
}
