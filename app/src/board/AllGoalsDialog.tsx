import type { Category, Goal, Task } from '@taskboard/contract';
import { Button, Dialog, Table, Text } from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { tasksOfGoal } from './backlog';

type AllGoalsDialogProps = {
  goals: readonly Goal[];
  tasks: readonly Task[];
  categories: readonly Category[];
};

/** 'Show All Goals & Tasks': every goal and its tasks in one table, whatever their status. */
export function AllGoalsDialog({ goals, tasks, categories }: AllGoalsDialogProps) {
  const t = useT();
  const categoryName = (id: number | null) =>
    categories.find((category) => category.category_id === id)?.name ?? t('board.category.none');
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{t('board.allGoals.open')}</Button>
      </Dialog.Trigger>
      <Dialog.Content title={t('board.allGoals.title')}>
        {goals.length === 0 ? (
          <Text tone="muted">{t('board.goals.empty')}</Text>
        ) : (
          // Plain rows: a goal's cells span all its task rows, so stripes would split the group.
          <Table.Root variant="plain">
            <Table.Caption>{t('board.allGoals.caption')}</Table.Caption>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>{t('board.allGoals.goal')}</Table.HeaderCell>
                <Table.HeaderCell>{t('board.allGoals.status')}</Table.HeaderCell>
                <Table.HeaderCell>{t('board.allGoals.category')}</Table.HeaderCell>
                <Table.HeaderCell>{t('board.allGoals.task')}</Table.HeaderCell>
                <Table.HeaderCell>{t('board.allGoals.column')}</Table.HeaderCell>
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
                          {t(`board.goalStatus.${goal.job_status}`)}
                        </Table.Cell>
                        <Table.Cell rowSpan={rows.length}>
                          {categoryName(goal.category_id)}
                        </Table.Cell>
                      </>
                    ) : null}
                    <Table.Cell>{task ? task.title : t('board.allGoals.noTasks')}</Table.Cell>
                    <Table.Cell>{task ? t(`board.column.${task.job_status}`) : ''}</Table.Cell>
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
