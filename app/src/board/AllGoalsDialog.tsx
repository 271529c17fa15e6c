import type { Category, Goal, Task } from '@taskboard/contract';
import { Button, Dialog, Table, Text, defaultGoalCardMessages, useUiMessages } from '@taskboard/ui';
import { columnOfStatus } from '@taskboard/contract';
import { goalStatusOf } from '../presentation/board';
import { tasksOfGoal } from './backlog';

type AllGoalsDialogProps = {
  goals: readonly Goal[];
  tasks: readonly Task[];
  categories: readonly Category[];
};

/** 'Show All Goals & Tasks': every goal and its tasks in one table, whatever their status. */
export function AllGoalsDialog({ goals, tasks, categories }: AllGoalsDialogProps) {
  // The statuses in the goal cards' own words.
  const { statuses } = useUiMessages('goalCard', defaultGoalCardMessages);
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
          // Plain rows: a goal's cells span all its task rows, so stripes would split the group.
          <Table.Root variant="plain">
            <Table.Caption>Every goal with its status, category and tasks</Table.Caption>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>Goal</Table.HeaderCell>
                <Table.HeaderCell>Status</Table.HeaderCell>
                <Table.HeaderCell>Category</Table.HeaderCell>
                <Table.HeaderCell>Task</Table.HeaderCell>
                <Table.HeaderCell>Column</Table.HeaderCell>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {goals.flatMap((goal) => {
                const goalTasks = tasksOfGoal(tasks, goal.item_id);
                const rows = goalTasks.length === 0 ? [null] : goalTasks;
                return rows.map((task, index) => (
                  <Table.Row key={`${goal.item_id}-${task?.item_id ?? 'none'}`}>
                    {index === 0 ? (
                      <>
                        <Table.HeaderCell scope="rowgroup" rowSpan={rows.length}>
                          {goal.title}
                        </Table.HeaderCell>
                        <Table.Cell rowSpan={rows.length}>
                          {statuses[goalStatusOf(goal.job_status)]}
                        </Table.Cell>
                        <Table.Cell rowSpan={rows.length}>
                          {categoryName(goal.category_id)}
                        </Table.Cell>
                      </>
                    ) : null}
                    <Table.Cell>{task ? task.title : 'No tasks yet'}</Table.Cell>
                    <Table.Cell>{task ? columnOfStatus[task.job_status] : ''}</Table.Cell>
                  </Table.Row>
                ));
              })}
            </Table.Body>
          </Table.Root>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
