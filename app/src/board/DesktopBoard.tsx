import { Button, Card, EmptyPicture, EmptyState, Heading, Stack, Text } from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { openGoals, tasksOfGoal } from './backlog';
import { AllGoalsDialog } from './AllGoalsDialog';
import { GoalBoard } from './GoalBoard';
import { GoalList } from './GoalList';
import { HelpBox } from './HelpBox';
import type { BoardLayoutProps } from './taskHandlers';
import { BoardTimerBar } from './BoardTimerBar';

/** The desktop layout (spec §2): the goals panel, the timer, then one board per OPEN goal. */
export function DesktopBoard({
  goals,
  tasks,
  categories,
  timer,
  goalHandlers,
  taskHandlers,
  onAddGoal,
  onReorderGoals,
  announce,
}: BoardLayoutProps) {
  const t = useT();
  const boards = openGoals(goals);
  return (
    <Stack gap="xl">
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
          <HelpBox />
        </Stack>
      </Card>

      <BoardTimerBar timer={timer} />

      {boards.length === 0 ? (
        <Card padding="lg">
          <Text tone="muted">{t('board.desktop.noBoards')}</Text>
        </Card>
      ) : (
        boards.map((goal) => (
          <GoalBoard
            key={goal.item_id}
            goal={goal}
            tasks={tasksOfGoal(tasks, goal.item_id)}
            handlers={taskHandlers}
            announce={announce}
          />
        ))
      )}
    </Stack>
  );
}
