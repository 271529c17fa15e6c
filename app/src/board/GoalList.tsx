import { useRef, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Category, Goal, Task } from '@taskboard/contract';
import { GoalCard, GripIcon, IconButton, Stack, TaskListItem } from '@taskboard/ui';
import { usePreferences } from '../preferences/usePreferences';
import { useT } from '../i18n/useT';
import {
  goalCardOf,
  goalCategoryOf,
  jobStatusOfColumn,
  jobStatusOfGoal,
  taskListTaskOf,
} from '../presentation/board';
import { goalDragAnnouncements, type Announce } from './announcements';
import { movedOrder, tasksOfGoal } from './backlog';
import { speak } from './speech';
import type { GoalHandlers, TaskHandlers } from './taskHandlers';
import { useReducedMotion } from './useReducedMotion';
import { useHoldLiveReloads } from '../live/reloadHold';

/** Spec §4: a goal drag starts after a 200 ms touch hold and 5 px of slop. */
const goalDragConstraint = { delay: 200, tolerance: 5 };

type GoalListProps = {
  goals: readonly Goal[];
  tasks: readonly Task[];
  categories: readonly Category[];
  handlers: GoalHandlers;
  /** The tasks in each card's list are renamed and marked Active or Done with these. */
  taskHandlers: TaskHandlers;
  onReorder: (goalIds: number[]) => void;
  announce: Announce;
};

/** The goal cards, reordered by dragging their handle (mouse, touch or keyboard). */
export function GoalList({
  goals,
  tasks,
  categories,
  handlers,
  taskHandlers,
  onReorder,
  announce,
}: GoalListProps) {
  const t = useT();
  const still = useReducedMotion();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: goalDragConstraint }),
    useSensor(TouchSensor, { activationConstraint: goalDragConstraint }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Under reduced motion the page jumps to a goal moved off screen instead of scrolling.
      scrollBehavior: still ? 'instant' : 'smooth',
    }),
  );
  const ids = goals.map((goal) => goal.item_id);
  const placeSaid = useRef<UniqueIdentifier | null>(null);

  // A change from another device waits for the goal in hand to be dropped.
  const [dragging, setDragging] = useState(false);
  useHoldLiveReloads(dragging);
  const dropped = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    onReorder(movedOrder(ids, Number(active.id), Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => setDragging(true)}
      onDragEnd={dropped}
      onDragCancel={() => setDragging(false)}
      accessibility={{
        screenReaderInstructions: {
          draggable: t('board.goals.dragInstructions'),
        },
        // Said in the board's one live region, by title and position.
        announcements: goalDragAnnouncements(goals, t, announce, placeSaid),
        // The board's focus keeper keeps focus on the handle when its card changes place.
        restoreFocus: false,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack as="ul" gap="md" aria-label={t('board.goals.list')}>
          {goals.map((goal) => (
            <SortableGoal
              key={goal.item_id}
              goal={goal}
              tasks={tasksOfGoal(tasks, goal.item_id)}
              categories={categories}
              handlers={handlers}
              taskHandlers={taskHandlers}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableGoal({
  goal,
  tasks,
  categories,
  handlers,
  taskHandlers,
}: {
  goal: Goal;
  tasks: readonly Task[];
  categories: readonly Category[];
  handlers: GoalHandlers;
  taskHandlers: TaskHandlers;
}) {
  const t = useT();
  // Under reduced motion the other goals jump to their new places instead of sliding.
  const still = useReducedMotion();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: goal.item_id, transition: still ? null : undefined });
  const { viewBoard, edit } = handlers;
  // How many sleeps are left before a due date is counted on the member's calendar.
  const { timezone } = usePreferences();

  return (
    <li
      ref={setNodeRef}
      // dnd-kit moves the card with a transform while it is dragged.
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <GoalCard
        goal={goalCardOf(goal, timezone)}
        categories={categories.map(goalCategoryOf)}
        data-goal-id={goal.item_id}
        data-focus-key={`goal-${goal.item_id}`}
        onTitleChange={(title) => handlers.rename(goal, title)}
        onStatusChange={(status) => handlers.setStatus(goal, jobStatusOfGoal(status))}
        onCategoryChange={(categoryId) => handlers.setCategory(goal, categoryId)}
        onAddTask={() => handlers.addTask(goal)}
        onDelete={() => handlers.remove(goal)}
        onEdit={edit ? () => edit(goal) : undefined}
        onViewBoard={viewBoard ? () => viewBoard(goal) : undefined}
        onSpeak={speak}
        dragHandle={
          <IconButton
            ref={setActivatorNodeRef}
            label={t('board.goals.drag', { title: goal.title })}
            data-focus-key={`drag-goal-${goal.item_id}`}
            {...attributes}
            {...listeners}
          >
            <GripIcon />
          </IconButton>
        }
      >
        {tasks.length === 0 ? undefined : (
          <Stack as="ul" gap="xs">
            {tasks.map((task) => (
              <li key={task.item_id}>
                {/* Active/Done moves the task by the board's rules (timer, optimistic, rollback). */}
                <TaskListItem
                  task={taskListTaskOf(task)}
                  data-task-id={task.item_id}
                  data-focus-key={`list-task-${task.item_id}`}
                  onTitleChange={(title) => taskHandlers.rename(task, title)}
                  onStatusChange={(column) => taskHandlers.move(task, jobStatusOfColumn(column))}
                  onSpeak={speak}
                />
              </li>
            ))}
          </Stack>
        )}
      </GoalCard>
    </li>
  );
}
