import { useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type CollisionDetection,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { Goal, JobStatus, Task } from '@taskboard/contract';
import {
  BoardColumns,
  Card,
  Column,
  GoalDueDate,
  GripIcon,
  Heading,
  IconButton,
  SpeakButton,
  Stack,
  Text,
} from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { boardColumnOf, goalCardOf } from '../presentation/board';
import { taskDragAnnouncements, type Announce } from './announcements';
import { boardStatuses, columnsOf, fullestColumn } from './backlog';
import { BoardTaskCard } from './BoardTaskCard';
import { columnKeyboardCoordinates } from './columnKeyboard';
import { speak } from './speech';
import type { TaskHandlers } from './taskHandlers';
import { useReducedMotion } from './useReducedMotion';
import { useHoldLiveReloads } from '../live/reloadHold';
import { cardsToDraw, useAllAfterFirstPaint } from './useAllAfterFirstPaint';

/** The column under the pointer; for keyboard drags (no pointer), the one the card overlaps most. */
const columnUnder: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

const columnId = (goalId: number, status: JobStatus) => `goal-${goalId}-${status}`;

type GoalBoardProps = {
  goal: Goal;
  tasks: readonly Task[];
  handlers: TaskHandlers;
  announce: Announce;
  /**
   * A child's board: no frame and no drag handles, so a tablet's narrow columns keep their width
   * for the cards (a card moves by swipe, arrow key or 'Move to…').
   */
  forChild?: boolean;
};

/** One OPEN goal's board: New Tasks, In Progress and Done, tasks dragged between. */
export function GoalBoard({ goal, tasks, handlers, announce, forChild = false }: GoalBoardProps) {
  const t = useT();
  const still = useReducedMotion();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      // Under reduced motion the page jumps to a column off screen instead of scrolling.
      scrollBehavior: still ? 'instant' : 'smooth',
    }),
  );
  const [dragged, setDragged] = useState<Task | null>(null);
  // A change from another device waits for the card in hand to be dropped.
  useHoldLiveReloads(dragged !== null);
  const placeSaid = useRef<UniqueIdentifier | null>(null);
  const columns = columnsOf(tasks);
  const allCards = useAllAfterFirstPaint();
  const slots = fullestColumn(columns);
  // When the goal is due, in moons: a child whose board shows one goal sees it here.
  const { daysLeft } = goalCardOf(goal);

  const started = ({ active }: DragStartEvent) =>
    setDragged(tasks.find((task) => task.item_id === active.id) ?? null);
  const dropped = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const task = tasks.find((candidate) => candidate.item_id === active.id);
    const to = over?.data.current?.status as JobStatus | undefined;
    if (task && to && to !== task.job_status) handlers.move(task, to);
  };

  const board = (
    <section
      aria-label={t('board.goalBoard.label', { title: goal.title })}
      data-board-goal-id={goal.item_id}
    >
      {/* A child's board keeps its rows close, so its first cards are on a tablet's first screen. */}
      <Stack gap={forChild ? 'sm' : 'md'}>
        <Stack direction="row" gap="sm" align="center">
          {/* A board is a section of the page of its own, beside the goals panel; its
                columns' headings are level 3. */}
          <Heading level={2}>{goal.title}</Heading>
          <SpeakButton text={goal.title} onSpeak={speak} />
          {daysLeft == null ? null : <GoalDueDate daysLeft={daysLeft} compact={forChild} />}
        </Stack>
        <DndContext
          sensors={sensors}
          collisionDetection={columnUnder}
          onDragStart={started}
          onDragEnd={dropped}
          onDragCancel={() => setDragged(null)}
          accessibility={{
            screenReaderInstructions: {
              draggable: t('board.goalBoard.dragInstructions'),
            },
            // Said in the board's one live region, not in dnd-kit's.
            announcements: taskDragAnnouncements(tasks, t, announce, placeSaid),
            // The board's focus keeper puts focus on the moved card's handle in its new column;
            // dnd-kit's own return, a frame later, would aim at the handle the drag started from.
            restoreFocus: false,
          }}
        >
          <BoardColumns
            columns={boardStatuses.map((status) => ({
              column: boardColumnOf(status),
              title: t(`board.columnTitle.${status}`),
              count: columns[status].length,
              content: (
                <DropColumn id={columnId(goal.item_id, status)} status={status} slots={slots}>
                  {cardsToDraw(columns[status], allCards).map((task) =>
                    forChild ? (
                      <BoardTaskCard key={task.item_id} task={task} handlers={handlers} />
                    ) : (
                      <DraggableTask key={task.item_id} task={task} handlers={handlers} />
                    ),
                  )}
                </DropColumn>
              ),
            }))}
          />
          {/* Under reduced motion the card jumps between columns and lands at once, instead of
                gliding (dnd-kit's keyboard transition and drop animation). */}
          <DragOverlay
            dropAnimation={still ? null : undefined}
            transition={still ? 'none' : undefined}
          >
            {dragged ? (
              <Card padding="sm">
                <Text weight="bold">{dragged.title}</Text>
              </Card>
            ) : null}
          </DragOverlay>
        </DndContext>
      </Stack>
    </section>
  );
  return forChild ? (
    board
  ) : (
    <Card padding="md" asChild>
      {board}
    </Card>
  );
}

function DropColumn({
  id,
  status,
  slots,
  children,
}: {
  id: string;
  status: JobStatus;
  slots: number;
  children: ReactNode;
}) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id, data: { status } });
  return (
    <Column
      column={boardColumnOf(status)}
      title={t(`board.columnTitle.${status}`)}
      minTaskSlots={slots}
      dropRef={setNodeRef}
      over={isOver}
      // Focus lands on the column when its last task is deleted (useFocusKeeper).
      data-focus-key={id}
      data-focus-fallback=""
      tabIndex={-1}
    >
      {children}
    </Column>
  );
}

function DraggableTask({ task, handlers }: { task: Task; handlers: TaskHandlers }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: task.item_id,
  });
  return (
    <Stack
      ref={setNodeRef}
      direction="row"
      gap="xs"
      align="start"
      data-dragging={isDragging ? 'true' : 'false'}
    >
      <IconButton
        ref={setActivatorNodeRef}
        label={t('board.goalBoard.dragTask', { title: task.title })}
        data-focus-key={`drag-task-${task.item_id}`}
        {...attributes}
        {...listeners}
      >
        <GripIcon />
      </IconButton>
      <BoardTaskCard task={task} handlers={handlers} />
    </Stack>
  );
}
