import { memo } from 'react';
import type { Task } from '@taskboard/contract';
import { SpeakButton, TaskSwipeCard } from '@taskboard/ui';
import { useWaitingToSync } from '../offline/WaitingToSync';
import { boardTaskOf, jobStatusOfColumn } from '../presentation/board';
import { speak } from './speech';
import type { TaskHandlers } from './taskHandlers';

/**
 * A task on a board: swipe or 'Move to…', a speaker that reads its title, rename in place, edit
 * and delete; marked while a change made offline waits to be sent. Rendered again only when its
 * task or handlers change: a move renders the moved card, not the whole column.
 */
export const BoardTaskCard = memo(function BoardTaskCard({
  task,
  handlers,
}: {
  task: Task;
  handlers: TaskHandlers;
}) {
  const waitingToSync = useWaitingToSync(task.item_id);
  return (
    <TaskSwipeCard
      task={boardTaskOf(task)}
      waitingToSync={waitingToSync}
      data-task-id={task.item_id}
      // Focus follows the card to its new column (useFocusKeeper).
      data-focus-key={`board-task-${task.item_id}`}
      onMove={(column) => handlers.move(task, jobStatusOfColumn(column))}
      onTitleChange={(title) => handlers.rename(task, title)}
      onEdit={() => handlers.edit(task)}
      onDelete={() => handlers.remove(task)}
      footer={<SpeakButton text={task.title} onSpeak={speak} />}
    />
  );
});
