import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  DEFAULT_STARS_PER_TASK,
  GOAL_DESCRIPTION_MAX,
  type Category,
  type Message,
  type TokenUsage,
} from '@taskboard/contract';
import {
  canSuggestSubtasks,
  goalCreationMachine,
  type BreakdownRequest,
  type BreakdownResult,
  type CreateGoalRequest,
  type CreateTaskRequest,
} from '@taskboard/machines';
import {
  Banner,
  Button,
  Dialog,
  Select,
  Stack,
  TextArea,
  TextField,
  UsageBar,
  noCategoryValue,
} from '@taskboard/ui';
import { api } from '../api';
import { activeLanguage } from '../i18n/i18n';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';
import { StarsPerTaskField } from '../stars/StarsPerTaskField';
import { AI_PRODUCT } from './boardData';
import { SpinnerText } from './SpinnerText';
import { DueDateField, dueDateProblem, useToday } from './DueDateField';

export type GoalCreated = { goalId: number | null; warning: Message | null };

type CreateGoalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: string;
  childAge: number | null;
  usage: TokenUsage | null;
  categories: readonly Category[];
  onCreated: (result: GoalCreated) => void;
  /** Offers "Stars per task" (1-5): on a child's board, whose finished tasks fill its star jar. */
  starsPerTask?: boolean;
};

/** The Create Goal modal (spec §2 Goal creation flow). Each opening starts a fresh flow. */
export function CreateGoalDialog({ open, onOpenChange, ...props }: CreateGoalDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={t('board.createGoal.title')}
        description={t('board.createGoal.description')}
      >
        <CreateGoalForm {...props} onClose={() => onOpenChange(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

const creationActors = goalCreationMachine.provide({
  actors: {
    createGoal: fromPromise(async ({ input }: { input: CreateGoalRequest }) => {
      const goal = await api.backlog.createGoal({
        title: input.title,
        tasks: [],
        category_id: input.category_id,
      });
      return { item_id: goal.item_id };
    }),
    breakDownGoal: fromPromise<BreakdownResult, BreakdownRequest>(async ({ input }) => {
      // The steps come in the language the board is shown in.
      const { subtasks } = await api.taskbreaker.breakDown({
        ...input,
        language: activeLanguage(),
      });
      return { subtasks };
    }),
    createTask: fromPromise(async ({ input }: { input: CreateTaskRequest }) => {
      await api.backlog.createTask(input);
    }),
  },
});

const pendingStates = ['creatingGoal', 'breakingDown', 'creatingSubtasks'] as const;

function CreateGoalForm({
  product,
  childAge,
  usage: initialUsage,
  categories,
  onCreated,
  onClose,
  starsPerTask = false,
}: Omit<CreateGoalDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const [usage, setUsage] = useState(initialUsage);
  // The goal's stars per task travel with the goal the machine creates.
  const [stars, setStars] = useState(DEFAULT_STARS_PER_TASK);
  const starsRef = useRef(stars);
  // The goal's description travels the same way: plain text, none when left blank.
  const [description, setDescription] = useState('');
  const descriptionRef = useRef(description);
  // And its due date: "YYYY-MM-DD", or '' for none.
  const today = useToday();
  const [dueDate, setDueDate] = useState('');
  const dueDateRef = useRef(dueDate);
  const [machine] = useState(() =>
    creationActors.provide({
      actors: {
        createGoal: fromPromise(async ({ input }: { input: CreateGoalRequest }) => {
          const goal = await api.backlog.createGoal({
            title: input.title,
            tasks: [],
            category_id: input.category_id,
            description: descriptionRef.current.trim() || null,
            due_date: dueDateRef.current || null,
            ...(starsPerTask ? { stars_per_task: starsRef.current } : {}),
          });
          return { item_id: goal.item_id };
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { product, childAge: childAge ?? undefined, usage: initialUsage },
  });
  const { context } = snapshot;
  const pending = pendingStates.some((state) => snapshot.matches(state));
  const blank = context.title.trim() === '' || dueDateProblem(dueDate, today) !== null;
  const limitReached = !canSuggestSubtasks(context);

  // The allowance may have been spent since the board loaded (another device, another tab).
  useEffect(() => {
    let current = true;
    api.taskbreaker.usage().then(
      (fresh) => {
        if (!current) return;
        setUsage(fresh);
        send({ type: 'usage.updated', usage: fresh });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [send]);

  const finished = snapshot.matches('created');
  const cancelled = snapshot.matches('cancelled');
  useEffect(() => {
    if (finished) onCreated({ goalId: context.goalId, warning: context.warningMessage });
    if (finished || cancelled) onClose();
    // Runs once, when the flow ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, cancelled]);

  return (
    <form
      noValidate
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'goal.createWithoutSubtasks' });
      }}
    >
      <Stack gap="md">
        <TextField
          label={t('board.createGoal.goalTitle')}
          placeholder={t('board.createGoal.goalTitlePlaceholder')}
          value={context.title}
          onChange={(event) => send({ type: 'goal.setTitle', title: event.target.value })}
          disabled={pending}
          required
        />
        <TextArea
          label={t('board.goalDescription.label')}
          hint={t('board.goalDescription.hint')}
          value={description}
          onChange={(event) => {
            descriptionRef.current = event.target.value;
            setDescription(event.target.value);
          }}
          maxLength={GOAL_DESCRIPTION_MAX}
          showCount
          rows={3}
          disabled={pending}
        />
        <DueDateField
          value={dueDate}
          today={today}
          onValueChange={(value) => {
            dueDateRef.current = value;
            setDueDate(value);
          }}
          disabled={pending}
        />
        <Select
          label={t('board.createGoal.category')}
          value={context.categoryId === null ? noCategoryValue : String(context.categoryId)}
          onValueChange={(value) =>
            send({
              type: 'goal.setCategory',
              categoryId: value === noCategoryValue ? null : Number(value),
            })
          }
          options={[
            { value: noCategoryValue, label: t('board.category.none') },
            ...categories.map((category) => ({
              value: String(category.category_id),
              label: `${category.icon} ${category.name}`,
            })),
          ]}
          disabled={pending}
        />
        {starsPerTask ? (
          <StarsPerTaskField
            value={stars}
            onValueChange={(value) => {
              starsRef.current = value;
              setStars(value);
            }}
            disabled={pending}
          />
        ) : null}
        {usage ? (
          <UsageBar percent={usage.usage_percentage} label={t('board.createGoal.usage')} />
        ) : null}
        {context.errorMessage ? (
          <Banner tone="danger">{translateKnown(context.errorMessage)}</Banner>
        ) : null}
        {pending && context.suggestSubtasks ? (
          <SpinnerText
            text={t(
              product === AI_PRODUCT
                ? 'board.createGoal.creatingWithAi'
                : 'board.createGoal.creatingWithHelper',
            )}
          />
        ) : null}
        <Stack direction="row" gap="sm" wrap>
          <Button
            type="button"
            disabled={pending || blank || limitReached}
            pending={pending && context.suggestSubtasks}
            onClick={() => send({ type: 'goal.suggestSubtasks' })}
          >
            {t(limitReached ? 'board.createGoal.limitReached' : 'board.createGoal.suggest')}
          </Button>
          <Button
            type="submit"
            variant="secondary"
            disabled={pending || blank}
            pending={pending && !context.suggestSubtasks}
          >
            {t('board.createGoal.withoutSteps')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={pending}
            onClick={() => send({ type: 'goal.cancel' })}
          >
            {t('board.dialog.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
