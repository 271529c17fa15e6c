import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GoalCard, IconButton, TaskSwipeCard, type Goal } from '@taskboard/ui';

const categories = [
  { category_id: 1, name: 'School', icon: '📚' },
  { category_id: 2, name: 'Home', icon: '🏠' },
  { category_id: 3, name: 'Sports', icon: '⚽' },
];

const goal: Goal = { id: 7, title: 'Tidy my room', job_status: 'NEW', category_id: null };

const meta = {
  title: 'Board/GoalCard',
  component: GoalCard,
  tags: ['autodocs'],
  args: {
    goal,
    categories,
    onExpandedChange: fn(),
    onTitleChange: fn(),
    onStatusChange: fn(),
    onCategoryChange: fn(),
    onAddTask: fn(),
    onViewBoard: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof GoalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ExpandCollapse: Story = {
  args: {
    children: (
      <>
        <TaskSwipeCard
          task={{ id: 1, title: 'Put toys in the box', job_status: 'NEW', priority: 'HIGH' }}
          onMove={fn()}
        />
        <TaskSwipeCard task={{ id: 2, title: 'Make the bed', job_status: 'OPEN' }} onMove={fn()} />
      </>
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Tasks of Tidy my room' });
    const card = canvasElement.querySelector('article');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Make the bed')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(card).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByText('Make the bed')).toBeVisible();
  },
};

export const EditTitleWithButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    const input = canvas.getByRole('textbox', { name: 'Goal title' });
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '  Clean the desk  {Enter}');
    await expect(args.onTitleChange).toHaveBeenCalledWith('Clean the desk');
    await expect(canvas.queryByRole('textbox', { name: 'Goal title' })).toBeNull();
  },
};

export const EditTitleByDoubleClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.dblClick(canvas.getByRole('heading', { name: 'Tidy my room' }));
    const input = canvas.getByRole('textbox', { name: 'Goal title' });
    await userEvent.type(input, ' today');
    // Leaving the field saves.
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Task' }));
    await expect(args.onTitleChange).toHaveBeenCalledWith('Tidy my room today');
  },
};

export const EditCancelledWithEscape: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Goal title' }), ' now{Escape}');
    await expect(args.onTitleChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'Tidy my room' })).toBeVisible();
  },
};

export const BlankOrUnchangedTitleIsNotSaved: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Goal title' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Goal title' }), '   {Enter}');
    await expect(args.onTitleChange).not.toHaveBeenCalled();
  },
};

export const ChangeStatus: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page.findByRole('option', { name: 'Open' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('OPEN');
  },
};

export const ChangeCategory: Story = {
  args: { goal: { ...goal, category_id: 2 } },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveTextContent('Home');
    await userEvent.click(select);
    await userEvent.click(await page.findByRole('option', { name: 'No Category' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(null);
    await userEvent.click(select);
    await userEvent.click(await page.findByRole('option', { name: /Sports/ }));
    await waitFor(() => expect(args.onCategoryChange).toHaveBeenLastCalledWith(3));
  },
};

export const Open: Story = {
  args: { goal: { ...goal, job_status: 'OPEN', category_id: 1 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Board' }));
    await expect(args.onViewBoard).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Task' }));
    await expect(args.onAddTask).toHaveBeenCalledOnce();
  },
};

export const NewHasNoViewBoard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'View Board' })).toBeNull();
  },
};

export const Closed: Story = {
  args: { goal: { ...goal, job_status: 'CLOSED' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-status', 'CLOSED');
    await expect(canvas.queryByRole('button', { name: 'View Board' })).toBeNull();
  },
};

export const Delete: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete goal Tidy my room' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const WithSpeakAndDragHandle: Story = {
  args: {
    onSpeak: fn(),
    dragHandle: (
      <IconButton label="Reorder Tidy my room">
        <span>⠿</span>
      </IconButton>
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud: Tidy my room' }));
    await expect(args.onSpeak).toHaveBeenCalledWith('Tidy my room');
  },
};

export const ReadOnly: Story = {
  args: {
    onTitleChange: undefined,
    onStatusChange: undefined,
    onCategoryChange: undefined,
    onAddTask: undefined,
    onDelete: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Edit title/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  },
};

export const LongTitle: Story = {
  args: {
    goal: {
      ...goal,
      title:
        'Practise the piano every afternoon after school for twenty minutes, including the scales my teacher gave me last week',
    },
  },
};

export const Controlled: Story = {
  render: function ControlledGoal(args) {
    const [current, setCurrent] = useState(args.goal);
    const [expanded, setExpanded] = useState(true);
    return (
      <GoalCard
        {...args}
        goal={current}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onTitleChange={(title) => setCurrent({ ...current, title })}
        onStatusChange={(job_status) => setCurrent({ ...current, job_status })}
        onCategoryChange={(category_id) => setCurrent({ ...current, category_id })}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Goal title' }), '!{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Tidy my room!' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { goal: { ...goal, job_status: 'OPEN', category_id: 3 } },
};

export const CancelButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Goal title' }), ' later');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onTitleChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'Tidy my room' })).toBeVisible();
  },
};

export const SaveButton: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title of Tidy my room' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Goal title' }), ' now');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onTitleChange).toHaveBeenCalledOnce();
    await expect(args.onTitleChange).toHaveBeenCalledWith('Tidy my room now');
  },
};
