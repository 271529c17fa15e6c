import { useState } from 'react';
import type { Goal, Task } from '@taskboard/contract';
import {
  Button,
  Column,
  EmptyPicture,
  EmptyState,
  Heading,
  Select,
  SpeakButton,
  Stack,
  Tabs,
} from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { boardColumnOf } from '../presentation/board';
import { boardStatuses, columnsOf, openGoals, tasksOfGoal } from './backlog';
import { BoardTaskCard } from './BoardTaskCard';
import { GoalList } from './GoalList';
import { speak } from './speech';
import type { BoardLayoutProps, GoalHandlers, TaskHandlers } from './taskHandlers';
import { useSelectedGoal } from './useSelectedGoal';
import { BoardTimerBar } from './BoardTimerBar';
import type { BoardTimer } from './useTimer';

type Tab = 'goals' | 'board';

/** The phone layout (spec §2): a Goals tab and an Active Board tab for one OPEN goal at a time. */
export function MobileBoard({
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
  const [tab, setTab] = useState<Tab>('goals');
  const active = openGoals(goals);
  const { selectedGoalId, selectGoal } = useSelectedGoal(active.map((goal) => goal.item_id));
  const selected = active.find((goal) => goal.item_id === selectedGoalId) ?? null;

  const handlers: GoalHandlers = {
    ...goalHandlers,
    viewBoard: (goal) => {
      selectGoal(goal.item_id);
      setTab('board');
    },
  };

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <Tabs.List aria-label={t('board.mobile.tabs')}>
        <Tabs.Trigger value="goals">
          {t('board.mobile.goalsTab', { count: goals.length })}
        </Tabs.Trigger>
        <Tabs.Trigger value="board">{t('board.mobile.activeBoardTab')}</Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content value="goals">
        {/* Focus goes to Add New Goal when the last goal is deleted (useFocusKeeper). */}
        <Stack gap="md" data-focus-fallback="add-goal">
          {/* The goal cards' titles are level 3, as on the desktop's goals panel. */}
          <Heading level={2}>{t('board.goals.title')}</Heading>
          <Button onClick={onAddGoal} data-focus-key="add-goal">
            {t('board.mobile.addGoal')}
          </Button>
          {goals.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<EmptyPicture name="no-goals" />}
              title={t('board.mobile.noGoals')}
              action={<Button onClick={onAddGoal}>{t('board.mobile.createGoal')}</Button>}
            />
          ) : (
            <GoalList
              goals={goals}
              tasks={tasks}
              categories={categories}
              handlers={handlers}
              taskHandlers={taskHandlers}
              onReorder={onReorderGoals}
              announce={announce}
            />
          )}
        </Stack>
      </Tabs.Content>

      <Tabs.Content value="board">
        <Stack gap="md">
          {goals.length === 0 ? (
            <EmptyState
              icon={<EmptyPicture name="no-goals" />}
              title={t('board.mobile.noGoals')}
              action={<Button onClick={onAddGoal}>{t('board.mobile.createGoal')}</Button>}
            />
          ) : active.length === 0 ? (
            <EmptyState
              title={t('board.mobile.noActiveGoals')}
              action={
                <Button onClick={() => setTab('goals')}>{t('board.mobile.goToGoals')}</Button>
              }
            />
          ) : (
            <>
              <Select
                label={t('board.mobile.goal')}
                placeholder={t('board.mobile.chooseGoal')}
                value={selected ? String(selected.item_id) : undefined}
                onValueChange={(value) => selectGoal(Number(value))}
                options={active.map((goal) => ({ value: String(goal.item_id), label: goal.title }))}
              />
              {selected ? (
                <ActiveBoard
                  goal={selected}
                  tasks={tasksOfGoal(tasks, selected.item_id)}
                  timer={timer}
                  handlers={taskHandlers}
                />
              ) : (
                <EmptyState title={t('board.mobile.noGoalSelected')} />
              )}
            </>
          )}
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function ActiveBoard({
  goal,
  tasks,
  timer,
  handlers,
}: {
  goal: Goal;
  tasks: readonly Task[];
  timer: BoardTimer;
  handlers: TaskHandlers;
}) {
  const t = useT();
  const columns = columnsOf(tasks);
  return (
    <Stack
      as="section"
      gap="md"
      aria-label={t('board.goalBoard.label', { title: goal.title })}
      data-board-goal-id={goal.item_id}
    >
      <Stack direction="row" gap="sm" align="center">
        <Heading level={2}>{goal.title}</Heading>
        <SpeakButton text={goal.title} onSpeak={speak} />
      </Stack>
      <BoardTimerBar timer={timer} />
      {boardStatuses.map((status) => (
        <Column
          key={status}
          column={boardColumnOf(status)}
          title={t(`board.column.${status}`)}
          variant="mobile"
          // Focus lands on the column when its last task is deleted (useFocusKeeper).
          data-focus-key={`column-${goal.item_id}-${status}`}
          data-focus-fallback=""
          tabIndex={-1}
        >
          {columns[status].map((task) => (
            <BoardTaskCard key={task.item_id} task={task} handlers={handlers} />
          ))}
        </Column>
      ))}
    </Stack>
  );
}
