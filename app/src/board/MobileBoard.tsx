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
      <Tabs.List aria-label="Task board">
        <Tabs.Trigger value="goals">Goals ({goals.length})</Tabs.Trigger>
        <Tabs.Trigger value="board">Active Board</Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content value="goals">
        {/* Focus goes to Add New Goal when the last goal is deleted (useFocusKeeper). */}
        <Stack gap="md" data-focus-fallback="add-goal">
          {/* The goal cards' titles are level 3, as on the desktop's goals panel. */}
          <Heading level={2}>Your Goals &amp; Activities</Heading>
          <Button onClick={onAddGoal} data-focus-key="add-goal">
            Add New Goal
          </Button>
          {goals.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<EmptyPicture name="no-goals" />}
              title="No goals created yet"
              action={<Button onClick={onAddGoal}>Create Goal</Button>}
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
              title="No goals created yet"
              action={<Button onClick={onAddGoal}>Create Goal</Button>}
            />
          ) : active.length === 0 ? (
            <EmptyState
              title="No active goals"
              action={<Button onClick={() => setTab('goals')}>Go to Goals</Button>}
            />
          ) : (
            <>
              <Select
                label="Goal"
                placeholder="Choose a goal"
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
                <EmptyState title="No goal selected" />
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
  const columns = columnsOf(tasks);
  return (
    <Stack
      as="section"
      gap="md"
      aria-label={`Board: ${goal.title}`}
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
          status={status}
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
