import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { boardColumns, TaskListItem, UiMessagesProvider, type TaskListTask } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const task: TaskListTask = { id: 4, title: 'Put toys in the box', column: 'progress' };

const meta = {
  title: 'Board/TaskListItem',
  component: TaskListItem,
  tags: ['autodocs'],
  args: { task, onTitleChange: fn(), onStatusChange: fn(), onSpeak: fn() },
  argTypes: { task: { control: 'object' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.getByRole('combobox', { name: `Status of ${title}` });

export const Playground: Story = {};

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(statusOf(canvas, 'Put toys in the box')).toHaveTextContent('Active');
  },
};

export const MarkDone: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(statusOf(canvas, 'Put toys in the box'));
    const options = await page.findAllByRole('option');
    // Spec §4: the task list offers exactly Active and Done.
    await expect(options.map((option) => option.textContent)).toEqual(['Active', 'Done']);
    await userEvent.click(page.getByRole('option', { name: 'Done' }));
    await expect(args.onStatusChange).toHaveBeenCalledOnce();
    await expect(args.onStatusChange).toHaveBeenCalledWith('done', task);
  },
};

export const Done: Story = {
  args: { task: { ...task, column: 'done' } },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(statusOf(canvas, 'Put toys in the box')).toHaveTextContent('Done');
    await userEvent.click(statusOf(canvas, 'Put toys in the box'));
    await userEvent.click(await page.findByRole('option', { name: 'Active' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('progress', args.task);
  },
};

export const NotStartedYet: Story = {
  args: { task: { ...task, column: 'new' } },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(statusOf(canvas, 'Put toys in the box')).toHaveTextContent('New');
    await userEvent.click(statusOf(canvas, 'Put toys in the box'));
    await userEvent.click(await page.findByRole('option', { name: 'Active' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('progress', args.task);
  },
};

export const RenameInPlace: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.dblClick(canvas.getByText('Put toys in the box'));
    const input = canvas.getByRole('textbox', { name: 'Task title' });
    await userEvent.clear(input);
    await userEvent.type(input, ' Put the blocks away {Enter}');
    await expect(args.onTitleChange).toHaveBeenCalledOnce();
    await expect(args.onTitleChange).toHaveBeenCalledWith('Put the blocks away', task);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit title of Put toys in the box' }),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onTitleChange).toHaveBeenCalledOnce();
  },
};

export const ReadAloud: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud: Put toys in the box' }));
    await expect(args.onSpeak).toHaveBeenCalledWith('Put toys in the box');
  },
};

export const ReadOnly: Story = {
  args: { onTitleChange: undefined, onStatusChange: undefined, onSpeak: undefined },
  play: async ({ canvas }) => {
    await expect(statusOf(canvas, 'Put toys in the box')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Edit title/ })).toBeNull();
  },
};

/** Translated through the provider: the item's words and its title editor's. */
export const OtherWords: Story = {
  args: { task: { ...task, title: 'Guardar los juguetes' } },
  decorators: [
    (Story) => (
      <UiMessagesProvider
        messages={{
          taskListItem: {
            statuses: { progress: 'Activa', done: 'Hecha' },
            notStarted: 'Nueva',
            status: (title) => `Estado de ${title}`,
            titleInput: 'Título de la tarea',
          },
          editableTitle: { editLabel: (title) => `Editar el título de ${title}` },
        }}
      >
        <Story />
      </UiMessagesProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Estado de Guardar los juguetes' }),
    ).toHaveTextContent('Activa');
    await expect(
      canvas.getByRole('button', { name: 'Editar el título de Guardar los juguetes' }),
    ).toBeVisible();
  },
};

export const AList: Story = {
  render: function TaskList(args) {
    const [tasks, setTasks] = useState<TaskListTask[]>([
      { id: 1, title: 'Find my lunchbox', column: 'new' },
      { id: 2, title: 'Pack my water bottle', column: 'progress' },
      { id: 3, title: 'Zip up my bag', column: 'done' },
    ]);
    const update = (id: TaskListTask['id'], change: Partial<TaskListTask>) =>
      setTasks((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
    return (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tasks.map((item) => (
          <li key={item.id}>
            <TaskListItem
              {...args}
              task={item}
              onTitleChange={(title) => update(item.id, { title })}
              onStatusChange={(column) => update(item.id, { column })}
            />
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(statusOf(canvas, 'Pack my water bottle'));
    await userEvent.click(await page.findByRole('option', { name: 'Done' }));
    await expect(statusOf(canvas, 'Pack my water bottle')).toHaveTextContent('Done');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { task: { ...task, title: 'Put every single toy back in the big blue box' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBeLessThan(400);
    await expect(
      canvas.getByText(/Put every single toy/, { selector: 'p' }).getBoundingClientRect().width,
    ).toBeGreaterThan(120);
  },
};

/** Every column's task side by side, and a read-only one. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="26rem">
      {boardColumns.map((column) => (
        <State key={column} name={column}>
          <TaskListItem {...args} task={{ ...task, column }} />
        </State>
      ))}
      <State name="read only">
        <TaskListItem task={task} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toEqual(['new', 'progress', 'done', 'read only']);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
