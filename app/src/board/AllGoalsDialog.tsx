import type { Category, Goal, Task } from '@taskboard/contract';
import { Button, Dialog, Text, goalStatusLabels } from '@taskboard/ui';
import { columnOfStatus } from '@taskboard/contract';
import { tasksOfGoal } from './backlog';

type AllGoalsDialogProps = {
  goals: readonly Goal[];
  tasks: readonly Task[];
  categories: readonly Category[];
};

/** 'Show All Goals & Tasks': every goal and its tasks in one table, whatever their status. */
export function AllGoalsDialog({ goals, tasks, categories }: AllGoalsDialogProps) {
  const categoryName = (id: number | null) =>
    categories.find((category) => category.category_id === id)?.name ?? 'No Category';
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Show All Goals &amp; Tasks</Button>
      </Dialog.Trigger>
      <Dialog.Content title="All Goals & Tasks">
        {goals.length === 0 ? (
          <Text tone="muted">No goals added yet. Click the button above to start!</Text>
        ) : (
          <table>
            <caption>Every goal with its status, category and tasks</caption>
            <thead>
              <tr>
                <th scope="col">Goal</th>
                <th scope="col">Status</th>
                <th scope="col">Category</th>
                <th scope="col">Task</th>
                <th scope="col">Column</th>
              </tr>
            </thead>
            <tbody>
              {goals.flatMap((goal) => {
                const goalTasks = tasksOfGoal(tasks, goal.item_id);
                const rows = goalTasks.length === 0 ? [null] : goalTasks;
                return rows.map((task, index) => (
                  <tr key={`${goal.item_id}-${task?.item_id ?? 'none'}`}>
                    {index === 0 ? (
                      <>
                        <th scope="rowgroup" rowSpan={rows.length}>
                          {goal.title}
                        </th>
                        <td rowSpan={rows.length}>{goalStatusLabels[goal.job_status]}</td>
                        <td rowSpan={rows.length}>{categoryName(goal.category_id)}</td>
                      </>
                    ) : null}
                    <td>{task ? task.title : 'No tasks yet'}</td>
                    <td>{task ? columnOfStatus[task.job_status] : ''}</td>
                  </tr>
                ));
              })}
            </tbody>
          </table>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
