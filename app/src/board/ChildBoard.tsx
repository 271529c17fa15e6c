import type { Goal, Task } from '@taskboard/contract';
import {
  Accordion,
  Button,
  EmptyPicture,
  EmptyState,
  GoalPicker,
  PlusIcon,
  Stack,
} from '@taskboard/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { goalPickerGoalOf } from '../presentation/board';
import type { Announce } from './announcements';
import { openGoals, tasksOfGoal } from './backlog';
import { BoardTimerBar } from './BoardTimerBar';
import { GoalBoard } from './GoalBoard';
import { childGoalKey } from './selectedGoal';
import type { TaskHandlers } from './taskHandlers';
import { useSelectedGoal } from './useSelectedGoal';
import type { BoardTimer } from './useTimer';

type ChildBoardProps = {
  /** The child whose board this is: the goal it last looked at is remembered per child. */
  userId: number;
  goals: readonly Goal[];
  tasks: readonly Task[];
  timer: BoardTimer;
  taskHandlers: TaskHandlers;
  onAddGoal: () => void;
  announce: Announce;
  /** The nearest badge to earn, shown under the board once a task is finished. */
  nextBadge?: ReactNode;
  /** The child's star jar beside the timer (a phone's: its title row has no room for it). */
  starJar?: ReactNode;
  /** The rewards the child saves its stars for, under the board. */
  rewards?: ReactNode;
  /**
   * What only a grown-up does (closing, filing, ordering and deleting goals), folded away under
   * the board: a child's account is one its parent also switches into to manage its goals.
   */
  grownUps: ReactNode;
};

/**
 * A child's board, on every screen size: one open goal's columns first, chosen without reading
 * (the goal last looked at, the only one, or the first; the others as picture tiles), the timer
 * compact above them. Managing goals (status, category, order) is folded away below the board,
 * for the parent who switches in.
 */
export function ChildBoard({
  userId,
  goals,
  tasks,
  timer,
  taskHandlers,
  onAddGoal,
  announce,
  nextBadge,
  starJar,
  rewards,
  grownUps,
}: ChildBoardProps) {
  const t = useT();
  const active = openGoals(goals);
  const { selectedGoalId, selectGoal } = useSelectedGoal(
    active.map((goal) => goal.item_id),
    { key: childGoalKey(userId), firstIfSeveral: true },
  );
  const shown = active.find((goal) => goal.item_id === selectedGoalId) ?? null;

  return (
    <Stack gap="sm" data-focus-fallback="add-goal">
      <Stack direction="row" gap="sm" align="center" wrap>
        {active.length > 1 ? (
          <GoalPicker
            goals={active.map((goal) => goalPickerGoalOf(goal, tasks))}
            value={selectedGoalId}
            onValueChange={(id) => selectGoal(Number(id))}
          />
        ) : null}
        <BoardTimerBar timer={timer} variant="compact" />
        {starJar}
      </Stack>
      {shown ? (
        <GoalBoard
          forChild
          goal={shown}
          tasks={tasksOfGoal(tasks, shown.item_id)}
          handlers={taskHandlers}
          announce={announce}
        />
      ) : (
        <EmptyState
          icon={<EmptyPicture name="no-goals" />}
          title={t('board.child.noGoals')}
          description={t('board.child.noGoalsText')}
          action={
            <Button onClick={onAddGoal} data-focus-key="add-goal">
              <PlusIcon />
              {t('board.goals.add')}
            </Button>
          }
        />
      )}
      {rewards}
      {nextBadge}
      <Accordion.Root type="single" collapsible>
        <Accordion.Item value="grown-ups">
          <Accordion.Trigger headingLevel={2}>{t('board.child.grownUps')}</Accordion.Trigger>
          <Accordion.Content>{grownUps}</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
    </Stack>
  );
}
