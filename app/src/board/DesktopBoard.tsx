import { Card, Stack, Text } from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { openGoals, tasksOfGoal } from './backlog';
import { GoalBoard } from './GoalBoard';
import { GoalsPanel } from './GoalsPanel';
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
      <GoalsPanel
        goals={goals}
        tasks={tasks}
        categories={categories}
        goalHandlers={goalHandlers}
        taskHandlers={taskHandlers}
        onAddGoal={onAddGoal}
        onReorderGoals={onReorderGoals}
        announce={announce}
        footer={<HelpBox />}
      />

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
