import { Button, Card, EmptyPicture, EmptyState, Heading, Stack } from '@taskboard/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { AllGoalsDialog } from './AllGoalsDialog';
import { GoalList } from './GoalList';
import type { BoardLayoutProps } from './taskHandlers';

type GoalsPanelProps = Pick<
  BoardLayoutProps,
  | 'goals'
  | 'tasks'
  | 'categories'
  | 'goalHandlers'
  | 'taskHandlers'
  | 'onAddGoal'
  | 'onReorderGoals'
  | 'announce'
> & {
  /** Shown under the list: the parent's board explains the board here. */
  footer?: ReactNode;
};

/**
 * The goals panel (spec §2): every goal with its status, category and order, Add Goal and the
 * table of all goals. The parent's desktop board opens with it; a child's board keeps it in its
 * grown-ups' section.
 */
export function GoalsPanel({
  goals,
  tasks,
  categories,
  goalHandlers,
  taskHandlers,
  onAddGoal,
  onReorderGoals,
  announce,
  footer,
}: GoalsPanelProps) {
  const t = useT();
  return (
    <Card padding="lg" asChild>
      {/* Focus goes to Add Goal when the last goal is deleted (useFocusKeeper). */}
      <Stack
        as="section"
        gap="md"
        aria-labelledby="goals-panel-title"
        data-focus-fallback="add-goal"
      >
        <Stack direction="row" justify="between" align="center" wrap>
          <Heading level={2} id="goals-panel-title">
            {t('board.goals.title')}
          </Heading>
          <Stack direction="row" gap="sm" wrap>
            <Button onClick={onAddGoal} data-focus-key="add-goal">
              {t('board.goals.add')}
            </Button>
            <AllGoalsDialog goals={goals} tasks={tasks} categories={categories} />
          </Stack>
        </Stack>
        {goals.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<EmptyPicture name="no-goals" />}
            title={t('board.goals.empty')}
          />
        ) : (
          <GoalList
            goals={goals}
            tasks={tasks}
            categories={categories}
            handlers={goalHandlers}
            taskHandlers={taskHandlers}
            onReorder={onReorderGoals}
            announce={announce}
          />
        )}
        {footer}
      </Stack>
    </Card>
  );
}
