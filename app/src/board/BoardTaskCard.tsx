import { memo } from 'react';
import type { Task } from '@taskboard/contract';
import { SpeakButton, TaskSwipeCard } from '@taskboard/ui';
import { useWaitingToSync } from '../offline/WaitingToSync';
import { boardTaskOf, jobStatusOfColumn } from '../presentation/board';
import { sameTask } from './backlog';
import { speak } from './speech';
import type { TaskHandlers } from './taskHandlers';

type BoardTaskCardProps = { task: Task; handlers: TaskHandlers };

/**
 * A task on a board: swipe or 'Move to…', a speaker that reads its title, rename in place, edit
 * and delete; marked while a change made offline waits to be sent. Drawn again only when its
 * task changes (the board reads its tasks anew after every change, as new objects) or its
 * handlers do: a move or an open menu elsewhere leaves every other card as it was.
 */
export const BoardTaskCard = memo(function BoardTaskCard({ task, handlers }: BoardTaskCardProps) {
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
}, sameCard);

function sameCard(before: BoardTaskCardProps, after: BoardTaskCardProps): boolean {
  return before.handlers === after.handlers && sameTask(before.task, after.task);
}
